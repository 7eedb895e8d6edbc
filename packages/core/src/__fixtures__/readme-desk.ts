import "reflect-metadata";
import "./agentic.generated";
import { Agent } from "../agent/agent";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ContextParam } from "../decorators/context-param.decorator";
import type { Int } from "../schema/int";

/** The README's first example, verbatim apart from the imports (see readme-example.spec.ts). */
export class SupportDesk extends Agent {
  /**
   * Issue a refund for an order.
   * @param orderId The order to refund.
   * @param amountCents Amount in cents.
   */
  @AgenticFunction()
  async refund(orderId: string, amountCents: Int, @ContextParam() customerId: string) {
    return { refunded: orderId, amountCents, customerId };   // customerId: yours, never the model's
  }

  /** Triage a ticket. @param ticket The customer's message. */
  @AgenticFunction()
  triage(ticket: string) {
    return this.decide(`Pick the next step for this ticket: ${ticket}`, {
      refund: this.refund,                                    // a function: runs with validated arguments
      close: { status: "closed" },                            // a value: returned as-is
      escalate: ["Hand over to a human.", { summary: String, urgency: { type: String, options: ["low", "high"] } }],
    });                                                       // → the refund's result, the value, or
  }                                                           //   { decision: "escalate", summary, urgency }
}
