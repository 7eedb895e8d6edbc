import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { SupportAgent } from "../__fixtures__/support-agent";
import { agenticFunction } from "../decorators/agentic-function";
import { ConfigurationError } from "../errors/configuration-error";
import { DecisionError } from "../errors/decision-error";
import { NoRuntimeError } from "../errors/no-runtime-error";
import { option } from "../options/option-helper";
import { runWithRuntime } from "../runtime/ambient-scope";
import { decision } from "./decision";

const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });

describe("decision.make — resolving the pick into the result of the next step", () => {
  it("runs a picked function with its parsed arguments and returns its return value", async () => {
    const runtime = new ScriptedRuntime([pick("analyze", { text: "I love it" })]);
    const agent = new SupportAgent(runtime);
    const result = await decision.make(
      "Pick a way to handle this message.",
      { analyze: agent.analyzeSentiment, fallback: agent.fallbackReply, done: "CONVERSATION_OVER" },
      { runtime },
    );
    expect(result).toBe("sentiment(I love it) = positive");
    expect(agent.calls).toEqual([{ method: "analyzeSentiment", args: ["I love it"] }]);
  });

  it("returns a picked value as-is, the same reference", async () => {
    const signal = new AbortController().signal;
    const runtime = new ScriptedRuntime([pick("abort")]);
    const result = await decision.make("Pick.", { skip: "SKIPPED", abort: [signal, "pick when it can't continue"] }, { runtime });
    expect(result).toBe(signal);
  });

  it("returns the value of a plain value option", async () => {
    const runtime = new ScriptedRuntime([pick("done")]);
    const agent = new SupportAgent(runtime);
    await expect(
      decision.make("Pick.", { analyze: agent.analyzeSentiment, done: "CONVERSATION_OVER" }, { runtime }),
    ).resolves.toBe("CONVERSATION_OVER");
    expect(agent.calls).toEqual([]);
  });

  it("returns { decision, ...fields } for a schema option, with nested payloads validated", async () => {
    const plan = { steps: [{ action: "move", target: "A" }, { action: "stop", target: "B" }], rationale: "short" };
    const runtime = new ScriptedRuntime([pick("emit_plan", plan)]);
    const result = await decision.make(
      "Plan.",
      {
        retry: "RETRY",
        emit_plan: ["Produce a plan.", { steps: [{ action: String, target: String }], rationale: String }],
      },
      { runtime },
    );
    expect(result).toEqual({ decision: "emit_plan", ...plan });
  });

  it("awaits async function options", async () => {
    const runtime = new ScriptedRuntime([pick("fallback")]);
    const agent = new SupportAgent(runtime);
    await expect(decision.make("Pick.", { fallback: agent.fallbackReply }, { runtime })).resolves.toBe("Sorry, could you rephrase?");
  });

  it("lets an error thrown by the chosen function propagate unchanged", async () => {
    const runtime = new ScriptedRuntime([pick("lookup", { orderId: "BOOM" })]);
    const agent = new SupportAgent(runtime);
    const error = await decision.make("Pick.", { lookup: agent.lookupOrder }, { runtime }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DecisionError);
    expect((error as Error).message).toBe("database unavailable");
    expect(runtime.requests).toHaveLength(1);
  });

  it("resolves list-form options: functions by their own name, strings to their name, schema strings to { decision }", async () => {
    const runtime = new ScriptedRuntime([
      pick("analyzeSentiment", { text: "x" }),
      pick("escalate"),
      pick("note", { body: "hello" }),
    ]);
    const agent = new SupportAgent(runtime);
    const options = [agent.analyzeSentiment, [agent.fallbackReply, "Fallback."], "escalate", ["close", "Close it."], ["note", "Leave a note.", { body: String }]] as const;
    await expect(decision.make("Pick.", options, { runtime })).resolves.toBe("sentiment(x) = positive");
    await expect(decision.make("Pick.", options, { runtime })).resolves.toBe("escalate");
    await expect(decision.make("Pick.", options, { runtime })).resolves.toEqual({ decision: "note", body: "hello" });
  });

  it("accepts the call-key aliases action / function / tool and the arguments alias", async () => {
    const runtime = new ScriptedRuntime([
      '{"action": "analyze", "args": {"text": "a"}}',
      '{"function": "analyze", "args": {"text": "b"}}',
      '{"tool": "analyze", "arguments": {"text": "c"}}',
    ]);
    const agent = new SupportAgent(runtime);
    for (const expected of ["a", "b", "c"]) {
      await expect(decision.make("Pick.", { analyze: agent.analyzeSentiment }, { runtime })).resolves.toBe(`sentiment(${expected}) = positive`);
    }
  });

  it("reads the pick from a ```json fence inside prose", async () => {
    const runtime = new ScriptedRuntime(['I think the best is:\n```json\n{"call": "done"}\n```\nThanks.']);
    await expect(decision.make("Pick.", { done: 1, other: 2 }, { runtime })).resolves.toBe(1);
  });

  it("sends one model call with prompt + blank line + menu and offers no tools", async () => {
    const runtime = new ScriptedRuntime([pick("done")]);
    const agent = new SupportAgent(runtime);
    await decision.make("Pick a way to handle this message.", { analyze: agent.analyzeSentiment, done: "X" }, { runtime });
    expect(runtime.requests).toHaveLength(1);
    expect(runtime.requests[0].tools).toEqual([]);
    expect(runtime.requests[0].text.startsWith("Pick a way to handle this message.\n\n")).toBe(true);
    expect(runtime.requests[0].text).toContain("analyze(text: string /* The message to analyze. */)");
    expect(runtime.requests[0].text).not.toContain("When you have finished the work above");
    // The decision's trace node keeps the menu it showed, for viewers (the prompt may be cut to a preview).
    const node = runtime.trace.nodes.find((n) => n.kind === "decision");
    const menu = node?.data.menu as string;
    expect(menu.startsWith("Options:")).toBe(true);
    expect(runtime.requests[0].text.endsWith(`\n\n${menu}`)).toBe(true);
  });
});

