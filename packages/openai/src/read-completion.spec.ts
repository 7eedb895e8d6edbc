import { MalformedResponseError } from "@agentic-ts/core";
import { readCompletion, readUsage } from "./read-completion";

const completion = (message: object, extra: object = {}) => ({ choices: [{ index: 0, message }], ...extra });

describe("readCompletion", () => {
  it("reads text, usage and model", () => {
    expect(readCompletion(completion({ content: "Hi." }, { model: "gpt-x", usage: { prompt_tokens: 12, completion_tokens: 3 } }))).toEqual({
      text: "Hi.",
      usage: { inputTokens: 12, outputTokens: 3 },
      model: "gpt-x",
    });
  });

  it("reads the first choice's finish reason and the response id", () => {
    const body = { id: "chatcmpl-7", choices: [{ index: 0, message: { content: "Done." }, finish_reason: "length" }] };
    expect(readCompletion(body)).toEqual({ text: "Done.", id: "chatcmpl-7", finishReason: "length" });
  });

  it("passes tool-call arguments through as the string the model sent, even when it is not JSON", () => {
    const response = readCompletion(
      completion({
        content: null,
        tool_calls: [
          { id: "call_a", type: "function", function: { name: "lookup", arguments: '{"id": "A"}' } },
          { type: "function", function: { name: "broken", arguments: "{not json" } },
        ],
      }),
    );
    expect(response.text).toBe("");
    expect(response.toolCalls).toEqual([
      { id: "call_a", name: "lookup", args: '{"id": "A"}' },
      { id: "call_1", name: "broken", args: "{not json" },
    ]);
  });

  it("returns a refusal as the reply text", () => {
    expect(readCompletion(completion({ content: null, refusal: "I can't help with that." })).text).toBe("I can't help with that.");
  });

  it.each([
    ["a string body", "<html>Bad gateway</html>"],
    ["null", null],
    ["no choices", { choices: [] }],
    ["choices that are not a list", { choices: {} }],
    ["a choice without a message", { choices: [{ index: 0 }] }],
    ["content that is not a string", completion({ content: 42 })],
    ["tool_calls that are not a list", completion({ content: "", tool_calls: {} })],
    ["a tool call without a name", completion({ content: "", tool_calls: [{ id: "x", function: {} }] })],
    ["tool-call arguments of the wrong type", completion({ content: "", tool_calls: [{ id: "x", function: { name: "f", arguments: 7 } }] })],
  ])("rejects %s as MalformedResponseError", (_what, body) => {
    expect(() => readCompletion(body)).toThrow(MalformedResponseError);
  });

  it("ignores a usage block without token counts", () => {
    expect(readCompletion(completion({ content: "x" }, { usage: {} }))).toEqual({ text: "x" });
  });
});

describe("readUsage", () => {
  it("maps the details onto cached and reasoning tokens, parts of the totals", () => {
    const raw = {
      prompt_tokens: 2006, completion_tokens: 300, total_tokens: 2306,
      prompt_tokens_details: { cached_tokens: 1920, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 192, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    };
    expect(readUsage(raw)).toEqual({ inputTokens: 2006, outputTokens: 300, cachedInputTokens: 1920, reasoningTokens: 192 });
  });

  it("leaves them unset when a server (an OpenAI-compatible one) sends no details, or no numbers in them", () => {
    expect(readUsage({ prompt_tokens: 12, completion_tokens: 3 })).toEqual({ inputTokens: 12, outputTokens: 3 });
    expect(readUsage({ prompt_tokens: 12, completion_tokens: 3, prompt_tokens_details: null, completion_tokens_details: { reasoning_tokens: "x" } })).toEqual({ inputTokens: 12, outputTokens: 3 });
  });
});
