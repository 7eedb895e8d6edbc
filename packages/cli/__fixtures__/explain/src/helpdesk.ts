import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, option } from "@agentic-ts/core";

/** A support desk for the `agentic explain` tests: one exec turn with a tool and a decision at its end. */
export class Helpdesk extends Agent {
  /**
   * Look an order up.
   * @param orderId The order's id.
   */
  @AgenticFunction()
  lookupOrder(orderId: string): string {
    return `order ${orderId}: shipped`;
  }

  /**
   * Refund an order.
   * @param orderId The order to refund.
   * @param amount How much, in euros.
   */
  @AgenticFunction()
  refund(orderId: string, amount: number, @ContextParam() customerId: string): string {
    return `refunded ${amount} EUR on ${orderId} for ${customerId}`;
  }

  /**
   * Handle a support ticket.
   * @param ticket The customer's message.
   * @param priority How urgent it is.
   */
  @AgenticFunction()
  handle(ticket: string, priority: "low" | "high", @ContextParam() customerId: string): Promise<unknown> {
    return this.exec(`Customer ${customerId} wrote (${priority}): ${ticket}`, {
      system: "You are a careful support agent.",
      tools: [this.lookupOrder],
      choices: {
        refund: this.refund,
        escalate: option.schema("Hand the ticket to a human.", { reason: "Why a human is needed." }),
        close: ["CLOSED", "Nothing more to do."],
      },
      context: { customerId },
    });
  }

  /** Answer without asking a model. */
  @AgenticFunction()
  ping(): string {
    return "pong";
  }

  /** Fail before asking a model. */
  @AgenticFunction()
  broken(): string {
    throw new RangeError("the order database is down");
  }
}
