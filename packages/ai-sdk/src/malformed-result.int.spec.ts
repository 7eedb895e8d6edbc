import { DecisionError, decision, MalformedResponseError } from "@agentic-ts/core";
import { fromAiSdk, type AiSdkLanguageModel } from "./index";

// A model object whose doGenerate answers something that is not the spec's result: a typed, retried
// provider error — never a TypeError from inside the adapter — and odd parts inside a content list are
// skipped, so what remains is judged as any reply (here: no pick, so a DecisionError after the re-pick).
function junkModel(results: unknown[]): AiSdkLanguageModel & { calls: number } {
  const model = {
    specificationVersion: "v4" as const,
    provider: "junk.chat",
    modelId: "junk-1",
    supportedUrls: {},
    calls: 0,
    async doGenerate() {
      return results[Math.min(model.calls++, results.length - 1)];
    },
    async doStream(): Promise<never> {
      throw new Error("not streamed in this test");
    },
  };
  return model;
}

const OPTIONS = { close: "CLOSED", wait: "WAIT" };
const retry = { maxRetries: 1, baseDelayMs: 0, maxDelayMs: 0 };

it.each([
  ["undefined", undefined],
  ["a string", "hello"],
  ["an object without content", { usage: {} }],
  ["content that is not a list", { content: "text" }],
])("a result that is %s is a MalformedResponseError (retried once, then thrown)", async (_what, result) => {
  const model = junkModel([result]);
  const runtime = fromAiSdk(model, { retry });
  const error = await decision.make("Pick.", OPTIONS, { runtime }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MalformedResponseError);
  expect((error as Error).message).toBe("junk answered doGenerate without a content array, which every specification version has. (gave up after 2 attempts)");
  expect(model.calls).toBe(2);
});

it("odd parts in a content list are skipped; a reply with no pick is re-picked, then a DecisionError", async () => {
  const parts = { content: [null, 7, { type: "text", text: 42 }, { type: "text", text: "no pick here" }], finishReason: { unified: "stop", raw: "stop" }, warnings: [] };
  const model = junkModel([parts]);
  const runtime = fromAiSdk(model, { retry });
  const error = await decision.make("Pick.", OPTIONS, { runtime }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DecisionError);
  expect(model.calls).toBe(2);
});

describe("a stream that is not the spec's", () => {
  const streaming = (answer: () => unknown) => {
    const model = junkModel([{ content: [] }]);
    (model as unknown as { doStream: () => Promise<unknown> }).doStream = async () => answer();
    return model;
  };
  const partsOf = (parts: unknown[]) => ({
    stream: new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    }),
  });

  it("no stream at all is a MalformedResponseError", async () => {
    const runtime = fromAiSdk(streaming(() => ({})), { retry, stream: true });
    await expect(decision.make("Pick.", OPTIONS, { runtime })).rejects.toThrow(MalformedResponseError);
  });

  it("null parts and a non-string delta are skipped; the text deltas around them make the pick", async () => {
    const parts = [null, "noise", { type: "text-delta", id: "t", delta: 5 }, { type: "text-delta", id: "t", delta: '{"call": "wait"}' }, { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: {} }];
    const runtime = fromAiSdk(streaming(() => partsOf(parts)), { retry, stream: true });
    const streamed: string[] = [];
    await expect(decision.make("Pick.", OPTIONS, { runtime, onText: (d: string) => streamed.push(d) })).resolves.toBe("WAIT");
    expect(streamed).toEqual(['{"call": "wait"}']);
  });
});
