import type { RequestContext } from "@agentic-ts/core";
import type { McpRequest } from "@agentic-ts/mcp";

/** The customer a stdio server signs in when `DESK_CUSTOMER_ID` names none: Dana Reyes, of the sample data. */
export const DEFAULT_CUSTOMER = "C-42";

/** The demo bearer tokens the HTTP server accepts, and the customer each one signs in. */
export const DEMO_TOKENS: Readonly<Record<string, string>> = { "dana-demo-token": "C-42", "sam-demo-token": "C-77" };

/** The customer of a request that names no known token: the sample data has no orders for it. */
export const ANONYMOUS = "anonymous";

/**
 * The `context` hook of the stdio server: one client, started by the person it acts for, so the customer
 * is the process's (`DESK_CUSTOMER_ID`, set in the client's config). The client cannot change it.
 */
export function stdioCustomer(env: Readonly<Record<string, string | undefined>>): () => RequestContext {
  const customerId = env.DESK_CUSTOMER_ID?.trim() || DEFAULT_CUSTOMER;
  return () => ({ customerId });
}

/**
 * The `context` hook of the HTTP server: the customer signed in by the request's `Authorization: Bearer`
 * token (a stand-in for real authentication), else {@link ANONYMOUS}. Never a tool argument.
 */
export function httpCustomer(request: McpRequest): RequestContext {
  const header = request.headers.authorization;
  const token = /^Bearer\s+(\S+)$/i.exec(typeof header === "string" ? header : "")?.[1];
  const customerId = token !== undefined && Object.prototype.hasOwnProperty.call(DEMO_TOKENS, token) ? DEMO_TOKENS[token] : ANONYMOUS;
  return { customerId };
}
