import { MalformedResponseError } from "@agentic-ts/core";
import { readMessage } from "./read-message";
import { readMessageStream } from "./read-message-stream";

const message = (content: unknown[], extra: object = {}) => ({
  id: "msg_1", type: "message", role: "assistant", model: "claude-test", content, usage: { input_tokens: 12, output_tokens: 7 }, ...extra,
});

async function* events(list: unknown[]): AsyncGenerator<unknown> {
  for (const e of list) yield e;
}

const start = { type: "message_start", message: message([], { usage: { input_tokens: 20, output_tokens: 1 } }) };
const stop = { type: "message_stop" };

describe("readMessage", () => {
  it("joins text blocks, maps tool_use blocks to tool calls and reads usage, model, id and stop reason", () => {
    const body = message(
      [
        { type: "text", text: "Let me " },
        { type: "thinking", thinking: "…", signature: "s" },
        { type: "text", text: "check." },
        { type: "tool_use", id: "toolu_1", name: "lookup", input: { id: "A1" } },
      ],
      { stop_reason: "tool_use" },
    );
    expect(readMessage(body)).toEqual({
      text: "Let me check.",
      toolCalls: [{ id: "toolu_1", name: "lookup", args: { id: "A1" } }],
      usage: { inputTokens: 12, outputTokens: 7 },
      model: "claude-test",
      id: "msg_1",
      finishReason: "tool_use",
    });
  });

  it.each([
    ["a string body", "<html>oops</html>"],
    ["null", null],
    ["no content array", { type: "message" }],
    ["a block without text", message([{ type: "text" }])],
    ["a tool_use without id", message([{ type: "tool_use", name: "x", input: {} }])],
  ])("throws MalformedResponseError for %s", (_name, body) => {
    expect(() => readMessage(body)).toThrow(MalformedResponseError);
  });
});

describe("readMessageStream", () => {
  it("reports each text delta, assembles tool input from input_json_delta, and takes the final usage", async () => {
    const heard: string[] = [];
    const response = await readMessageStream(
      events([
        start,
        { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
        { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Hel" } },
        { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "lo" } },
        { type: "content_block_stop", index: 0 },
        { type: "content_block_start", index: 1, content_block: { type: "tool_use", id: "toolu_9", name: "lookup", input: {} } },
        { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: '{"id": ' } },
        { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: '"A1"}' } },
        { type: "content_block_stop", index: 1 },
        { type: "message_delta", delta: { stop_reason: "tool_use" }, usage: { output_tokens: 30 } },
        stop,
      ]),
      (d) => heard.push(d),
    );
    expect(heard).toEqual(["Hel", "lo"]);
    expect(response).toEqual({
      text: "Hello",
      toolCalls: [{ id: "toolu_9", name: "lookup", args: { id: "A1" } }],
      usage: { inputTokens: 20, outputTokens: 30 },
      model: "claude-test",
      id: "msg_1",
      finishReason: "tool_use",
    });
  });

  it("joins a text block's opening text with its deltas, and text blocks in index order, however many deltas arrive", async () => {
    const deltas = Array.from({ length: 100_000 }, (_, i) => ({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: i % 2 ? "b" : "a" } }));
    let heard = 0;
    const response = await readMessageStream(
      events([
        start,
        { type: "content_block_start", index: 1, content_block: { type: "text", text: "" } },
        { type: "content_block_start", index: 0, content_block: { type: "text", text: "Pick: " } },
        ...deltas,
        { type: "content_block_delta", index: 1, delta: { type: "text_delta", text: " Done." } },
        stop,
      ]),
      () => heard++,
    );
    expect(response.text).toBe(`Pick: ${"ab".repeat(50_000)} Done.`);
    expect(heard).toBe(100_002);
  });

  it("keeps tool input that does not parse as the raw text (the tool loop reports it to the model)", async () => {
    const response = await readMessageStream(
      events([
        start,
        { type: "content_block_start", index: 0, content_block: { type: "tool_use", id: "t", name: "lookup", input: {} } },
        { type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: '{"id": "A' } },
        stop,
      ]),
    );
    expect(response.toolCalls).toEqual([{ id: "t", name: "lookup", args: '{"id": "A' }]);
  });

  it("uses the block's own input when no JSON pieces arrive", async () => {
    const response = await readMessageStream(
      events([start, { type: "content_block_start", index: 0, content_block: { type: "tool_use", id: "t", name: "ping", input: {} } }, stop]),
    );
    expect(response.toolCalls).toEqual([{ id: "t", name: "ping", args: {} }]);
  });

  it.each([
    ["a stream without message_stop", [start]],
    ["an empty stream", []],
    ["an event that is not an object", [start, "nope", stop]],
    ["a delta for a block never started", [start, { type: "content_block_delta", index: 3, delta: { type: "text_delta", text: "x" } }, stop]],
  ])("throws MalformedResponseError for %s", async (_name, list) => {
    await expect(readMessageStream(events(list as unknown[]))).rejects.toThrow(MalformedResponseError);
  });

  it("rejects with the signal's reason when the stream ended because it was aborted", async () => {
    const controller = new AbortController();
    const reason = new Error("stop");
    controller.abort(reason);
    await expect(readMessageStream(events([start]), undefined, controller.signal)).rejects.toBe(reason);
  });
});
