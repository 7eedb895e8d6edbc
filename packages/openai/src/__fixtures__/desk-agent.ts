import "reflect-metadata";
import { Agent, AgenticFunction, ContextParam, Int, LlmParam, RuntimeParam, type Runtime } from "@agentic-ts/core";

/** A small decorated agent for the integration tests, with hidden `@ContextParam` and `@RuntimeParam` parameters. */
export class DeskAgent extends Agent {
  readonly calls: Array<{ method: string; args: unknown[] }> = [];

  @AgenticFunction({ description: "Issue a refund for an order." })
  async issueRefund(
    @LlmParam({ name: "orderId", description: "The order to refund." }) orderId: string,
    @LlmParam({ name: "amountCents", type: Int, description: "Amount in cents." }) amountCents: number,
    @ContextParam("customerId") customerId: string,
  ): Promise<{ refunded: string; amountCents: number; customerId: string }> {
    this.calls.push({ method: "issueRefund", args: [orderId, amountCents, customerId] });
    return { refunded: orderId, amountCents, customerId };
  }

  @AgenticFunction({ description: "Look an order up." })
  lookupOrder(
    @LlmParam({ name: "orderId" }) orderId: string,
    @ContextParam("customerId") customerId: string,
    @RuntimeParam() runtime?: Runtime,
  ): { orderId: string; status: string; hasRuntime: boolean } {
    this.calls.push({ method: "lookupOrder", args: [orderId, customerId] });
    // The result leaves the customer out: it is sent back to the model.
    return { orderId, status: "delivered", hasRuntime: runtime !== undefined };
  }
}

/** The JSON pick a model writes for `call` with `args`. */
export function pick(call: string, args: Record<string, unknown> = {}): string {
  return JSON.stringify({ call, args });
}
