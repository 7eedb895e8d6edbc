import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { SupportAgent } from "../__fixtures__/support-agent";
import { ApprovalRequiredError } from "../errors/approval-required-error";
import { renderTraceTree } from "./render-trace-tree";
import { Trace } from "./trace";
import type { TraceNode } from "./trace-node";

/** Ends a node with a fixed duration, so timings are part of the exact text. */
function endIn(trace: Trace, node: TraceNode, ms: number, data?: Record<string, unknown>): void {
  trace.end(node, data);
  node.durationMs = ms;
}

/** A hand-built trace of one exec turn with every kind of node. */
function ticketTrace(): Trace {
  const t = new Trace();
  const fn = t.start("function", "handleTicket", { args: { ticket: "Order A-1 arrived broken" } });
  const exec = t.start("exec", "gpt-4o-mini", { tools: ["lookupOrder"], choices: ["refund", "close"] }, fn.id);
  const call1 = t.start("model_call", "gpt-4o-mini", { purpose: "exec", prompt: "Handle this ticket." }, exec.id);
  endIn(t, call1, 812.4, { reply: "", toolCalls: [{ name: "lookupOrder", args: { orderId: "A-1" } }], usage: { inputTokens: 300, outputTokens: 20 } });
  const tool = t.start("tool_call", "lookupOrder", { args: { orderId: "A-1" } }, exec.id);
  const toolFn = t.start("function", "lookupOrder", { args: { orderId: "A-1" } }, tool.id);
  endIn(t, toolFn, 0.1, { result: { status: "delivered" } });
  endIn(t, tool, 0.3, { result: { status: "delivered" } });
  const bad = t.start("tool_call", "lookupCustomer", { args: {} }, exec.id);
  t.fail(bad, new Error('Unknown tool "lookupCustomer".'));
  bad.durationMs = 0.05;
  const call2 = t.start("model_call", "gpt-4o-mini", { purpose: "exec" }, exec.id);
  endIn(t, call2, 1234, { reply: 'It was delivered broken.\n{"call": "refund", "args": {"orderId": 7}}', usage: { inputTokens: 400, outputTokens: 30 } });
  const decision = t.start("decision", "exec.choices", { options: ["refund", "close"] }, exec.id);
  const repick = t.start("repick", "repick 1", { attempt: 1, problem: { kind: "type_mismatch", message: 'field "orderId" must be string, got number (7)' } }, decision.id);
  const call3 = t.start("model_call", "gpt-4o-mini", { purpose: "repick" }, repick.id);
  endIn(t, call3, 15.6, { reply: '{"call": "refund", "args": {"orderId": "A-1"}}', usage: { inputTokens: 500, outputTokens: 10 } });
  endIn(t, repick, 16);
  Object.assign(decision.data, { chosen: "refund", args: { orderId: "A-1" }, attempts: 2, usage: { inputTokens: 500, outputTokens: 10 } });
  const refund = t.start("function", "issueRefund", { args: { orderId: "A-1", note: undefined } }, decision.id);
  endIn(t, refund, 2.25, { result: { refunded: "A-1" } });
  endIn(t, decision, 19);
  endIn(t, exec, 2100, { usage: { inputTokens: 1200, outputTokens: 60 } });
  endIn(t, fn, 2101, { result: { refunded: "A-1" } });
  return t;
}

