import type { Message } from "@agentic-ts/core";
import { toAnthropicMessages } from "./to-anthropic-messages";
import { toAnthropicTools } from "./to-anthropic-tools";

const call = (id: string, name: string, args: unknown) => ({ id, name, args });

describe("toAnthropicMessages", () => {
  it("sends a lone user text as a plain string", () => {
    expect(toAnthropicMessages([{ role: "user", content: "Hi" }])).toEqual([{ role: "user", content: "Hi" }]);
  });

  it("writes assistant tool calls as tool_use blocks after the text, with object inputs", () => {
    const messages: Message[] = [
      { role: "user", content: "Where is A1?" },
      { role: "assistant", content: "Let me look.", toolCalls: [call("toolu_1", "lookupOrder", { orderId: "A1" })] },
    ];
    expect(toAnthropicMessages(messages)[1]).toEqual({
      role: "assistant",
      content: [
        { type: "text", text: "Let me look." },
        { type: "tool_use", id: "toolu_1", name: "lookupOrder", input: { orderId: "A1" } },
      ],
    });
  });

  it("merges consecutive tool results into one user message of tool_result blocks", () => {
    const messages: Message[] = [
      { role: "user", content: "Check both." },
      { role: "assistant", content: "", toolCalls: [call("t1", "a", {}), call("t2", "b", {})] },
      { role: "tool", toolCallId: "t1", name: "a", content: '{"ok":true}', isError: false },
      { role: "tool", toolCallId: "t2", name: "b", content: "Tool \"b\" failed: Error: boom", isError: true },
    ];
    const out = toAnthropicMessages(messages);
    expect(out.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(out[1].content).toEqual([
      { type: "tool_use", id: "t1", name: "a", input: {} },
      { type: "tool_use", id: "t2", name: "b", input: {} },
    ]);
    expect(out[2].content).toEqual([
      { type: "tool_result", tool_use_id: "t1", content: '{"ok":true}' },
      { type: "tool_result", tool_use_id: "t2", content: 'Tool "b" failed: Error: boom', is_error: true },
    ]);
  });

  it("merges consecutive same-role messages and keeps tool results first in a user message", () => {
    const messages: Message[] = [
      { role: "user", content: "one" },
      { role: "user", content: "two" },
      { role: "assistant", content: "", toolCalls: [call("t1", "a", {})] },
      { role: "user", content: "(note)" },
      { role: "tool", toolCallId: "t1", name: "a", content: "r" },
      { role: "assistant", content: "x" },
      { role: "assistant", content: "y" },
    ];
    const out = toAnthropicMessages(messages);
    expect(out.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(out[0].content).toEqual([
      { type: "text", text: "one" },
      { type: "text", text: "two" },
    ]);
    expect(out[2].content).toEqual([
      { type: "tool_result", tool_use_id: "t1", content: "r" },
      { type: "text", text: "(note)" },
    ]);
    expect(out[3].content).toEqual([
      { type: "text", text: "x" },
      { type: "text", text: "y" },
    ]);
  });

  it("drops empty text and the messages left empty, merging their neighbours", () => {
    const messages: Message[] = [
      { role: "user", content: "a" },
      { role: "assistant", content: "" },
      { role: "user", content: "b" },
    ];
    expect(toAnthropicMessages(messages)).toEqual([
      { role: "user", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] },
    ]);
  });

  it("omits the content of an empty tool result", () => {
    const out = toAnthropicMessages([{ role: "tool", toolCallId: "t", name: "a", content: "" }]);
    expect(out[0].content).toEqual([{ type: "tool_result", tool_use_id: "t" }]);
  });

  it("parses JSON-string args into the input object, and sends {} for args that are not an object", () => {
    const messages: Message[] = [
      {
        role: "assistant",
        content: "",
        toolCalls: [call("t1", "a", '{"x":1}'), call("t2", "a", '{"x": 1'), call("t3", "a", "[1]"), call("t4", "a", "")],
      },
    ];
    const blocks = toAnthropicMessages(messages)[0].content as Array<{ input: unknown }>;
    expect(blocks.map((b) => b.input)).toEqual([{ x: 1 }, {}, {}, {}]);
  });

  it("writes tool calls and results as text when the request offers no tools", () => {
    const messages: Message[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: "", toolCalls: [call("t1", "lookup", { id: "A1" })] },
      { role: "tool", toolCallId: "t1", name: "lookup", content: "delivered" },
      { role: "tool", toolCallId: "t1", name: "lookup", content: "no such order", isError: true },
      { role: "assistant", content: "done" },
      { role: "user", content: "pick again" },
    ];
    const out = toAnthropicMessages(messages, { toolBlocks: false });
    expect(JSON.stringify(out)).not.toMatch(/tool_use|tool_result/);
    expect(out.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
    expect(out[1].content).toBe('[called tool lookup with {"id":"A1"}]');
    expect(out[2].content).toEqual([
      { type: "text", text: "[result of tool lookup: delivered]" },
      { type: "text", text: "[error from tool lookup: no such order]" },
    ]);
  });
});

describe("toAnthropicTools", () => {
  it("maps definitions to { name, description, input_schema } with an object schema", () => {
    const tools = toAnthropicTools([
      { name: "lookup", description: "Look up.", parameters: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
      { name: "ping", parameters: {} },
    ]);
    expect(tools).toEqual([
      { name: "lookup", description: "Look up.", input_schema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
      { name: "ping", input_schema: { type: "object" } },
    ]);
  });
});
