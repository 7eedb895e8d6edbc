import "reflect-metadata";
import { Agent, AgenticFunction, LlmParam } from "@agentic-ts/core";

/**
 * An agent for the span tests: `handle` runs an exec turn with a tool, then a decision whose options
 * include another agentic function. Parameter names and types are given explicitly, so it needs neither
 * a generated module nor decorator metadata (the OTLP test runs it in a child that transpiles only).
 */
export class TicketAgent extends Agent {
  @AgenticFunction({ description: "Look an order up." })
  lookupOrder(@LlmParam({ name: "orderId", type: String }) orderId: string): { orderId: string; status: string } {
    if (orderId === "BROKEN") throw new Error("the orders database is unavailable");
    return { orderId, status: "delivered" };
  }

  @AgenticFunction({ description: "Refund an order." })
  async refund(@LlmParam({ name: "orderId", type: String }) orderId: string): Promise<{ refunded: string }> {
    return { refunded: orderId };
  }

  @AgenticFunction({ description: "Handle a ticket: investigate with tools, then decide." })
  async handle(@LlmParam({ name: "ticket", type: String }) ticket: string): Promise<unknown> {
    const findings = await this.runtime.exec(`Investigate: ${ticket}`, { tools: [this.lookupOrder] });
    return this.decide(`Findings: ${String(findings)}. Pick the next step.`, { refund: this.refund, close: "CLOSED" });
  }
}

/** The JSON pick a model writes for `call` with `args`. */
export function pick(call: string, args: Record<string, unknown> = {}): string {
  return JSON.stringify({ call, args });
}

/** The scripted replies of one `handle` call: two tool calls (one fails), a summary, then a refund pick. */
export const HANDLE_SCRIPT = [
  {
    toolCalls: [
      { id: "call-7", name: "lookupOrder", args: { orderId: "A-1" } },
      { id: "call-8", name: "lookupOrder", args: { orderId: "BROKEN" } },
    ],
    usage: { inputTokens: 100, outputTokens: 20 },
  },
  { text: "Order A-1 was delivered damaged; the other lookup failed.", usage: { inputTokens: 150, outputTokens: 12 } },
  { text: pick("refund", { orderId: "A-1" }), usage: { inputTokens: 80, outputTokens: 6 } },
];
