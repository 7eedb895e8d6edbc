import { Inject, Injectable, Scope } from "@nestjs/common";
import { REQUEST } from "@nestjs/core";

/** The customer making the current HTTP request, read from the `x-customer-id` header (a REQUEST-scoped provider). */
@Injectable({ scope: Scope.REQUEST })
export class CurrentCustomer {
  /** How many instances exist: one per request, never shared. */
  static created = 0;
  readonly id: string;

  constructor(@Inject(REQUEST) request: { headers?: Record<string, string | string[] | undefined> }) {
    CurrentCustomer.created++;
    const header = request?.headers?.["x-customer-id"];
    this.id = typeof header === "string" ? header : "anonymous";
  }
}
