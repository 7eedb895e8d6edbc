import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, RuntimeParam, type Int, type Runtime } from "@agentic-ts/core";

/**
 * A small decorated agent for the integration tests, with hidden `@ContextParam` and `@RuntimeParam`
 * parameters; its specs come from `agentic.generated.ts`.
 */
export class DeskAgent extends Agent {
  readonly calls: Array<{ method: string; args: unknown[] }> = [];

  /**
   * Issue a refund for an order.
   * @param orderId The order to refund.
   * @param amountCents Amount in cents.
   */
  @AgenticFunction()
  async issueRefund(
    orderId: string,
    amountCents: Int,
    @ContextParam() customerId: string,
  ): Promise<{ refunded: string; amountCents: number; customerId: string }> {
    this.calls.push({ method: "issueRefund", args: [orderId, amountCents, customerId] });
    return { refunded: orderId, amountCents, customerId };
  }

  /**
   * Look an order up.
   * @param orderId The order to look up.
   */
  @AgenticFunction()
  lookupOrder(
    orderId: string,
    @ContextParam() customerId: string,
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
