import { MalformedResponseError } from "@agentic-ts/core";
import { readStream } from "./read-stream";

async function* chunks(...items: unknown[]): AsyncGenerator<unknown> {
  for (const item of items) yield item;
}
const delta = (d: object, index = 0) => ({ model: "gpt-x", choices: [{ index, delta: d, finish_reason: null }] });

describe("readStream", () => {
  it("hands each text delta to onText and joins them", async () => {
    const seen: string[] = [];
    const response = await readStream(
      chunks(delta({ role: "assistant", content: "" }), delta({ content: "Hel" }), delta({ content: "lo." }), {
        choices: [],
        usage: { prompt_tokens: 9, completion_tokens: 2 },
      }),
      (d) => seen.push(d),
    );
    expect(seen).toEqual(["Hel", "lo."]);
    expect(response).toEqual({ text: "Hello.", usage: { inputTokens: 9, outputTokens: 2 }, model: "gpt-x" });
  });

  it("assembles interleaved tool-call deltas by index", async () => {
    const response = await readStream(
      chunks(
        delta({ tool_calls: [{ index: 0, id: "call_a", type: "function", function: { name: "lookup", arguments: "" } }] }),
        delta({ tool_calls: [{ index: 1, id: "call_b", type: "function", function: { name: "ping", arguments: '{"n"' } }] }),
        delta({ tool_calls: [{ index: 0, function: { arguments: '{"id":' } }] }),
        delta({ tool_calls: [{ index: 1, function: { name: "ping", arguments: ":1}" } }] }),
        delta({ tool_calls: [{ index: 0, function: { arguments: '"A"}' } }] }),
      ),
    );
    expect(response.text).toBe("");
    expect(response.toolCalls).toEqual([
      { id: "call_a", name: "lookup", args: '{"id":"A"}' },
      { id: "call_b", name: "ping", args: '{"n":1}' },
    ]);
  });

  it("takes the finish reason from the chunk that carries it and the response id from the chunks", async () => {
    const response = await readStream(
      chunks(
        { id: "chatcmpl-9", ...delta({ content: "Hi" }) },
        { id: "chatcmpl-9", model: "gpt-x", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] },
        { id: "chatcmpl-9", choices: [], usage: { prompt_tokens: 3, completion_tokens: 1 } },
      ),
    );
    expect(response).toEqual({ text: "Hi", usage: { inputTokens: 3, outputTokens: 1 }, model: "gpt-x", id: "chatcmpl-9", finishReason: "stop" });
  });

  it("ignores choices other than the first", async () => {
    const response = await readStream(chunks(delta({ content: "yes" }), delta({ content: "no" }, 1)));
    expect(response.text).toBe("yes");
  });

  it.each([
    ["an empty stream", []],
    ["a chunk that is not an object", ["text"]],
    ["choices that are not a list", [{ choices: 3 }]],
    ["a tool call that never names its function", [delta({ tool_calls: [{ index: 0, function: { arguments: "{}" } }] })]],
  ])("rejects %s as MalformedResponseError", async (_what, items) => {
    await expect(readStream(chunks(...items))).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
