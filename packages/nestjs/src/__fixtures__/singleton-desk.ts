import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, Runtime } from "@agentic-ts/core";
import { Injectable } from "@nestjs/common";
import { OrderBook } from "./order-book";

/**
 * A desk that stays a singleton: its own constructor takes the runtime but no `AgentScope`, so nothing
 * request-scoped reaches it through DI. Request values come as string keys, from `withContext` in the
 * controller.
 */
@Injectable()
export class SingletonDesk extends Agent {
  constructor(
    runtime: Runtime,
    private readonly orders: OrderBook,
  ) {
    super(runtime);
  }

  /**
   * Refund an order in full.
   * @param orderId The order to refund.
   */
  @AgenticFunction()
  refund(orderId: string, @ContextParam() customerId: string): { refunded: string; amountCents: number; customerId: string } {
    return { refunded: orderId, amountCents: this.orders.amountOf(orderId), customerId };
  }

  /**
   * Decide what to do with a ticket.
   * @param text The customer's message.
   */
  @AgenticFunction()
  handle(text: string): Promise<{ refunded: string; amountCents: number; customerId: string } | "CLOSED"> {
    return this.decide(`Handle: ${text}`, { refund: this.refund, close: "CLOSED" });
  }
}
