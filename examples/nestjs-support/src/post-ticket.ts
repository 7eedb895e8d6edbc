import type { SampleTicket } from "./sample-tickets";

/** What the server answered to a posted ticket. */
export interface TicketResponse {
  readonly status: number;
  readonly body: unknown;
}

/** Posts a ticket to `POST /tickets` of the app at `baseUrl`, as the given customer. */
export async function postTicket(baseUrl: string, ticket: SampleTicket): Promise<TicketResponse> {
  const response = await fetch(`${baseUrl}/tickets`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-customer-id": ticket.customerId },
    body: JSON.stringify({ text: ticket.text }),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}
