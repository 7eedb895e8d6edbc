import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, type Int } from "@agentic-ts/core";

/** An address on a ticket. */
export interface Address {
  /** The street and number. */
  street: string;
  city: string;
}

/** A small desk whose tools serveMcp's tests call: hidden parameters, validation, results, failures. */
export class DeskAgent extends Agent {
  /**
   * Issue a refund for an order.
   * @param orderId The order to refund.
   * @param amountCents Amount in cents.
   */
  @AgenticFunction()
  refund(orderId: string, amountCents: Int, @ContextParam() customerId: string) {
    return { refunded: orderId, amountCents, customerId };
  }

  /**
   * Greet someone.
   * @param name Who to greet.
   */
  @AgenticFunction({ name: "say_hello" })
  greet(name: string) {
    return `Hello, ${name}!`;
  }

  /**
   * Ship to an address.
   * @param to Where to ship.
   * @param from Where it comes from.
   */
  @AgenticFunction()
  ship(to: Address, from: Address) {
    return { shipped: `${from.city} → ${to.city}` };
  }

  /** Fail with a secret in the message. */
  @AgenticFunction()
  explode(): string {
    throw new Error("database password is hunter2");
  }
}
