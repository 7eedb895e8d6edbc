import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, type Int } from "@agentic-ts/core";
import { Injectable } from "@nestjs/common";
import { REQUEST } from "@nestjs/core";
import { CurrentCustomer } from "./current-customer";

/** What a refund returns. */
export interface Refund {
  readonly refunded: string;
  readonly amountCents: number;
  readonly customerId: string;
}

/**
 * A support desk as a plain Nest provider. It inherits `Agent`'s constructor, so Nest injects the
 * runtime and the request's `AgentScope`: the desk lives per request, and its `@ContextParam` tokens
 * resolve from that request (a REQUEST-scoped provider, the `REQUEST` object).
 */
@Injectable()
export class SupportDesk extends Agent {
  /**
   * Refund an order to the customer making the request.
   * @param orderId The order to refund.
   * @param amountCents Amount in cents.
   */
  @AgenticFunction()
  refund(orderId: string, amountCents: Int, @ContextParam(CurrentCustomer) customer: CurrentCustomer): Refund {
    return { refunded: orderId, amountCents, customerId: customer.id };
  }

  /**
   * Hand the ticket to a human.
   * @param reason Why a human is needed.
   */
  @AgenticFunction()
  escalate(reason: string, @ContextParam(REQUEST) request: { url?: string }): { escalated: string; path?: string } {
    return { escalated: reason, path: request.url };
  }

  /** Close the ticket: nothing to do. */
  @AgenticFunction()
  close(): { closed: true } {
    return { closed: true };
  }

  /**
   * Handle a support ticket with one decision: refund, escalate or close.
   * @param text The customer's message.
   */
  @AgenticFunction()
  handle(text: string): Promise<Refund | { escalated: string; path?: string } | { closed: true }> {
    return this.decide(`Handle this support ticket.\nTicket: ${JSON.stringify(text)}`, {
      refund: this.refund,
      escalate: this.escalate,
      close: this.close,
    });
  }
}
