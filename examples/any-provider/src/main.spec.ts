import { main } from "./main";
import { chooseModel, MODEL_SPEC_HELP } from "./choose-model";

// Offline the example runs the ticket desk through fromAiSdk over @ai-sdk/openai-compatible, against
// the loopback server replaying the ticket desk's transcripts: the same outcomes as the ticket desk itself.
describe("the ticket desk through the AI SDK adapter, offline", () => {
  it.each([
    ["refund", { status: "refunded", orderId: "A-1001", amountCents: 12900 }],
    ["escalate", { status: "escalated", queue: "priority" }],
    ["close", { status: "closed" }],
  ])("%s: the durable run ends as the ticket desk's does, on the loopback server", async (name, expected) => {
    const printed: string[] = [];
    const outcome = await main({ argv: [name], env: {}, print: (text) => printed.push(text) });
    expect(outcome).toMatchObject(expected);
    const report = printed.join("\n");
    expect(report).toContain("Model: offline: @ai-sdk/openai-compatible → loopback server on 127.0.0.1 replaying transcripts/");
    // The trace tree: the exec's model calls went over HTTP through the adapter.
    expect(report).toMatch(/model_call loopback-model · exec → /);
  });
});

describe("chooseModel", () => {
  it("names the form of AI_SDK_MODEL when it is malformed, and the install line when the package is missing", async () => {
    await expect(chooseModel({ AI_SDK_MODEL: "gemini" }, "unused.json")).rejects.toThrow(MODEL_SPEC_HELP);
    await expect(chooseModel({ AI_SDK_MODEL: "@ai-sdk/not-installed-here:model-1" }, "unused.json")).rejects.toThrow(
      /AI_SDK_MODEL names @ai-sdk\/not-installed-here, which did not load .*; install it: npm i @ai-sdk\/not-installed-here/,
    );
  });

  it("takes the provider instance of an installed AI SDK provider package (its export with languageModel)", async () => {
    const chosen = await chooseModel({ AI_SDK_MODEL: "@ai-sdk/anthropic:claude-test-1", ANTHROPIC_API_KEY: "unused" }, "unused.json");
    expect(chosen.description).toBe("@ai-sdk/anthropic (anthropic), model claude-test-1, through fromAiSdk");
    expect((chosen.model as { modelId?: string }).modelId).toBe("claude-test-1");
    await chosen.close();
  });
});