describe("decision.make — the runtime", () => {
  it("throws NoRuntimeError naming the fixes when no runtime is passed or ambient", async () => {
    const error = await decision.make("Pick.", { done: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoRuntimeError);
    expect((error as Error).message).toMatch(/runWithRuntime/);
  });

  it("uses the ambient runtime inside runWithRuntime, across awaits", async () => {
    const runtime = new ScriptedRuntime([pick("done")]);
    const result = await runWithRuntime(runtime, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return decision.make("Pick.", { done: "D" });
    });
    expect(result).toBe("D");
  });

  it("uses the agent's runtime inside its @AgenticFunction methods", async () => {
    const runtime = new ScriptedRuntime([pick("done")]);
    const { AgenticFunction } = await import("../decorators/agentic-function.decorator");
    const { Agent } = await import("../agent/agent");
    class Router extends Agent {
      @AgenticFunction()
      route(): Promise<string> {
        return decision.make("Pick.", { done: "CONVERSATION_OVER" });
      }
    }
    await expect(new Router(runtime).route()).resolves.toBe("CONVERSATION_OVER");
  });

  it("injects the active runtime into @RuntimeParam parameters", async () => {
    const runtime = new ScriptedRuntime([pick("escalate", { summary: "angry" })]);
    const agent = new SupportAgent();
    const result = await decision.make("Pick.", { escalate: agent.escalateToHuman }, { runtime });
    expect(result).toEqual({ escalated: "angry", hasRuntime: true });
    expect(agent.calls[0].args[1]).toBe(runtime);
  });
});

