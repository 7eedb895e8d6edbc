import "reflect-metadata";
import { Agent, AgenticFunction, ContextParam, LlmParam, RuntimeParam, type Runtime } from "@agentic-ts/core";

/** A small decorated agent for the loopback tests: one hidden @ContextParam, one hidden @RuntimeParam. */
export class HelpDesk extends Agent {
  readonly calls: Array<{ method: string; args: unknown[] }> = [];

  @AgenticFunction({ description: "Look an order up." })
  lookupOrder(@LlmParam({ name: "orderId", description: "The order id." }) orderId: string): { orderId: string; status: string } {
    this.calls.push({ method: "lookupOrder", args: [orderId] });
    return { orderId, status: "delivered" };
  }

  @AgenticFunction({ description: "Issue a refund for an order." })
  issueRefund(
    @LlmParam({ name: "orderId" }) orderId: string,
    @ContextParam("customerId") customerId: string,
  ): { refunded: string } {
    // The customer id is recorded, never returned: the tests search request bodies for it.
    this.calls.push({ method: "issueRefund", args: [orderId, customerId] });
    return { refunded: orderId };
  }

  @AgenticFunction({ description: "Hand the ticket to a human." })
  escalate(@LlmParam({ name: "summary" }) summary: string, @RuntimeParam() runtime?: Runtime): { escalated: string; hasRuntime: boolean } {
    this.calls.push({ method: "escalate", args: [summary] });
    return { escalated: summary, hasRuntime: runtime !== undefined };
  }
}

/** The reply text of a pick: `{"call": name, "args": args}`. */
export const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });
