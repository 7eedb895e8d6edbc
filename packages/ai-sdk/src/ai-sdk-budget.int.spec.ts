import { BudgetExceededError, decision } from "@agentic-ts/core";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { fromAiSdk } from "./from-ai-sdk";

// Budgets are core's, checked in the one model-call path every runtime shares: an adapted AI SDK model is
// held to them as the native runtimes are, with its provider's usage, counted at the loopback server.
let server: LoopbackProviderServer;
beforeAll(async () => {
  server = await LoopbackProviderServer.start();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const MENU = { close: "CLOSED", wait: "WAIT" } as const;
const models = {
  "@ai-sdk/openai-compatible": () => createOpenAICompatible({ name: "loopback", baseURL: server.openaiBaseURL }).chatModel("m-1"),
  "@ai-sdk/anthropic": () => createAnthropic({ baseURL: `${server.anthropicBaseURL}/v1`, apiKey: "test" })("claude-test"),
};

describe.each(Object.entries(models))("fromAiSdk(%s) under a budget", (_name, model) => {
  it("maxModelCalls: a re-pick that would be the second call is not sent", async () => {
    server.script({ reply: { text: "no pick here", usage: { inputTokens: 50, outputTokens: 5 } } }, { reply: { text: '{"call": "close"}' } });
    const runtime = fromAiSdk(model());
    const error = await decision.make("Pick.", MENU, { runtime, budget: { maxModelCalls: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect(error).toMatchObject({ limit: "maxModelCalls", max: 1, scope: "decision", spent: { modelCalls: 1, tokens: 55 } });
    expect(server.requests).toHaveLength(1);
  });

  it("maxCostUsd from the provider's reported usage, cached input priced apart", async () => {
    server.script({ reply: { text: '{"call": "wait"}', usage: { inputTokens: 1000, outputTokens: 100, cachedInputTokens: 600 } } });
    const runtime = fromAiSdk(model(), { model: "priced", prices: { priced: { inputPerMTok: 10, outputPerMTok: 20, cachedInputPerMTok: 1 } } });
    const detailed = await decision.makeDetailed("Pick.", MENU, { runtime, budget: { maxCostUsd: 1 } });
    expect(detailed.result).toBe("WAIT");
    expect(detailed.usage).toMatchObject({ inputTokens: 1000, outputTokens: 100, cachedInputTokens: 600 });
    // A second decision under a budget of less than one call's cost ($0.0066 = 400×$10 + 600×$1 + 100×$20 per million) is refused before its second call.
    server.script({ reply: { text: "no pick", usage: { inputTokens: 1000, outputTokens: 100, cachedInputTokens: 600 } } }, { reply: { text: '{"call": "wait"}' } });
    const before = server.requests.length;
    const error = await decision.make("Pick.", MENU, { runtime, budget: { maxCostUsd: 0.005 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ limit: "maxCostUsd", spent: { modelCalls: 1 } });
    expect((error as BudgetExceededError).spent.costUsd).toBeCloseTo(0.0066, 10);
    expect(server.requests.length - before).toBe(1);
  });
});
