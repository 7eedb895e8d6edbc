import "reflect-metadata";
import { Agent, AgenticFunction, ContextParam, currentStepId, Int, LlmParam, option } from "@agentic-ts/core";
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
 */
export class Desk extends Agent {
  @AgenticFunction({ description: "Look an order up: its amount and delivery status." })
  lookupOrder(@LlmParam({ name: "orderId", description: "The order id, e.g. A-1." }) orderId: string, @ContextParam("customerId") customerId: string): OrderInfo {
    reportDeskEvent({ event: "lookup", orderId, customerId, stepId: currentStepId() });
    // A stand-in for a database: the amount is derived from the id, so every worker answers the same.
    const digits = Number(orderId.replace(/\D/g, "") || "1");
    return { orderId, customerId, amountCents: digits * 1_500, status: "delivered" };
  }

  @AgenticFunction({
    description: "Refund an order to the customer.",
    approval: (args: { amountCents: number }) => args.amountCents > APPROVAL_LIMIT_CENTS && "Refunds over $100 need a person.",
  })
  refund(
    @LlmParam({ name: "orderId", description: "The order to refund." }) orderId: string,
    @LlmParam({ name: "amountCents", description: "Amount in cents.", type: Int }) amountCents: number,
    @ContextParam("customerId") customerId: string,
  ) {
    // currentStepId() is the same on every retry of this step: a payment API would get it as its idempotency key.
    reportDeskEvent({ event: "refund", orderId, customerId, amountCents, stepId: currentStepId() });
    return { refunded: orderId, amountCents, customerId };
  }

  @AgenticFunction({ description: "Handle a support ticket: look the order up, then refund, close or escalate." })
  triage(@LlmParam({ name: "ticket", description: "The customer's message." }) ticket: string, @ContextParam("customerId") customerId: string) {
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
