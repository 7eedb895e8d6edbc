import type { PickMode } from "@agentic-ts/core";
import type { LoopbackReply } from "@agentic-ts/testing";

/** One recorded decision: its pick mode, the model's replies in order, and what the decision resolves to. */
export interface RecordedDecision {
  readonly name: string;
  readonly mode: PickMode;
  /** Only the `close` option is offered (a single option tool in `tools` mode). */
  readonly closeOnly?: boolean;
  readonly replies: readonly LoopbackReply[];
  readonly expected: unknown;
}

const refund = (orderId: string, amountCents: number) => ({ refunded: orderId, amountCents, customerId: "C-1" });
const u = (inputTokens: number, outputTokens: number) => ({ inputTokens, outputTokens });
const text = (t: string, usage = u(12, 4)): LoopbackReply => ({ text: t, usage });
const call = (name: string, args: object | string, usage = u(20, 6)): LoopbackReply => ({ toolCalls: [{ name, args }], usage });
const jsonPick = (callName: string, args: object = {}, usage = u(15, 9)): LoopbackReply => ({ text: JSON.stringify({ pick: { call: callName, args } }), usage });

/** Twenty decisions of the desk (refund / close / escalate), across the three pick modes, with re-picks. */
export const RECORDED_DECISIONS: readonly RecordedDecision[] = [
  { name: "text: close", mode: "text", replies: [text('{"call": "close"}')], expected: "CLOSED" },
  { name: "text: refund", mode: "text", replies: [text('{"call": "refund", "args": {"orderId": "A-1", "amountCents": 500}}')], expected: refund("A-1", 500) },
  { name: "text: escalate", mode: "text", replies: [text('{"call": "escalate", "args": {"summary": "Broken twice"}}')], expected: { decision: "escalate", summary: "Broken twice" } },
  { name: "text: prose, then the pick", mode: "text", replies: [text('Happy to help. {"call": "close"}')], expected: "CLOSED" },
  { name: "text: bad args, re-picked", mode: "text", replies: [text('{"call": "refund", "args": {"orderId": "A-2"}}', u(9, 3)), text('{"call": "refund", "args": {"orderId": "A-2", "amountCents": 1}}', u(31, 5))], expected: refund("A-2", 1) },
  { name: "text: unknown option, re-picked", mode: "text", replies: [text('{"call": "reopen"}'), text('{"call": "close"}', u(40, 2))], expected: "CLOSED" },
  { name: "text: no pick, re-picked", mode: "text", replies: [text("Let me think about it."), text('{"call": "escalate", "args": {"summary": "Unclear"}}')], expected: { decision: "escalate", summary: "Unclear" } },
  { name: "text: a fenced pick", mode: "text", replies: [text('```json\n{"call": "refund", "args": {"orderId": "Z-9", "amountCents": 42}}\n```')], expected: refund("Z-9", 42) },
  { name: "tools: refund", mode: "tools", replies: [call("refund", { orderId: "B-1", amountCents: 250 })], expected: refund("B-1", 250) },
  { name: "tools: close", mode: "tools", replies: [call("close", {})], expected: "CLOSED" },
  { name: "tools: escalate", mode: "tools", replies: [call("escalate", { summary: "VIP" })], expected: { decision: "escalate", summary: "VIP" } },
  { name: "tools: malformed arguments, re-picked", mode: "tools", replies: [call("refund", '{"orderId": "B-2", '), call("refund", { orderId: "B-2", amountCents: 3 }, u(50, 7))], expected: refund("B-2", 3) },
  { name: "tools: no tool call, re-picked", mode: "tools", replies: [text("I will close it."), call("close", {})], expected: "CLOSED" },
  { name: "tools: an unknown tool, re-picked", mode: "tools", replies: [call("reopen", {}), call("escalate", { summary: "Loop" })], expected: { decision: "escalate", summary: "Loop" } },
  { name: "tools: the single option forced", mode: "tools", closeOnly: true, replies: [call("close", {})], expected: "CLOSED" },
  { name: "json: close", mode: "json", replies: [jsonPick("close")], expected: "CLOSED" },
  { name: "json: refund", mode: "json", replies: [jsonPick("refund", { orderId: "C-7", amountCents: 900 })], expected: refund("C-7", 900) },
  { name: "json: escalate", mode: "json", replies: [jsonPick("escalate", { summary: "Legal" })], expected: { decision: "escalate", summary: "Legal" } },
  { name: "json: bad args, re-picked", mode: "json", replies: [jsonPick("refund", { orderId: "C-8", amountCents: -1.5 }), jsonPick("refund", { orderId: "C-8", amountCents: 2 }, u(44, 8))], expected: refund("C-8", 2) },
  { name: "json: not JSON, re-picked", mode: "json", replies: [text("close please"), jsonPick("close")], expected: "CLOSED" },
];