describe("renderTraceTree", () => {
  it("draws every kind of node as one line, joined by box-drawing branches", () => {
    expect(renderTraceTree(ticketTrace(), { durations: false })).toBe(
      [
        'function handleTicket(ticket: "Order A-1 arrived broken") → {"refunded":"A-1"}',
        "└─ exec gpt-4o-mini · tools: lookupOrder · choices: refund, close  (1200 in / 60 out tokens)",
        "   ├─ model_call gpt-4o-mini · exec → tool calls: lookupOrder  (300 in / 20 out tokens)",
        '   ├─ tool_call lookupOrder(orderId: "A-1") → {"status":"delivered"}',
        '   ├─ tool_call lookupCustomer() ✗ Unknown tool "lookupCustomer".',
        '   ├─ model_call gpt-4o-mini · exec → "It was delivered broken. {"call": "refund", "args": {"orderId": 7}}"  (400 in / 30 out tokens)',
        '   └─ decision exec.choices → refund(orderId: "A-1") after 2 attempts  (500 in / 10 out tokens)',
        '      ├─ repick 1 ← type_mismatch: field "orderId" must be string, got number (7)',
        '      │  └─ model_call gpt-4o-mini · repick → "{"call": "refund", "args": {"orderId": "A-1"}}"  (500 in / 10 out tokens)',
        '      └─ function issueRefund(orderId: "A-1") → {"refunded":"A-1"}',
      ].join("\n"),
    );
  });

  it("shows durations in ms or s, and says running for unfinished nodes", () => {
    const text = renderTraceTree(ticketTrace(), { usage: false });
    expect(text.split("\n").slice(0, 3)).toEqual([
      'function handleTicket(ticket: "Order A-1 arrived broken") → {"refunded":"A-1"}  (2.10 s)',
      "└─ exec gpt-4o-mini · tools: lookupOrder · choices: refund, close  (2.10 s)",
      "   ├─ model_call gpt-4o-mini · exec → tool calls: lookupOrder  (812 ms)",
    ]);
    expect(text).toContain("← type_mismatch: field \"orderId\" must be string, got number (7)  (16 ms)");
    expect(text).toContain('issueRefund(orderId: "A-1") → {"refunded":"A-1"}  (2.3 ms)');
    expect(text).toContain('✗ Unknown tool "lookupCustomer".  (0.1 ms)');

    const t = new Trace();
    const root = t.start("function", "slow", { args: { n: 1 } });
    t.start("model_call", "model", { purpose: "decision" }, root.id);
    expect(renderTraceTree(t)).toBe(["function slow(n: 1)  (running)", "└─ model_call · decision  (running)"].join("\n"));
  });

  it("prints prompts and replies under their model calls, cut to maxLines", () => {
    const t = new Trace();
    const decision = t.start("decision", "decision.make", {});
    const call = t.start("model_call", "model", { purpose: "decision", prompt: "Pick one.\n\nOptions:\n- a\n- b" }, decision.id);
    t.end(call, { reply: 'Fine.\n{"call": "a"}' });
    Object.assign(decision.data, { chosen: "a", args: {}, attempts: 1 });
    t.end(decision);
    expect(renderTraceTree(t, { durations: false, prompts: true, replies: true, maxLines: 4 })).toBe(
      [
        "decision decision.make → a",
        '└─ model_call · decision → "Fine. {"call": "a"}"',
        "      prompt │ Pick one.",
        "             │",
        "             │ Options:",
        "             │ - a",
        "             │ … 1 more line",
        "      reply  │ Fine.",
        '             │ {"call": "a"}',
      ].join("\n"),
    );
  });

  it("keeps the tree's branch line beside the text of a node that has children", () => {
    const t = new Trace();
    const parent = t.start("model_call", "model", { prompt: "hi" });
    t.start("tool_call", "x", { args: { a: 1 } }, parent.id);
    expect(renderTraceTree(t, { prompts: true }).split("\n")).toEqual(["model_call  (running)", "│  prompt │ hi", "└─ tool_call x(a: 1)  (running)"]);
  });

  it("cuts long values to maxWidth and can hide token usage", () => {
    const t = new Trace();
    const node = t.start("tool_call", "search", { args: { query: "a".repeat(50) } });
    endIn(t, node, 1, { result: "b".repeat(50), usage: { inputTokens: 1, outputTokens: 2 } });
    expect(renderTraceTree(t, { durations: false, usage: false, maxWidth: 20 })).toBe(
      `tool_call search(query: "${"a".repeat(11)}…) → "${"b".repeat(18)}…`,
    );

    const failed = new Trace();
    failed.fail(failed.start("tool_call", "search", { args: {} }), new TypeError("c".repeat(100)));
    expect(renderTraceTree(failed, { durations: false, maxWidth: 20 })).toBe(`tool_call search() ✗ TypeError: ${"c".repeat(39)}…`);
  });

  it("renders one subtree with `from`, and nothing for an unknown node", () => {
    const t = ticketTrace();
    const decision = t.nodes.find((n) => n.kind === "decision")!;
    const text = renderTraceTree(t, { from: decision, durations: false, usage: false });
    expect(text.split("\n")[0]).toBe('decision exec.choices → refund(orderId: "A-1") after 2 attempts');
    expect(text.split("\n")).toHaveLength(4);
    expect(renderTraceTree(t, { from: decision.id, durations: false, usage: false })).toBe(text);
    expect(renderTraceTree(t, { from: 999 })).toBe("");
  });

  it("renders a plain list of nodes (a stored run) exactly as the trace they came from, in any order", () => {
    const trace = ticketTrace();
    const copies = JSON.parse(JSON.stringify(trace.nodes)) as TraceNode[];
    expect(renderTraceTree(copies.reverse(), { durations: false })).toBe(renderTraceTree(trace, { durations: false }));
    // A node whose parent is not in the list is a root of its own.
    const subtree = copies.filter((n) => n.kind !== "function" || n.name !== "handleTicket");
    expect(renderTraceTree(subtree, { durations: false }).split("\n")[0]).toMatch(/^exec gpt-4o-mini/);
  });

  it("renders a real exec turn the way the runtime records it", async () => {
    const runtime = new ScriptedRuntime([
      { text: "Looking it up.", toolCalls: [{ name: "lookupOrder", args: { orderId: "A-1" } }, { name: "lookupOrder", args: { orderId: "BOOM" } }] },
      'Delivered.\n{"call": "refund", "args": {"orderId": "A-1", "amountCents": 500}}',
    ]);
    const agent = new SupportAgent(runtime);
    await runtime.exec("Handle this ticket: broken", {
      tools: [agent.lookupOrder],
      choices: { refund: agent.issueRefund, close: { status: "closed" } },
      context: { customerId: "C-1" },
    });
    expect(renderTraceTree(runtime.trace, { durations: false })).toBe(
      [
        "exec · tools: lookupOrder · choices: refund, close",
        "├─ model_call · exec → tool calls: lookupOrder, lookupOrder",
        '├─ tool_call lookupOrder(orderId: "A-1") → {"orderId":"A-1","status":"delivered"}',
        '├─ tool_call lookupOrder(orderId: "BOOM") ✗ Tool "lookupOrder" failed: Error: database unavailable',
        '├─ model_call · exec → "Delivered. {"call": "refund", "args": {"orderId": "A-1", "amountCents": 500}}"',
        '└─ decision exec.choices → refund(orderId: "A-1", amountCents: 500)',
        '   └─ function issueRefund(orderId: "A-1", amountCents: 500) → {"refunded":"A-1","amountCents":500,"customerId":"C-1","reason":"damaged"}',
      ].join("\n"),
    );
  });

  it("marks a node that stopped for an approval suspended, not failed, and says why", () => {
    const t = new Trace();
    const fn = t.start("function", "settle", { args: { orderId: "A-8" } });
    const made = t.start("decision", "decision.make", {}, fn.id);
    const waiting = new ApprovalRequiredError({ option: "refund", function: "refund", args: { orderId: "A-8" }, reason: "refunds need a human", via: "decision" });
    // Which failure is a wait is the engine's to know (traceFailure); the trace records what it is told.
    t.suspend(made, waiting);
    t.suspend(fn, waiting);
    const other = t.start("function", "broken");
    t.fail(other, new Error("boom"));
    expect([fn.status, made.status, other.status]).toEqual(["suspended", "suspended", "error"]);
    const lines = renderTraceTree(t, { durations: false }).split("\n");
    expect(lines[0]).toMatch(/^function settle\(orderId: "A-8"\) ⏸ suspended: The model chose "refund", which needs approval \(refunds need a human\)/);
    expect(lines[2]).toBe("function broken() ✗ boom");
  });
});
