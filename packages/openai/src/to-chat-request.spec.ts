import type { ModelRequest } from "@agentic-ts/core";
import { toChatRequest } from "./to-chat-request";

const signal = new AbortController().signal;

function request(partial: Partial<ModelRequest>): ModelRequest {
  return { messages: [], tools: [], signal, ...partial };
}

describe("toChatRequest", () => {
  it("puts the system prompt first and maps every message role", () => {
    const body = toChatRequest(
      request({
        system: "Be brief.",
        messages: [
          { role: "user", content: "Where is A?" },
          { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "lookup", args: '{"id":"A"}' }, { id: "c2", name: "ping", args: { n: 1 } }] },
          { role: "tool", toolCallId: "c1", name: "lookup", content: '{"status":"ok"}' },
          { role: "tool", toolCallId: "c2", name: "ping", content: "Tool failed", isError: true },
          { role: "assistant", content: "Delivered." },
        ],
      }),
      { model: "m", nativeFormat: true },
    );
    expect(body).toEqual({
      model: "m",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Where is A?" },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "c1", type: "function", function: { name: "lookup", arguments: '{"id":"A"}' } },
            { id: "c2", type: "function", function: { name: "ping", arguments: '{"n":1}' } },
          ],
        },
        { role: "tool", tool_call_id: "c1", content: '{"status":"ok"}' },
        { role: "tool", tool_call_id: "c2", content: "Tool failed" },
        { role: "assistant", content: "Delivered." },
      ],
    });
  });

  it("keeps assistant text that came with tool calls", () => {
    const body = toChatRequest(
      request({ messages: [{ role: "assistant", content: "Checking.", toolCalls: [{ id: "c", name: "x", args: undefined }] }] }),
      { model: "m", nativeFormat: true },
    );
    expect(body.messages[0]).toEqual({
      role: "assistant",
      content: "Checking.",
      tool_calls: [{ id: "c", type: "function", function: { name: "x", arguments: "{}" } }],
    });
  });

  it("maps tools to function tools and omits an empty tool list", () => {
    const parameters = { type: "object" as const, properties: { id: { type: "string" as const } }, required: ["id"] };
    const withTools = toChatRequest(
      request({ tools: [{ name: "lookup", description: "Find it.", parameters }, { name: "bare", parameters: { type: "object" } }] }),
      { model: "m", nativeFormat: true },
    );
    expect(withTools.tools).toEqual([
      { type: "function", function: { name: "lookup", description: "Find it.", parameters } },
      { type: "function", function: { name: "bare", parameters: { type: "object" } } },
    ]);
    expect(toChatRequest(request({}), { model: "m", nativeFormat: true })).not.toHaveProperty("tools");
  });

  it("sends the response format as a non-strict json_schema only when native", () => {
    const responseFormat = { name: "response", schema: { type: "object" as const } };
    expect(toChatRequest(request({ responseFormat }), { model: "m", nativeFormat: true }).response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "response", schema: { type: "object" }, strict: false },
    });
    expect(toChatRequest(request({ responseFormat }), { model: "m", nativeFormat: false })).not.toHaveProperty("response_format");
  });
});
