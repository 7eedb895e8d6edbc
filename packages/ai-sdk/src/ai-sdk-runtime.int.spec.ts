import "reflect-metadata";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { UnsupportedFunctionalityError } from "@ai-sdk/provider";
import { ConfigurationError, decision, ServerError } from "@agentic-ts/core";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import { wrapLanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { createOpenAICompatible as createOpenAICompatibleV3 } from "ai-sdk-openai-compatible-v2";
import { fromAiSdk, type AiSdkLanguageModel } from "./index";
import { scriptedSpec, type AnyCallOptions } from "./__fixtures__/scripted-spec-model";
import { reply } from "./__fixtures__/suite-script";

let server: LoopbackProviderServer;
beforeAll(async () => {
  server = await LoopbackProviderServer.start();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const OPTIONS = { close: "CLOSED", reopen: "REOPENED" };

describe("fromAiSdk: what it accepts", () => {
  it.each([
    ["a model id string", "openai/gpt-5", /model id "openai\/gpt-5".*Pass a provider's model object/],
    ["a v1 model", { specificationVersion: "v1", modelId: "old", doGenerate() {}, doStream() {} }, /specification v1 model \("old"\).*Upgrade its provider package/],
    ["an unknown version", { specificationVersion: "v9", doGenerate() {}, doStream() {} }, /specificationVersion "v9".*v2, v3, v4/],
    ["a model without doStream", { specificationVersion: "v3", modelId: "half", doGenerate() {} }, /v3 model \("half"\) without doStream/],
    ["null", null, /given null/],
  ])("%s is a ConfigurationError naming what was given and what is accepted", (_what, given, message) => {
    expect(() => fromAiSdk(given as unknown as AiSdkLanguageModel)).toThrow(ConfigurationError);
    expect(() => fromAiSdk(given as unknown as AiSdkLanguageModel)).toThrow(message);
  });

  it("a wrapLanguageModel result works, its middleware seeing our call options", async () => {
    const scripted = scriptedSpec("v3", [reply('{"call": "close"}')]);
    const seen: unknown[] = [];
    const model = wrapLanguageModel({
      model: new MockLanguageModelV3({ doGenerate: (o) => scripted.doGenerate(o as AnyCallOptions) as never }),
      middleware: { specificationVersion: "v3", transformParams: async ({ params }) => (seen.push(params.temperature), params) },
    });
    const runtime = fromAiSdk(model, { settings: { temperature: 0.2 } });
    expect(await decision.make("Route.", OPTIONS, { runtime })).toBe("CLOSED");
    expect(seen).toEqual([0.2]);
  });

  it("a v3 provider (AI SDK 6's openai-compatible) works over the wire, streaming included", async () => {
    server.script({ reply: { text: '{"call": "reopen"}', usage: { inputTokens: 8, outputTokens: 3 } } });
    const model = createOpenAICompatibleV3({ name: "loopback", baseURL: server.openaiBaseURL, apiKey: "k", includeUsage: true }).chatModel("gpt-v3");
    const runtime = fromAiSdk(model);
    expect(runtime.specificationVersion).toBe("v3");
    const pieces: string[] = [];
    const { result, node } = await decision.makeDetailed("Route.", OPTIONS, { runtime, onText: (d) => pieces.push(d) });
    expect(result).toBe("REOPENED");
    expect(pieces.join("")).toBe('{"call": "reopen"}');
    const [call] = runtime.trace.children(node.id);
    expect(call).toMatchObject({ name: "gpt-v3", data: { usage: { inputTokens: 8, outputTokens: 3 }, provider: "loopback", finishReason: "stop" } });
  });
});

describe("AiSdkRuntime", () => {
  it("maps settings and provider options onto the call options", async () => {
    server.script({ reply: { text: '{"call": "close"}' } });
    const provider = createOpenAICompatible({ name: "loopback", baseURL: server.openaiBaseURL, apiKey: "k" });
    const runtime = fromAiSdk(provider.chatModel("gpt-x"), { settings: { temperature: 0.5 } });
    await decision.make("Route.", OPTIONS, {
      runtime,
      settings: { topP: 0.9, maxTokens: 300, stopSequences: ["END"], seed: 7, providerOptions: { loopback: { user: "u-1" } } },
    });
    expect(server.requests[0].body).toMatchObject({ model: "gpt-x", temperature: 0.5, top_p: 0.9, max_tokens: 300, stop: ["END"], seed: 7, user: "u-1" });
  });

  it("records the model's warnings on the model_call node, under the model name given", async () => {
    server.script({ reply: { text: '{"call": "close"}' } });
    const runtime = fromAiSdk(createAnthropic({ baseURL: `${server.anthropicBaseURL}/v1`, apiKey: "k" })("claude-unknown"), { model: "claude (trace name)" });
    const { node } = await decision.makeDetailed("Route.", OPTIONS, { runtime });
    const [call] = runtime.trace.children(node.id);
    expect(call).toMatchObject({ name: "claude (trace name)", data: { provider: "anthropic" } });
    // The provider knows no output cap for an unknown model and says so: the warning is on the node.
    expect(call.data.warnings).toEqual([expect.stringMatching(/^compatibility mode: maxOutputTokens: The model "claude-unknown" is unknown/)]);
  });

  it("maps a 5xx to a retried ServerError, giving up after the policy's attempts", async () => {
    server.script({ fault: "status", status: 503, message: "busy" }, { fault: "status", status: 503, message: "busy" });
    const runtime = fromAiSdk(createOpenAICompatibleV3({ name: "loopback", baseURL: server.openaiBaseURL, apiKey: "k" }).chatModel("m"), { retry: { maxRetries: 1, baseDelayMs: 1 } });
    const failure = await decision.make("Route.", OPTIONS, { runtime }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServerError);
    expect((failure as ServerError).status).toBe(503);
    expect(server.requests).toHaveLength(2);
  });

  describe("a model that rejects tools", () => {
    const rejecting = () => {
      const scripted = scriptedSpec("v4", [reply('Sure: {"call": "close", "args": {}}')]);
      const calls: AnyCallOptions[] = [];
      const model = {
        specificationVersion: "v4" as const,
        provider: "plain.chat",
        modelId: "plain",
        doGenerate: (options: AnyCallOptions) => {
          calls.push(options);
          if (options.tools?.length) return Promise.reject(new UnsupportedFunctionalityError({ functionality: "tools" }));
          return scripted.doGenerate(options);
        },
        doStream: (options: AnyCallOptions) => scripted.doStream(options),
      };
      return { model, calls };
    };

    it("is a ConfigurationError that says which pick modes to use instead", async () => {
      const { model } = rejecting();
      const failure = await decision.make("Route.", OPTIONS, { runtime: fromAiSdk(model), pickMode: "tools" }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ConfigurationError);
      expect((failure as Error).message).toMatch(/plain \(plain\) rejected the offered tools .*use pickMode "text" or "json".*toolsFallback: "text"/);
    });

    it('with toolsFallback: "text", gets the tools in the prompt from then on and its written call is the pick', async () => {
      const { model, calls } = rejecting();
      const runtime = fromAiSdk(model, { toolsFallback: "text" });
      expect(await decision.make("Route.", OPTIONS, { runtime, pickMode: "tools" })).toBe("CLOSED");
      expect(runtime.toolsInPrompt).toBe(true);
      expect(calls.map((c) => c.tools?.length ?? 0)).toEqual([2, 0]);
      expect(JSON.stringify(calls[1].prompt)).toContain("You must call exactly one of them");
    });

    it("declared up front (pickModes), is refused before any call", async () => {
      const { model, calls } = rejecting();
      const runtime = fromAiSdk(model, { pickModes: ["text", "json"] });
      await expect(decision.make("Route.", OPTIONS, { runtime, pickMode: "tools" })).rejects.toThrow(/pickMode "tools" is not supported by AiSdkRuntime/);
      expect(calls).toEqual([]);
    });
  });
});
