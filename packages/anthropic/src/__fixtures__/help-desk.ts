import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, RuntimeParam, type Runtime } from "@agentic-ts/core";

/**
 * A small decorated agent for the loopback tests: one hidden @ContextParam, one hidden @RuntimeParam;
 * its specs come from `agentic.generated.ts`.
 */
export class HelpDesk extends Agent {
  readonly calls: Array<{ method: string; args: unknown[] }> = [];

  /**
   * Look an order up.
   * @param orderId The order id.
   */
  @AgenticFunction()
  lookupOrder(orderId: string): { orderId: string; status: string } {
    this.calls.push({ method: "lookupOrder", args: [orderId] });
    return { orderId, status: "delivered" };
  }

  /**
   * Issue a refund for an order.
   * @param orderId The order to refund.
   */
  @AgenticFunction()
  issueRefund(orderId: string, @ContextParam() customerId: string): { refunded: string } {
    // The customer id is recorded, never returned: the tests search request bodies for it.
    this.calls.push({ method: "issueRefund", args: [orderId, customerId] });
    return { refunded: orderId };
  }

  /**
   * Hand the ticket to a human.
   * @param summary What the human needs to know.
   */
  @AgenticFunction()
  escalate(summary: string, @RuntimeParam() runtime?: Runtime): { escalated: string; hasRuntime: boolean } {
    this.calls.push({ method: "escalate", args: [summary] });
    return { escalated: summary, hasRuntime: runtime !== undefined };
  }
}

/** The reply text of a pick: `{"call": name, "args": args}`. */
export const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });
