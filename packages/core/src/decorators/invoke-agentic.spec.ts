import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Agent } from "../agent/agent";
import { decision } from "../decision/decision";
import { currentScope, type AmbientScope } from "../runtime/ambient-scope";
import type { Runtime } from "../runtime/runtime";
import { AgenticFunction } from "./agentic-function.decorator";
import { agenticFunction } from "./agentic-function";
import { agenticCallOf } from "./invoke-agentic";
import { LlmParam } from "./llm-param.decorator";
import { RuntimeParam } from "./runtime-param.decorator";

// What a body saw: its scope (copied), its `this` and its runtime parameter.
interface Seen {
  readonly scope: AmbientScope;
  readonly self: unknown;
  readonly runtime?: Runtime;
}

class Desk extends Agent {
  readonly seen: Seen[] = [];

  /** Refund an order. */
  @AgenticFunction()
  refund(@LlmParam({ name: "orderId" }) orderId: string, @RuntimeParam() runtime?: Runtime): string {
    this.seen.push({ scope: { ...currentScope() }, self: this, runtime });
    return `refunded ${orderId}`;
  }

  /** Fail. */
  @AgenticFunction()
  broken(): never {
    throw new Error("no luck");
  }
}

const pickOf = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });

describe("a decision's dispatch of an agentic function", () => {
  it("runs the body in the scope calling its wrapper gives: its own node under the decision's, one runtime", async () => {
    const runtime = new ScriptedRuntime(pickOf("refund", { orderId: "A-1" }));
    const desk = new Desk(runtime);
    expect(agenticCallOf(desk.refund)).toBeDefined();
    await expect(decision.make("Pick.", { refund: desk.refund, done: "DONE" }, { runtime })).resolves.toBe("refunded A-1");
    const decisionNode = runtime.trace.nodes.find((n) => n.kind === "decision");
    const functionNode = runtime.trace.nodes.find((n) => n.kind === "function");
    expect(functionNode).toMatchObject({ kind: "function", name: "refund", parentId: decisionNode!.id, status: "ok", data: { args: { orderId: "A-1" }, result: "refunded A-1" } });
    const [seen] = desk.seen;
    expect(seen!.scope).toEqual({ runtime, traceParent: functionNode!.id, running: { spec: expect.objectContaining({ name: "refund" }), self: desk } });
    expect(seen!.self).toBe(desk);
    expect(seen!.runtime).toBe(runtime);
  });

  it("records the function in the agent's own trace, at its root, when the agent has another runtime", async () => {
    const runtime = new ScriptedRuntime(pickOf("refund", { orderId: "B-2" }));
    const own = new ScriptedRuntime([]);
    const desk = new Desk(own);
    await expect(decision.make("Pick.", { refund: desk.refund, done: "DONE" }, { runtime })).resolves.toBe("refunded B-2");
    expect(runtime.trace.nodes.filter((n) => n.kind === "function")).toEqual([]);
    const [functionNode] = own.trace.nodes;
    expect(functionNode).toMatchObject({ kind: "function", name: "refund" });
    expect(functionNode!.parentId).toBeUndefined();
    expect(desk.seen[0]!.scope).toMatchObject({ runtime: own, traceParent: functionNode!.id });
    // Binding already gave the @RuntimeParam the decision's runtime: only an empty slot gets the agent's.
    expect(desk.seen[0]!.runtime).toBe(runtime);
  });

  it("calls a standalone function on the option, as option.fn(...) does, and fails its node with the error", async () => {
    let self: unknown;
    const lookup = agenticFunction(
      function (this: unknown, orderId: string) {
        self = this;
        return currentScope().running?.self === this ? orderId : "other";
      },
      { name: "lookup", params: { orderId: String } },
    );
    const runtime = new ScriptedRuntime([pickOf("lookup", { orderId: "C-3" }), pickOf("broken")]);
    await expect(decision.make("Pick.", { lookup, done: "DONE" }, { runtime })).resolves.toBe("C-3");
    expect(self).toMatchObject({ kind: "function", name: "lookup", fn: lookup });
    const desk = new Desk(runtime);
    await expect(decision.make("Pick.", { broken: desk.broken, done: "DONE" }, { runtime })).rejects.toThrow("no luck");
    const failed = runtime.trace.nodes.find((n) => n.name === "broken" && n.kind === "function");
    expect(failed).toMatchObject({ status: "error", error: { message: "no luck" } });
    expect(runtime.trace.get(failed!.parentId!)).toMatchObject({ kind: "decision", status: "error" });
  });
});
