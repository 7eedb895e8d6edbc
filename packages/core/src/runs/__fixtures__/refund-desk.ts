import "reflect-metadata";
import { Agent } from "../../agent/agent";
import { AgenticFunction } from "../../decorators/agentic-function.decorator";
import { ContextParam } from "../../decorators/context-param.decorator";
import { LlmParam } from "../../decorators/llm-param.decorator";
import { decision } from "../../decision/decision";
import { Int } from "../../schema/int";
import { currentStepId } from "../../journal/journal-scope";

/** What the desk's functions did, so tests can count real executions. */
export const deskLog: { refunds: Array<{ orderId: string; amountCents: number; customerId: string; stepId?: string }>; notes: string[] } = {
  refunds: [],
  notes: [],
};

/** A desk whose refunds over $100 need approval, for the approval and run tests. */
export class RefundDesk extends Agent {
  @AgenticFunction({
    description: "Refund an order.",
    approval: (args: { amountCents: number }) => args.amountCents > 10_000 && "Refunds over $100 need a person.",
  })
  refund(
    @LlmParam({ name: "orderId" }) orderId: string,
    @LlmParam({ name: "amountCents", type: Int }) amountCents: number,
    @ContextParam("customerId") customerId: string,
  ) {
    deskLog.refunds.push({ orderId, amountCents, customerId, stepId: currentStepId() });
    return { refunded: orderId, amountCents, customerId };
  }

  @AgenticFunction({ description: "Write a note on the ticket." })
  note(@LlmParam({ name: "text" }) text: string) {
    deskLog.notes.push(text);
    return `noted: ${text}`;
  }

  @AgenticFunction({ description: "Triage a ticket." })
  async triage(@LlmParam({ name: "ticket" }) ticket: string) {
    const first = await decision.make(`Ticket: ${ticket}. Pick the next step.`, { note: this.note, close: "closed" });
    const second = await decision.make(`Ticket: ${ticket}. Pick how to settle it.`, { refund: this.refund, close: "closed" });
    return { first, second };
  }
}

/** A scripted reply that picks `call` with `args`. */
export const pick = (call: string, args: object = {}): string => JSON.stringify({ call, args });
