import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, type Int } from "@agentic-ts/core";
import { CUSTOMERS, ORDERS } from "./store";

/** What `issueRefund` returns. */
export interface Refund {
  readonly status: "refunded";
  readonly refundId: string;
  readonly orderId: string;
  readonly amountCents: number;
  readonly reason: string;
}

/** What `escalateToHuman` returns. */
export interface Escalation {
  readonly status: "escalated";
  readonly queue: "priority" | "standard";
  readonly summary: string;
}

/** The value the `close` option returns as-is. */
export const CLOSED = { status: "closed" } as const;

/** Every way a ticket can end: the result of the next step the model picked. */
export type TicketOutcome = Refund | Escalation | typeof CLOSED;

/**
 * The spec's second example: `handleTicket` lets the model work first (look the order and the customer
 * up with tools), then end the turn by picking refund, escalate or close; the pick resolves straight
 * into the result. The customer's id is a `@ContextParam`: the tools and the refund use it, the model
 * never sees it and cannot set it. Refunds over $100 wait for a person's approval. Names, types and
 * descriptions come from the signatures and JSDoc through `agentic gen` (see `agentic.generated.ts`).
 */
export class TicketDesk extends Agent {
  /**
   * Look up one of the customer's orders: item, amount paid, delivery status, number of charges.
   * @param orderId The order number, e.g. "A-1001".
   */
  @AgenticFunction()
  lookupOrder(orderId: string, @ContextParam() customerId: string) {
    const order = ORDERS.get(orderId);
    // Another customer's order does not exist, as far as this customer's ticket is concerned.
    if (!order || order.customerId !== customerId) return { error: `No order ${orderId} for this customer.` };
    const { item, amountCents, status, charges } = order;
    return { orderId, item, amountCents, status, charges };
  }

  /** Look up the customer who filed the ticket: name, tier and refunds this year. */
  @AgenticFunction()
  lookupCustomer(@ContextParam() customerId: string) {
    const customer = CUSTOMERS.get(customerId);
    if (!customer) return { error: "Unknown customer." };
    const { name, tier, refundsThisYear } = customer;
    return { name, tier, refundsThisYear };
  }

  /**
   * Refund one of the customer's orders, fully or in part: for damaged, faulty or missing items.
   * @param orderId The order to refund.
   * @param amountCents How much to refund, in cents; at most what was paid.
   * @param reason One sentence the customer will see.
   */
  @AgenticFunction({ approval: (args) => args.amountCents > 10_000 && "Refunds over $100 need a person." })
  issueRefund(orderId: string, amountCents: Int, reason: string, @ContextParam() customerId: string): Refund {
    const order = ORDERS.get(orderId);
    if (!order || order.customerId !== customerId) throw new Error(`Order ${orderId} is not one of this customer's orders.`);
    if (amountCents > order.amountCents) throw new Error(`Cannot refund ${amountCents} cents: ${orderId} cost ${order.amountCents}.`);
    return { status: "refunded", refundId: `R-${orderId}`, orderId, amountCents, reason };
  }

  /**
   * Hand the ticket to a human agent: for billing disputes, angry customers, or anything you cannot
   * resolve yourself.
   * @param summary What the human needs to know, in two sentences at most.
   * @param urgency "high" when the customer lost money or is very upset.
   */
  @AgenticFunction()
  escalateToHuman(summary: string, urgency: "low" | "high"): Escalation {
    return { status: "escalated", queue: urgency === "high" ? "priority" : "standard", summary };
  }

  /**
   * Handle a support ticket: look things up, then refund, escalate or close it.
   * @param ticket The ticket's text, as the customer wrote it.
   */
  @AgenticFunction()
  handleTicket(ticket: string, @ContextParam() customerId: string): Promise<TicketOutcome> {
    return this.exec(`Handle this ticket: ${ticket}`, {
      // The agent's own @AgenticFunction methods, minus this one and those offered as choices:
      // lookupOrder and lookupCustomer.
      toolset: "default",
      choices: {
        refund: this.issueRefund,
        escalate: this.escalateToHuman,
        close: [CLOSED, "Nothing is left to do: the customer's problem is already solved."],
      },
      context: { customerId },
    });
  }
}
