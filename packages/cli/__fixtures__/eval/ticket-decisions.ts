import { agenticFunction, decision, option, type Runtime } from "@agentic-ts/core";
import type { LoopbackProviderServer, LoopbackStep, RecordedRequest } from "@agentic-ts/testing";

/** The options of the recorded ticket decisions, in menu order. */
export const OPTION_NAMES = ["refund", "escalate", "close", "reply"] as const;

const refund = agenticFunction((orderId: string) => ({ refunded: orderId }), { name: "refund", description: "Refund the order.", params: { orderId: String } });
const escalate = agenticFunction((reason: string) => ({ escalated: reason }), { name: "escalate", description: "Hand the ticket to a person.", params: { reason: String } });

/** The ticket desk's menu: two functions, a value and a payload schema. */
export function ticketOptions() {
  return {
    refund,
    escalate,
    close: option.value("CLOSED", "Close the ticket: nothing to do."),
    reply: option.schema("Answer the customer.", { text: String }),
  };
}

/** The option ticket `i` should get. */
export const expectedFor = (i: number): string => OPTION_NAMES[i % 4];

/** A valid pick of `name` as a text-mode reply. */
export function pickReply(name: string, i: number): string {
  const args = name === "refund" ? { orderId: `A-${i}` } : name === "escalate" ? { reason: "angry customer" } : name === "reply" ? { text: "Thanks, on it." } : {};
  return JSON.stringify({ call: name, args });
}

/** The ticket number a request to the loopback server is about (from its first user message). */
export function ticketOf(request: RecordedRequest): number {
  const messages = (request.body?.messages ?? []) as Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  const first = messages.find((m) => m.role === "user");
  // OpenAI sends a string; Anthropic a string or text blocks.
  const text = typeof first?.content === "string" ? first.content : (first?.content ?? []).map((b) => b.text ?? "").join("");
  const found = /Ticket T(\d+)/.exec(text);
  if (!found) throw new Error(`no ticket in ${request.rawBody.slice(0, 200)}`);
  return Number(found[1]);
}

/** Whether a request is a re-pick (it carries the rejected reply and the problem after the first question). */
export const isRepick = (request: RecordedRequest): boolean => ((request.body?.messages ?? []) as unknown[]).filter((m) => (m as { role: string }).role === "user").length > 1;

/**
 * Records `count` ticket decisions through `runtime` (a provider runtime on the loopback server, with a
 * store): the server answers each with the expected option.
 */
export async function recordTicketDecisions(server: LoopbackProviderServer, runtime: Runtime, count: number): Promise<void> {
  server.script((request): LoopbackStep => {
    const i = ticketOf(request);
    return { reply: { text: pickReply(expectedFor(i), i) } };
  });
  for (let i = 0; i < count; i++) {
    await decision.make(`Ticket T${i}: ${["my parcel arrived broken", "I want to speak to a manager", "never mind, found it", "where is my order?"][i % 4]}. Pick the next step.`, ticketOptions(), { runtime });
  }
}
