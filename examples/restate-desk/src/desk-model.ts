import type { LoopbackStep, RecordedRequest } from "@agentic-ts/testing";

/** The amount the example desk's lookup reports for an order id (the same rule as the worker's). */
export function amountOf(orderId: string): number {
  return Number(orderId.replace(/\D/g, "") || "1") * 1_500;
}

/** The partial refund the scripted model offers after a full refund was declined: 80 % of the amount. */
export function partialOf(orderId: string): number {
  return Math.round(amountOf(orderId) * 0.8);
}

/** The order id a ticket mentions (`A-<n>`). */
export function orderIn(text: string): string {
  return /A-\d+/.exec(text)?.[0] ?? "A-1";
}

interface ChatMessage {
  readonly role: string;
  readonly content?: string | null;
  readonly tool_calls?: unknown[];
}

/** A fenced pick, the way a model answers in text mode. */
export function pickText(call: string, args: object): string {
  return `\`\`\`json\n${JSON.stringify({ call, args })}\n\`\`\``;
}

/**
 * A scripted model for the example desk, deciding from the request alone (so any worker, any retry and
 * any order of requests gets the same answer): with no tool result yet it calls `lookupOrder`; after the
 * lookup it picks `refund` of the looked-up amount, or `close` for a ticket that says "thanks"; when told a
 * refund was declined it escalates — unless the ticket says "partial ok": then, told once, it asks for a
 * partial refund (80 %, `partialOf`) instead, and escalates only when that is declined too.
 */
export function deskReply(request: RecordedRequest): LoopbackStep {
  const messages = (request.body?.messages ?? []) as ChatMessage[];
  const text = messages.map((m) => m.content ?? "").join("\n");
  const first = messages[0]?.content ?? "";
  const orderId = orderIn(first);
  const declines = text.match(/was declined/gi)?.length ?? 0;
  if (declines === 1 && /partial ok/i.test(first)) {
    return { reply: { text: `Then a partial refund.\n${pickText("refund", { orderId, amountCents: partialOf(orderId) })}` } };
  }
  if (declines > 0) return { reply: { text: pickText("escalate", { summary: `Refund for ${orderId} was declined.` }) } };
  const looked = messages.some((m) => m.role === "tool");
  if (!looked && Array.isArray(request.body?.tools) && request.body.tools.length > 0) {
    return { reply: { toolCalls: [{ name: "lookupOrder", args: { orderId } }] } };
  }
  if (/thanks/i.test(first)) return { reply: { text: pickText("close", {}) } };
  return { reply: { text: `Refunding it.\n${pickText("refund", { orderId, amountCents: amountOf(orderId) })}` } };
}

/** The ticket text (first user message) of a recorded model request. */
export function ticketOf(request: RecordedRequest): string {
  const messages = (request.body?.messages ?? []) as ChatMessage[];
  return messages[0]?.content ?? "";
}

/** How many tool results a recorded model request carries: 0 for a run's first call, 1 after the lookup. */
export function toolResultsIn(request: RecordedRequest): number {
  return ((request.body?.messages ?? []) as ChatMessage[]).filter((m) => m.role === "tool").length;
}
