import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { PlainAsker, TicketDesk } from "../__fixtures__/ambient-agents";
import { SupportAgent } from "../__fixtures__/support-agent";
import { Agent } from "../agent/agent";
import { ConfigurationError } from "../errors/configuration-error";
import { getFunctionSpec } from "../metadata/function-spec-registry";
import { getParamMetadata, listAgenticMethods } from "../metadata/metadata-reader";
import { runWithRuntime } from "../runtime/ambient-scope";
import { AgenticFunction } from "./agentic-function.decorator";
import { ContextParam } from "./context-param.decorator";
import { LlmParam } from "./llm-param.decorator";
import { RuntimeParam } from "./runtime-param.decorator";

describe("@AgenticFunction and the parameter decorators", () => {
  it("yields a bound function that carries its spec when read off an instance", () => {
    const agent = new SupportAgent();
    const { analyzeSentiment } = agent;
    expect(analyzeSentiment("hi")).toBe("sentiment(hi) = positive");
    expect(agent.analyzeSentiment).toBe(analyzeSentiment); // bound once per instance
    expect(analyzeSentiment.name).toBe("analyzeSentiment");
    expect(getFunctionSpec(analyzeSentiment)).toEqual({
      name: "analyzeSentiment",
      description: "Analyze the sentiment of the message.",
      params: [
        { index: 0, source: "llm", name: "text", required: true, description: "The message to analyze.", schema: { type: "string", description: "The message to analyze." } },
      ],
      // From the generated module: what the method returns.
      returnSchema: { type: "string" },
    });
  });

  it("binds per instance", () => {
    const a = new SupportAgent();
    const b = new SupportAgent();
    expect(a.lookupOrder).not.toBe(b.lookupOrder);
    a.lookupOrder("1");
    expect(a.calls).toHaveLength(1);
    expect(b.calls).toHaveLength(0);
  });

  it("records every parameter source, with defaults making parameters optional", () => {
    const spec = getFunctionSpec(new SupportAgent().issueRefund)!;
    expect(spec.params.map((p) => [p.index, p.source, p.name, p.required])).toEqual([
      [0, "llm", "orderId", true],
      [1, "llm", "amountCents", true],
      [2, "context", "customerId", true],
      [3, "llm", "reason", false],
    ]);
    expect(spec.params[1].schema).toEqual({ type: "integer", description: "Amount in cents." });
    expect(spec.params[3].schema).toMatchObject({ type: "string", enum: ["damaged", "late"] });
  });

  it("writes through one metadata helper that readers expose", () => {
    // Only decorated parameters have records; the undecorated `summary` is described by the generated spec.
    expect(getParamMetadata(SupportAgent.prototype, "escalateToHuman")).toEqual([{ source: "runtime", index: 1 }]);
    expect(getParamMetadata(SupportAgent.prototype, "issueRefund")).toEqual([{ source: "context", index: 2, key: undefined }]);
    expect(listAgenticMethods(SupportAgent).sort()).toEqual(
      ["analyzeSentiment", "escalateToHuman", "fallbackReply", "issueRefund", "lookupOrder"].sort(),
    );
  });

  it("returns the unbound function from the prototype and lets an instance override it", () => {
    const fromProto = (SupportAgent.prototype as unknown as Record<string, unknown>).lookupOrder as Function;
    expect(getFunctionSpec(fromProto)?.name).toBe("lookupOrder");
    const agent = new SupportAgent();
    (agent as unknown as Record<string, unknown>).lookupOrder = () => "stub";
    expect(agent.lookupOrder("x")).toBe("stub");
  });

  it("fails at definition time when a parameter has no decorator", () => {
    expect(() => {
      class Bad {
        @AgenticFunction()
        run(_x: string): void {}
      }
      void Bad;
    }).toThrow(/Bad\.run parameter #0 has no decorator.*@LlmParam/);
  });

  it("fails at definition time when @LlmParam has no name, or a name is invalid or reused", () => {
    expect(() => {
      class NoName {
        @AgenticFunction()
        run(@LlmParam() _x: string): void {}
      }
      void NoName;
    }).toThrow(ConfigurationError);
    expect(() => {
      class Proto {
        @AgenticFunction()
        run(@LlmParam({ name: "constructor" }) _x: string): void {}
      }
      void Proto;
    }).toThrow(/constructor/);
    expect(() => {
      class Twice {
        @AgenticFunction()
        run(@LlmParam({ name: "a" }) _x: string, @LlmParam({ name: "a" }) _y: string): void {}
      }
      void Twice;
    }).toThrow(/used twice/);
  });

  it("fails at definition time for @ContextParam without a key and for function-typed parameters", () => {
    expect(() => {
      class NoKey {
        @AgenticFunction()
        run(@ContextParam() _x: string): void {}
      }
      void NoKey;
    }).toThrow(/@ContextParam\(\) needs the context key/);
    expect(() => {
      class Fn {
        @AgenticFunction()
        run(@LlmParam({ name: "cb" }) _cb: Function): void {}
      }
      void Fn;
    }).toThrow(/function-typed parameter/);
  });

  it("runs an agent's methods with its runtime ambient and records a function node", async () => {
    const runtime = new ScriptedRuntime(['{"call": "done"}']);
    await expect(new TicketDesk(runtime).handle("T-1")).resolves.toBe("DONE");
    const [fnNode] = runtime.trace.roots();
    expect(fnNode).toMatchObject({ kind: "function", name: "handle", status: "ok", data: { args: { ticket: "T-1" }, result: "DONE" } });
    const [decisionNode] = runtime.trace.children(fnNode.id);
    expect(decisionNode).toMatchObject({ kind: "decision", data: { chosen: "done" } });
  });

  it("makes a runtime passed to a @RuntimeParam the ambient one for the body", async () => {
    const runtime = new ScriptedRuntime(['{"call": "yes"}']);
    await expect(new PlainAsker().ask(runtime)).resolves.toBe(true);
    await expect(runWithRuntime(runtime, () => new PlainAsker().ask())).rejects.toThrow(/ran out of replies/);
  });

  it("keeps sync methods sync", () => {
    const runtime = new ScriptedRuntime("x");
    const agent = new SupportAgent(runtime);
    const out = agent.lookupOrder("A");
    expect(out).toEqual({ orderId: "A", status: "delivered" });
    expect(runtime.trace.nodes[0]).toMatchObject({ kind: "function", status: "ok" });
  });
});
