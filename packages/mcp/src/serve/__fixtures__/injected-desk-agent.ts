import "reflect-metadata";
import "./agentic.generated";
import { injectable } from "tsyringe";
import { Agent, AgenticFunction } from "@agentic-ts/core";

/** The order system the desk depends on (tests register their own instance). */
export class OrderBook {
  constructor(private readonly statuses: Readonly<Record<string, string>> = {}) {}
  status(orderId: string): string {
    return Object.hasOwn(this.statuses, orderId) ? this.statuses[orderId] : "unknown";
  }
}

/** A desk built by tsyringe with its constructor dependency: serveMcp resolves it through the container. */
@injectable()
export class InjectedDeskAgent extends Agent {
  constructor(private readonly orders: OrderBook) {
    super();
  }

  /**
   * Where an order is.
   * @param orderId The order id.
   */
  @AgenticFunction()
  orderStatus(orderId: string): string {
    return this.orders.status(orderId);
  }
}
