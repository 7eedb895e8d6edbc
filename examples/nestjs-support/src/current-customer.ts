import { Inject, Injectable, Scope } from "@nestjs/common";
import { REQUEST } from "@nestjs/core";
import type { IncomingMessage } from "node:http";

/**
 * The customer making the current request, from the `x-customer-id` header (a real app would read its
 * auth session). REQUEST-scoped: one per request, and never shown to the model.
 */
@Injectable({ scope: Scope.REQUEST })
export class CurrentCustomer {
  readonly id: string;

  constructor(@Inject(REQUEST) request: IncomingMessage) {
    const header = request.headers["x-customer-id"];
    this.id = typeof header === "string" && header.trim() !== "" ? header.trim() : "anonymous";
  }
}