describe("decision.make — context parameters", () => {
  it("fills @ContextParam from the call's context and hides it from the model", async () => {
    const runtime = new ScriptedRuntime([pick("refund", { orderId: "A1", amountCents: 500 })]);
    const agent = new SupportAgent(runtime);
    const result = await decision.make("Pick.", { refund: agent.issueRefund }, { runtime, context: { customerId: "C-7" } });
    expect(result).toEqual({ refunded: "A1", amountCents: 500, customerId: "C-7", reason: "damaged" });
    expect(runtime.requests[0].text).not.toContain("customerId");
  });

  it("discards a model-supplied value for a hidden parameter: the injected value always wins", async () => {
    const runtime = new ScriptedRuntime([pick("refund", { orderId: "A1", amountCents: 1, customerId: "ATTACKER", runtime: "x" })]);
    const agent = new SupportAgent(runtime);
    const result = await decision.make("Pick.", { refund: agent.issueRefund }, { runtime, context: { customerId: "C-7" } });
    expect(result).toMatchObject({ customerId: "C-7" });
    expect(agent.calls[0].args).toEqual(["A1", 1, "C-7", "damaged"]);
  });

  it("throws a ConfigurationError before any model call when a context value is missing (no re-pick)", async () => {
    const runtime = new ScriptedRuntime([pick("refund", { orderId: "A1", amountCents: 1 })]);
    const agent = new SupportAgent(runtime);
    const error = await decision.make("Pick.", { refund: agent.issueRefund }, { runtime, context: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(/"customerId".*context: \{ customerId/);
    expect(runtime.requests).toHaveLength(0);
  });

  it("does not read context keys inherited from Object.prototype", async () => {
    const runtime = new ScriptedRuntime([pick("refund", { orderId: "A1", amountCents: 1 })]);
    const agent = new SupportAgent(runtime);
    const fn = agenticFunction((orderId: string) => orderId, { name: "f", params: { orderId: String } });
    void fn;
    await expect(
      decision.make("Pick.", { refund: agent.issueRefund }, { runtime, context: Object.create({ customerId: "inherited" }) }),
    ).rejects.toBeInstanceOf(ConfigurationError);
  });
});

describe("decision.make — re-picks and DecisionError", () => {
  it("re-picks once by default, sending the reply's tail, the problem and the menu, with no tools", async () => {
    const runtime = new ScriptedRuntime(['{"call": "nope"}', pick("done")]);
    await expect(decision.make("Pick.", { done: "D", other: "O" }, { runtime })).resolves.toBe("D");
    expect(runtime.requests).toHaveLength(2);
    const repick = runtime.requests[1];
    expect(repick.tools).toEqual([]);
    expect(repick.text).toContain('{"call": "nope"}');
    expect(repick.text).toContain('"nope" is not one of the options (done, other)');
    expect(repick.text).toContain("done()");
    expect(repick.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
  });

  it("bounds the reply sent back on a re-pick to its tail", async () => {
    const long = "x".repeat(100_000) + " TAIL-MARKER";
    const runtime = new ScriptedRuntime([long, pick("done")]);
    await decision.make("Pick.", { done: 1 }, { runtime });
    const sent = runtime.requests[1].messages[1];
    expect(sent.content.length).toBeLessThan(2000);
    expect(sent.content.endsWith("TAIL-MARKER")).toBe(true);
  });

  it("throws DecisionError with kind, attempts and options when re-picks run out", async () => {
    const runtime = new ScriptedRuntime(["no json here", '{"call": "done", "args": []}']);
    const error = (await decision.make("Pick.", { done: 1, skip: 2 }, { runtime }).catch((e: unknown) => e)) as DecisionError;
    expect(error).toBeInstanceOf(DecisionError);
    expect(error.kind).toBe("bad_args");
    expect(error.options).toEqual(["done", "skip"]);
    expect(error.attempts.map((a) => a.kind)).toEqual(["no_action", "bad_args"]);
    expect(error.attempts[0].reply).toBe("no json here");
    expect(error.message).toMatch(/after 2 attempts/);
    expect(error.message).toMatch(/Reply began/);
  });

  it("maxRetries: 0 disables re-picks", async () => {
    const runtime = new ScriptedRuntime(["nothing", pick("done")]);
    const error = (await decision.make("Pick.", { done: 1 }, { runtime, maxRetries: 0 }).catch((e: unknown) => e)) as DecisionError;
    expect(error).toBeInstanceOf(DecisionError);
    expect(error.attempts).toHaveLength(1);
    expect(runtime.requests).toHaveLength(1);
  });

  it("maxRetries: 3 allows three re-picks", async () => {
    const runtime = new ScriptedRuntime(["a", "b", "c", pick("done")]);
    await expect(decision.make("Pick.", { done: 1 }, { runtime, maxRetries: 3 })).resolves.toBe(1);
    expect(runtime.requests).toHaveLength(4);
  });

  it("rejects a negative or fractional maxRetries", async () => {
    const runtime = new ScriptedRuntime([pick("done")]);
    await expect(decision.make("Pick.", { done: 1 }, { runtime, maxRetries: -1 })).rejects.toBeInstanceOf(RangeError);
    await expect(decision.make("Pick.", { done: 1 }, { runtime, maxRetries: 1.5 })).rejects.toBeInstanceOf(RangeError);
  });

  it.each([
    ["missing_required", pick("refund", { amountCents: 5 }), /missing required field "orderId"/],
    ["type_mismatch", pick("refund", { orderId: "A", amountCents: 1.5 }), /amountCents/],
    ["type_mismatch", pick("refund", { orderId: "A", amountCents: true }), /amountCents/],
    ["enum_violation", pick("refund", { orderId: "A", amountCents: 1, reason: "bored" }), /"damaged", "late"/],
    ["unknown_call", pick("refundd"), /not one of the options/],
    ["no_action", "I would refund it.", /call/],
    ["parse_error", '{"call": "refund", "call": "refund"}', /duplicate/i],
  ])("maps a bad pick to kind %s", async (kind, reply, message) => {
    const runtime = new ScriptedRuntime([reply]);
    const agent = new SupportAgent(runtime);
    const error = (await decision
      .make("Pick.", { refund: agent.issueRefund }, { runtime, maxRetries: 0, context: { customerId: "C" } })
      .catch((e: unknown) => e)) as DecisionError;
    expect(error).toBeInstanceOf(DecisionError);
    expect(error.kind).toBe(kind);
    expect(error.attempts[0].message).toMatch(message);
    expect(agent.calls).toEqual([]);
  });

  it("requires every declared schema field and drops hallucinated ones", async () => {
    const runtime = new ScriptedRuntime([pick("note", { body: "b" }), pick("note", { body: "b", title: "t", extra: 1 })]);
    const result = await decision.make("Pick.", { note: ["Leave a note.", { body: String, title: String }] }, { runtime });
    expect(result).toEqual({ decision: "note", body: "b", title: "t" });
    expect(runtime.requests[1].text).toMatch(/missing required field "title"/);
  });

  it("option.value makes a literal 2-array a value", async () => {
    const pair = [1, "one"] as const;
    const runtime = new ScriptedRuntime([pick("pair")]);
    await expect(decision.make("Pick.", { pair: option.value(pair) }, { runtime })).resolves.toBe(pair);
  });
});
