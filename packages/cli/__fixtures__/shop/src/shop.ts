import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, type Int } from "@agentic-ts/core";

/** A tiny shop agent for the CLI tests. */
export class Shop extends Agent {
  /**
   * Place an order.
   * @param sku The product to order.
   * @param quantity How many.
   */
  @AgenticFunction()
  place(sku: string, quantity: Int, @ContextParam() customerId: string): string {
    return `${customerId} ordered ${quantity} × ${sku}`;
  }
}
