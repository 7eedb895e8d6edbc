import "reflect-metadata";
import "./agentic.generated";
import { Agent } from "../agent/agent";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ContextParam } from "../decorators/context-param.decorator";
import { RuntimeParam } from "../decorators/runtime-param.decorator";
import type { Int } from "../schema/int";
import type { Runtime } from "../runtime/runtime";

/**
 * A small support agent used across the core tests: the spec's examples as decorated methods. Its
 * parameter names, types and descriptions come from `agentic.generated.ts` (run `agentic gen`).
 */
export class SupportAgent extends Agent {
  readonly calls: Array<{ method: string; args: unknown[] }> = [];

  /**
   * Analyze the sentiment of the message.
   * @param text The message to analyze.
   */
  @AgenticFunction()
  analyzeSentiment(text: string): string {
    this.calls.push({ method: "analyzeSentiment", args: [text] });
    return `sentiment(${text}) = positive`;
  }

  /** Reply with a polite fallback. */
  @AgenticFunction()
  async fallbackReply(): Promise<string> {
    this.calls.push({ method: "fallbackReply", args: [] });
    await new Promise((r) => setTimeout(r, 1));
    return "Sorry, could you rephrase?";
  }

  /**
   * Issue a refund for an order.
   * @param orderId The order to refund.
   * @param amountCents Amount in cents.
   * @param customerId The customer asking (from the request, never from the model).
   * @param reason Why the refund is issued.
   */
  @AgenticFunction()
  async issueRefund(
    orderId: string,
    amountCents: Int,
    @ContextParam() customerId: string,
    reason: "damaged" | "late" = "damaged",
  ): Promise<{ refunded: string; amountCents: number; customerId: string; reason: string }> {
    this.calls.push({ method: "issueRefund", args: [orderId, amountCents, customerId, reason] });
    return { refunded: orderId, amountCents, customerId, reason };
  }

  /**
   * Hand the ticket to a human.
   * @param summary What the human needs to know.
   */
  @AgenticFunction()
  escalateToHuman(summary: string, @RuntimeParam() runtime?: Runtime): { escalated: string; hasRuntime: boolean } {
    this.calls.push({ method: "escalateToHuman", args: [summary, runtime] });
    return { escalated: summary, hasRuntime: runtime !== undefined };
  }

  /**
   * Look an order up.
   * @param orderId The order to look up.
   */
  @AgenticFunction()
  lookupOrder(orderId: string): { orderId: string; status: string } {
    this.calls.push({ method: "lookupOrder", args: [orderId] });
    if (orderId === "BOOM") throw new Error("database unavailable");
    return { orderId, status: "delivered" };
  }
}
