import { ScriptedRuntime } from "@agentic-ts/testing";
import { decision } from "../decision/decision";
import { DecisionError } from "../errors/decision-error";
import type { Detailed } from "./detailed";

const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });

// Compile-time checks: the detailed result keeps the type make/exec resolve to, and make's type is unchanged.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

describe("decision.makeDetailed", () => {
  it("resolves to the result with the summed usage, every reply it read and the decision's trace node", async () => {
    const runtime = new ScriptedRuntime([
      { text: 'I pick {"call": "explode"}', usage: { inputTokens: 100, outputTokens: 10 } },
      { text: pick("close"), usage: { inputTokens: 130, outputTokens: 5 } },
    ]);
    const made = decision.makeDetailed("Done?", { keep: "OPEN", close: "CLOSED" }, { runtime });
    assertType<Equal<typeof made, Promise<Detailed<"OPEN" | "CLOSED">>>>();
    assertType<Equal<ReturnType<typeof decision.make<{ keep: "OPEN" }>>, Promise<"OPEN">>>();
    const { result, usage, attempts, node } = await made;
    expect(result).toBe("CLOSED");
    expect(usage).toEqual({ inputTokens: 230, outputTokens: 15 });
    expect(attempts).toEqual([
      { ok: false, reply: 'I pick {"call": "explode"}', kind: "unknown_call", message: expect.stringContaining("explode") },
      { ok: true, reply: pick("close") },
    ]);
    expect(node).toMatchObject({ kind: "decision", status: "ok", data: { chosen: "close", usage } });
    const children = runtime.trace.nodes.filter((n) => n.parentId === node.id).map((n) => n.kind);
    expect(children).toEqual(["model_call", "repick"]);
  });

  it("runs a picked function once and reports one accepted attempt", async () => {
    const runtime = new ScriptedRuntime([pick("double", { n: 21 })]);
    let calls = 0;
    const { agenticFunction } = await import("../decorators/agentic-function");
    const double = agenticFunction((n: number) => (calls++, n * 2), { name: "double", params: { n: Number } });
    const { result, attempts, usage } = await decision.makeDetailed("Double it.", { double }, { runtime });
    expect(result).toBe(42);
    expect(calls).toBe(1);
    expect(attempts).toEqual([{ ok: true, reply: pick("double", { n: 21 }) }]);
    expect(usage).toBeUndefined();
  });

  it("rejects with the same DecisionError as make when no reply is a pick", async () => {
    const runtime = new ScriptedRuntime(["no", "still no"]);
    await expect(decision.makeDetailed("Pick.", { close: "CLOSED" }, { runtime })).rejects.toBeInstanceOf(DecisionError);
  });
});

describe("runtime.execDetailed", () => {
  it("reports a choices turn: usage over the tool loop and re-pick, each reply, the exec node", async () => {
    const runtime = new ScriptedRuntime([
      { toolCalls: [{ name: "ping", args: {} }], usage: { inputTokens: 10, outputTokens: 1 } },
      { text: "pong, no pick", usage: { inputTokens: 20, outputTokens: 2 } },
      { text: pick("close"), usage: { inputTokens: 30, outputTokens: 3 } },
    ]);
    const { agenticFunction } = await import("../decorators/agentic-function");
    const ping = agenticFunction(() => "pong", { name: "ping", params: {} });
    const turn = runtime.execDetailed("Ping, then pick.", { tools: [ping], choices: { keep: "OPEN", close: "CLOSED" } });
    assertType<Equal<typeof turn, Promise<Detailed<"OPEN" | "CLOSED">>>>();
    const { result, usage, attempts, node } = await turn;
    expect(result).toBe("CLOSED");
    expect(usage).toEqual({ inputTokens: 60, outputTokens: 6 });
    expect(attempts.map((a) => a.ok)).toEqual([false, true]);
    expect(attempts[0]).toMatchObject({ reply: "pong, no pick", kind: "no_action" });
    expect(node).toMatchObject({ kind: "exec", status: "ok", data: { usage } });
  });

  it("reports a responseFormat turn's re-ask, and a plain turn's single reply", async () => {
    const runtime = new ScriptedRuntime(['{"n": "x"}', '{"n": 3}', "Hello."]);
    const formatted = await runtime.execDetailed("Count.", { responseFormat: { n: Number } });
    expect(formatted.result).toEqual({ n: 3 });
    expect(formatted.attempts).toEqual([
      { ok: false, reply: '{"n": "x"}', kind: "type_mismatch", message: expect.any(String), path: expect.any(String) },
      { ok: true, reply: '{"n": 3}' },
    ]);
    const plain = await runtime.execDetailed("Greet.");
    assertType<Equal<typeof plain.result, string>>();
    expect(plain).toMatchObject({ result: "Hello.", attempts: [{ ok: true, reply: "Hello." }], node: { kind: "exec" } });
  });
});
