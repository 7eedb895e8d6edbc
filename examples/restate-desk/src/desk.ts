import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, currentStepId, type Int, option } from "@agentic-ts/core";
import { reportDeskEvent } from "./desk-events";

/** An order as the desk's lookup tool reports it. */
export interface OrderInfo {
  readonly orderId: string;
  readonly customerId: string;
  readonly amountCents: number;
  readonly status: "delivered" | "in_transit";
}

/** Refunds above this many cents need a person's approval. */
export const APPROVAL_LIMIT_CENTS = 10_000;

/**
 * A support desk: it looks the order up with a tool, then refunds, closes or escalates. Refunds over
 * $100 need a person's approval; the customer always comes from the run's context, never from the model.
 * Names, types and descriptions come from the signatures and TSDoc through `agentic gen` (see
 * `agentic.generated.ts`).
 */
export class Desk extends Agent {
  /**
   * Look an order up: its amount and delivery status.
   * @param orderId The order id, e.g. A-1.
   */
  @AgenticFunction()
  lookupOrder(orderId: string, @ContextParam() customerId: string): OrderInfo {
    reportDeskEvent({ event: "lookup", orderId, customerId, stepId: currentStepId() });
    // A stand-in for a database: the amount is derived from the id, so every worker answers the same.
    const digits = Number(orderId.replace(/\D/g, "") || "1");
    return { orderId, customerId, amountCents: digits * 1_500, status: "delivered" };
  }

  /**
   * Refund an order to the customer.
   * @param orderId The order to refund.
   * @param amountCents Amount in cents.
   */
  @AgenticFunction({ approval: (args) => args.amountCents > APPROVAL_LIMIT_CENTS && "Refunds over $100 need a person." })
  refund(orderId: string, amountCents: Int, @ContextParam() customerId: string) {
    // currentStepId() is the same on every retry of this step: a payment API would get it as its idempotency key.
    reportDeskEvent({ event: "refund", orderId, customerId, amountCents, stepId: currentStepId() });
    return { refunded: orderId, amountCents, customerId };
  }

  /**
   * Handle a support ticket: look the order up, then refund, close or escalate.
   * @param ticket The customer's message.
   */
  @AgenticFunction()
  triage(ticket: string, @ContextParam() customerId: string) {
    return this.exec(`Handle this support ticket from customer ${customerId}. Look the order up first.\n\nTicket: ${ticket}`, {
      tools: [this.lookupOrder],
      context: { customerId },
      choices: {
        refund: this.refund,
        close: option.value({ status: "closed" }, "Nothing to do: close the ticket."),
        escalate: ["Hand the ticket over to a person.", { summary: String }],
      },
    });
  }
}
