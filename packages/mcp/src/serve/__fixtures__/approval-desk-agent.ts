import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, type Int } from "@agentic-ts/core";

/** A desk whose refunds over 100 need a person's approval; it counts every refund it actually made. */
export class ApprovalDeskAgent extends Agent {
  /** Every refund that ran, with its arguments. */
  readonly made: Array<{ orderId: string; amountCents: number; customerId: string }> = [];

  /**
   * Refund an order.
   * @param orderId The order to refund.
   * @param amountCents Amount in cents.
   */
  @AgenticFunction({ approval: (args: { amountCents: number }) => args.amountCents > 100 && "Refunds over 100 cents need a person." })
  bigRefund(orderId: string, amountCents: Int, @ContextParam() customerId: string) {
    this.made.push({ orderId, amountCents, customerId });
    return { refunded: orderId, amountCents };
  }
}
