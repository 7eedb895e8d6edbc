import { IncomingMessage } from "node:http";
import { Inject, Injectable, Scope } from "@nestjs/common";
import { REQUEST } from "@nestjs/core";
import { principalOf } from "./request-principal";
import { RUN_CUSTOMER_HEADER } from "./run-access";

/**
 * The customer the current request acts for. REQUEST-scoped: one per request, and never shown to the model.
 *
 * - On an HTTP request it is the authenticated principal (`AuthGuard` attaches it; see `TokenDirectory`
 *   for where a real app's authentication goes).
 * - On the request a durable run is executed for (built from the run's stored context, possibly in
 *   another process long after the HTTP request) it is the customer the run was started for.
 */
@Injectable({ scope: Scope.REQUEST })
export class CurrentCustomer {
  constructor(@Inject(REQUEST) private readonly request: object) {}

  /**
   * The customer's id. Read when the agent's function runs, not when the provider is made: Nest makes a
   * request's scoped providers before its guards run, so the principal is not attached yet at that point.
   */
  get id(): string {
    const principal = principalOf(this.request);
    if (principal) return principal.id;
    // Only a run's rebuilt request (a plain object made from the store) names its customer in a header: an
    // HTTP request's headers are the client's to write, so a live request without a principal has no customer.
    if (!(this.request instanceof IncomingMessage)) {
      const headers = (this.request as { headers?: Record<string, unknown> }).headers;
      const stored = headers?.[RUN_CUSTOMER_HEADER];
      if (typeof stored === "string" && stored !== "") return stored;
    }
    throw new Error("CurrentCustomer: the request has no authenticated customer (is AuthGuard registered?).");
  }
}
