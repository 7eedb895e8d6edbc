/** What the server answered to a posted ticket. */
export interface TicketResponse {
  readonly status: number;
  readonly body: unknown;
}

/** Posts a ticket's text to `POST /tickets` of the app at `baseUrl`, authenticated with the bearer `token`. */
export async function postTicket(baseUrl: string, ticket: { readonly text: string }, token: string): Promise<TicketResponse> {
  const response = await fetch(`${baseUrl}/tickets`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: ticket.text }),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}
