import type { RunRecord } from "@agentic-ts/core";
import { hasRole, type Principal } from "./principal";

/**
 * The header under which a run keeps the customer who started it. A run outlives its request, so its
 * context keeps the headers its request-scoped providers read (`context.headers`), and `CurrentCustomer`
 * reads this one from the request a run is executed for. It is written by the app from the authenticated
 * principal, never copied from a client: a live request's header of this name is never read.
 */
export const RUN_CUSTOMER_HEADER = "x-customer-id";

/** The context a run started by `principal` keeps: the customer it acts for, as authentication established it. */
export function runContextFor(principal: Principal): { headers: Record<string, string> } {
  return { headers: { [RUN_CUSTOMER_HEADER]: principal.id } };
}

/** The id of the customer who started a run, from its stored context; `undefined` when it holds none. */
export function requesterOf(run: RunRecord): string | undefined {
  const headers = run.context?.headers;
  if (typeof headers !== "object" || headers === null) return undefined;
  const id = (headers as Record<string, unknown>)[RUN_CUSTOMER_HEADER];
  return typeof id === "string" && id !== "" ? id : undefined;
}

/**
 * Whether `principal` may see a run: the customer who started it, or a supervisor. A run holds the
 * customer's ticket, order and refund, which are nobody else's to read.
 */
export function mayReadRun(principal: Principal, run: RunRecord): boolean {
  return requesterOf(run) === principal.id || hasRole(principal, "supervisor");
}
