import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Agent } from "../agent/agent";
import { decision } from "../decision/decision";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { agenticFunction } from "../decorators/agentic-function";
import { LlmParam } from "../decorators/llm-param.decorator";
import { ConfigurationError } from "../errors/configuration-error";
import { checkModelSettings } from "./check-model-settings";
import { mergeModelSettings } from "./merge-model-settings";

const pick = (call: string): string => JSON.stringify({ call, args: {} });

describe("checkModelSettings", () => {
  it.each([
    [{ temperature: 2.5 }, /temperature must be a number from 0 to 2, got 2.5/],
    [{ temperature: -0.1 }, /temperature must be a number from 0 to 2/],
    [{ temperature: Number.NaN }, /temperature must be a number from 0 to 2, got NaN/],
    [{ temperature: "0.2" }, /temperature must be a number from 0 to 2, got "0.2"/],
    [{ topP: 1.5 }, /topP must be a number from 0 to 1/],
    [{ maxTokens: 0 }, /maxTokens must be a positive integer, got 0/],
    [{ maxTokens: 10.5 }, /maxTokens must be a positive integer, got 10.5/],
    [{ seed: 1.5 }, /seed must be an integer, got 1.5/],
    [{ stopSequences: "END" }, /stopSequences must be an array of strings/],
    [{ stopSequences: ["END", ""] }, /stopSequences must hold non-empty strings only/],
    [{ max_tokens: 5 }, /unknown setting "max_tokens"; the settings are temperature, maxTokens/],
    [{ providerOptions: { openai: 3 } }, /providerOptions.openai must be an object of request body fields, got 3/],
    [{ providerOptions: [] }, /providerOptions must be an object keyed by provider/],
    [{ providerOptions: { openai: JSON.parse('{"__proto__": {"x": 1}}') } }, /may not have a "__proto__" field/],
    ["hot", /must be an object like/],
  ])("refuses %j with a message naming the setting", (settings, message) => {
    expect(() => checkModelSettings(settings, "call settings")).toThrow(ConfigurationError);
    expect(() => checkModelSettings(settings, "call settings")).toThrow(message);
  });

  it("accepts the edges of each range and returns a frozen copy", () => {
    const given = { temperature: 0, topP: 1, maxTokens: 1, seed: -3, stopSequences: ["END"], providerOptions: { openai: { service_tier: "flex" } } };
    const checked = checkModelSettings(given, "call settings");
    expect(checked).toEqual(given);
    expect(checked).not.toBe(given);
    expect(Object.isFrozen(checked)).toBe(true);
    expect(Object.isFrozen(checked?.providerOptions?.openai)).toBe(true);
    expect(checkModelSettings(undefined, "x")).toBeUndefined();
  });
});

describe("mergeModelSettings", () => {
  it("lets the first layer win field by field and merges provider options key by key", () => {
    const merged = mergeModelSettings(
      { maxTokens: 50, providerOptions: { openai: { b: 3 } } },
      { temperature: 0.5, providerOptions: { openai: { a: 2 }, anthropic: { top_k: 5 } } },
      { temperature: 0.1, maxTokens: 100, seed: 7, providerOptions: { openai: { a: 1, c: 1 } } },
    );
    expect(merged).toEqual({
      temperature: 0.5,
      maxTokens: 50,
      seed: 7,
      providerOptions: { openai: { a: 2, b: 3, c: 1 }, anthropic: { top_k: 5 } },
    });
  });

  it("returns the only layer as it is, and undefined for none", () => {
    const only = { temperature: 1 };
    expect(mergeModelSettings(undefined, only, undefined)).toBe(only);
    expect(mergeModelSettings(undefined, undefined)).toBeUndefined();
  });
});

class TunedDesk extends Agent {
  /** Decide with a cool temperature by default. */
  @AgenticFunction({ settings: { temperature: 0.2, providerOptions: { openai: { service_tier: "flex" } } } })
  route(@LlmParam({ name: "maxTokens" }) maxTokens?: number) {
    return this.decide("Route it.", { done: "DONE" }, maxTokens === undefined ? {} : { settings: { maxTokens } });
  }

  /** Decide with whatever the runtime says. */
  @AgenticFunction()
  plain() {
    return this.decide("Route it.", { done: "DONE" });
  }
}

describe("model settings on calls", () => {
  it("sends call over function over runtime settings on each model call", async () => {
    const runtime = new ScriptedRuntime(pick("done"), { settings: { temperature: 0.9, maxTokens: 300, providerOptions: { openai: { user: "u-1" } } } });
    const desk = new TunedDesk(runtime);
    await desk.route(40);
    await desk.plain();
    await decision.make("Pick.", { done: "DONE" }, { runtime, settings: { topP: 0.5 } });
    expect(runtime.requests.map((r) => r.settings)).toEqual([
      { temperature: 0.2, maxTokens: 40, providerOptions: { openai: { user: "u-1", service_tier: "flex" } } },
      { temperature: 0.9, maxTokens: 300, providerOptions: { openai: { user: "u-1" } } },
      { temperature: 0.9, maxTokens: 300, topP: 0.5, providerOptions: { openai: { user: "u-1" } } },
    ]);
  });

  it("sends the same settings on re-picks and on every call of an exec tool loop", async () => {
    const runtime = new ScriptedRuntime(["no pick here", pick("done"), { toolCalls: [{ name: "ping", args: {} }] }, "pong", pick("done")]);
    const settings = { temperature: 0.3, stopSequences: ["STOP"] };
    await decision.make("Pick.", { done: "DONE" }, { runtime, settings });
    const ping = agenticFunction(() => "pong", { name: "ping", params: {} });
    await runtime.exec("Ping, then pick.", { tools: [ping], choices: { done: "DONE" }, settings });
    expect(runtime.requests).toHaveLength(5); // decision + re-pick, exec: tool call, final reply (no pick), re-pick
    for (const request of runtime.requests) expect(request.settings).toEqual(settings);
  });

  it("records the settings on each model_call trace node", async () => {
    const runtime = new ScriptedRuntime(pick("done"));
    await decision.make("Pick.", { done: "DONE" }, { runtime, settings: { seed: 42 } });
    const call = runtime.trace.nodes.find((n) => n.kind === "model_call");
    expect(call?.data.settings).toEqual({ seed: 42 });
  });

  it("checks settings where they are given: runtime, decorator, standalone function, call", async () => {
    expect(() => new ScriptedRuntime([], { settings: { temperature: 7 } })).toThrow(/runtime settings.temperature must be a number from 0 to 2, got 7/);
    expect(() => {
      class Bad extends Agent {
        @AgenticFunction({ settings: { maxTokens: -1 } })
        go() {
          return 1;
        }
      }
      return Bad;
    }).toThrow(/@AgenticFunction settings of Bad.go.maxTokens must be a positive integer, got -1/);
    expect(() => agenticFunction(() => 1, { name: "one", params: {}, settings: { topP: 2 } })).toThrow(/agenticFunction "one" settings.topP/);
    const runtime = new ScriptedRuntime(pick("done"));
    await expect(decision.make("Pick.", { done: "DONE" }, { runtime, settings: { temperature: 3 } })).rejects.toThrow(
      /decision.make settings.temperature must be a number from 0 to 2, got 3/,
    );
    await expect(runtime.exec("Hi.", { settings: { maxTokens: 0 } })).rejects.toThrow(/exec settings.maxTokens must be a positive integer/);
    expect(runtime.requests).toHaveLength(0);
  });
});
