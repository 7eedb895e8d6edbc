import "reflect-metadata";
import { Agent } from "../agent/agent";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ContextParam } from "../decorators/context-param.decorator";
import { LlmParam } from "../decorators/llm-param.decorator";
import { RuntimeParam } from "../decorators/runtime-param.decorator";
import { Int } from "../options/int";
import type { Runtime } from "../runtime/runtime";

/** A small support agent used across the core tests: the spec's examples as decorated methods. */
export class SupportAgent extends Agent {
  readonly calls: Array<{ method: string; args: unknown[] }> = [];

  @AgenticFunction({ description: "Analyze the sentiment of the message." })
  analyzeSentiment(@LlmParam({ name: "text", description: "The message to analyze." }) text: string): string {
    this.calls.push({ method: "analyzeSentiment", args: [text] });
    return `sentiment(${text}) = positive`;
  }

  @AgenticFunction({ description: "Reply with a polite fallback." })
  async fallbackReply(): Promise<string> {
    this.calls.push({ method: "fallbackReply", args: [] });
    await new Promise((r) => setTimeout(r, 1));
    return "Sorry, could you rephrase?";
  }

  @AgenticFunction({ description: "Issue a refund for an order." })
  async issueRefund(
    @LlmParam({ name: "orderId", description: "The order to refund." }) orderId: string,
    @LlmParam({ name: "amountCents", type: Int, description: "Amount in cents." }) amountCents: number,
    @ContextParam("customerId") customerId: string,
    @LlmParam({ name: "reason", options: ["damaged", "late"] }) reason: string = "damaged",
  ): Promise<{ refunded: string; amountCents: number; customerId: string; reason: string }> {
    this.calls.push({ method: "issueRefund", args: [orderId, amountCents, customerId, reason] });
    return { refunded: orderId, amountCents, customerId, reason };
  }

  @AgenticFunction({ description: "Hand the ticket to a human." })
  escalateToHuman(
    @LlmParam({ name: "summary" }) summary: string,
    @RuntimeParam() runtime?: Runtime,
  ): { escalated: string; hasRuntime: boolean } {
    this.calls.push({ method: "escalateToHuman", args: [summary, runtime] });
    return { escalated: summary, hasRuntime: runtime !== undefined };
  }

  @AgenticFunction({ description: "Look an order up." })
  lookupOrder(@LlmParam({ name: "orderId" }) orderId: string): { orderId: string; status: string } {
    this.calls.push({ method: "lookupOrder", args: [orderId] });
    if (orderId === "BOOM") throw new Error("database unavailable");
    return { orderId, status: "delivered" };
  }
}
