import "./agentic.generated";
import { Agent, AgentScope, AgenticFunction, ContextParam, option, Runtime } from "@agentic-ts/core";
import { Injectable } from "@nestjs/common";
import { CurrentCustomer } from "./current-customer";
import { OrderBook, type RefundOutcome } from "./order-book";

/** What the desk decided to do with a ticket. */
export type TicketOutcome =
  | RefundOutcome
  | { readonly action: "escalate"; readonly summary: string; readonly priority: "normal" | "urgent" }
  | { readonly action: "close"; readonly note: string };

/**
 * The support desk: a Nest provider whose `handle` is one next-step decision. It receives the runtime
 * and the request's `AgentScope` from Nest (and so lives per request), plus a dependency of its own.
 * The customer is a hidden `@ContextParam`: the model never sees it and cannot change it.
 */
@Injectable()
export class SupportDesk extends Agent {
  constructor(
    runtime: Runtime,
    scope: AgentScope,
    private readonly orders: OrderBook,
  ) {
    super(runtime, scope);
  }

  /**
   * Refund an order of the customer who wrote the ticket.
   * @param orderId The order to refund, as written in the ticket (e.g. "A-1042").
   * @param reason Why the customer wants the refund, in a few words.
   */
  @AgenticFunction()
  refund(orderId: string, reason: string, @ContextParam(CurrentCustomer) customer: CurrentCustomer): RefundOutcome {
    void reason;
    return this.orders.refund(orderId, customer.id);
  }

  /**
   * Hand the ticket to a human.
   * @param summary One sentence for the human who takes over.
   * @param priority "urgent" for threats, safety or legal matters.
   */
  @AgenticFunction()
  escalate(summary: string, priority: "normal" | "urgent"): TicketOutcome {
    return { action: "escalate", summary, priority };
  }

  /**
   * Close the ticket: nothing needs doing.
   * @param note Why the ticket can be closed.
   */
  @AgenticFunction()
  close(note: string): TicketOutcome {
    return { action: "close", note };
  }

  /**
   * Handle a support ticket: refund, escalate or close, picked by the model; the pick is the result.
   * @param text The customer's message.
   */
  @AgenticFunction()
  handle(text: string): Promise<TicketOutcome> {
    return this.decide(`You work a shop's support desk. Handle this ticket.\nTicket: ${JSON.stringify(text)}`, {
      refund: this.refund,
      escalate: this.escalate,
      close: this.close,
    });
  }

  /**
   * The same decision, run durably by `POST /durable-tickets`: a refund the model picks waits for a
   * supervisor (`option.fn(…, { approval })`), and the run suspends until `POST /runs/:id/verdict`.
   */
  handleWithApproval(text: string): Promise<TicketOutcome> {
    return this.decide(`You work a shop's support desk. Handle this ticket.\nTicket: ${JSON.stringify(text)}`, {
      refund: option.fn(this.refund, { approval: () => "Refunds from the durable desk need a supervisor." }),
      escalate: this.escalate,
      close: this.close,
    });
  }
}
