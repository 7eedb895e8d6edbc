import type { ModelResponse, ToolCall } from "@agentic-ts/core";
import { malformed } from "./malformed";
import { readUsage } from "./read-usage";
import { isPlainObject } from "./tool-input";

/**
 * Reads a Messages API `Message` (a non-streaming reply) into a core model response: `text` blocks
 * joined as the text, `tool_use` blocks as tool calls with their `input` as args, `usage` as token
 * counts, `stop_reason` as the finish reason. Other block kinds (thinking, server tools) are skipped. Throws a `MalformedResponseError` when
 * the body is not a message (not an object, no `content` array, a block without its fields).
 */
export function readMessage(body: unknown): ModelResponse {
  if (!isPlainObject(body)) return fail(`expected a message object, got ${kindOf(body)}`);
  if (!Array.isArray(body.content)) return fail(`the message has no "content" array (got ${kindOf(body.content)})`);
  let text = "";
  const toolCalls: ToolCall[] = [];
  for (const [index, block] of body.content.entries()) {
    if (!isPlainObject(block) || typeof block.type !== "string") fail(`content[${index}] is not a content block`);
    if (block.type === "text") {
      if (typeof block.text !== "string") fail(`content[${index}] is a text block without a string "text"`);
      text += block.text;
    } else if (block.type === "tool_use") {
      if (typeof block.id !== "string" || typeof block.name !== "string") fail(`content[${index}] is a tool_use block without "id" and "name"`);
      toolCalls.push({ id: block.id, name: block.name, args: block.input ?? {} });
    }
  }
  const usage = readUsage(body.usage);
  return {
    text,
    ...(toolCalls.length > 0 ? { toolCalls } : {}),
    ...(usage ? { usage } : {}),
    ...(typeof body.model === "string" ? { model: body.model } : {}),
    ...(typeof body.id === "string" && body.id !== "" ? { id: body.id } : {}),
    ...(typeof body.stop_reason === "string" ? { finishReason: body.stop_reason } : {}),
  };
}

function fail(what: string): never {
  throw malformed(what);
}

// Names the JSON kind of a value for error messages.
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return value.length > 60 ? "a string (not JSON)" : `the string ${JSON.stringify(value)}`;
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
