import { validateReturnValue, type JsonSchema } from "@agentic-ts/core";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { isMcpContent } from "./mcp-content";

/**
 * Maps what a served function returned to an MCP tool result: {@link mcpContent} blocks as they are; a
 * string as one text block; `undefined` as an empty text block; any other JSON value as its JSON text,
 * and — a plain object — as `structuredContent` too (MCP's structured content is an object; the same JSON
 * is sent as text for clients that read only `content`).
 *
 * A `tool` that declares an `outputSchema` (see {@link toolOutputSchema}) promises its clients that shape,
 * and the SDK's client checks it: its result is the value's JSON with the fields the schema does not declare
 * dropped (core's `validateReturnValue`), as `structuredContent` and as the text. A value that is still not
 * of that shape (the function's return type was cast) throws, so the call answers as a failed function does.
 */
export function toolResult(value: unknown, tool?: Pick<Tool, "name" | "outputSchema">): CallToolResult {
  if (isMcpContent(value)) return { content: value.blocks.map((b) => ({ ...b })) as CallToolResult["content"] };
  if (tool?.outputSchema !== undefined) return structuredResult(value, tool.name, tool.outputSchema as JsonSchema);
  if (typeof value === "string") return { content: [{ type: "text", text: value }] };
  if (value === undefined) return { content: [{ type: "text", text: "" }] };
  const text = JSON.stringify(value);
  // JSON.stringify gives undefined for functions and symbols: nothing a client could read.
  if (text === undefined) return { content: [{ type: "text", text: "" }] };
  if (isPlainRecord(value)) return { content: [{ type: "text", text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
  return { content: [{ type: "text", text }] };
}

/** An `isError` tool result carrying `message` as its one text block. */
export function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text: message }] };
}

function structuredResult(value: unknown, name: string, outputSchema: JsonSchema): CallToolResult {
  const checked = validateReturnValue(outputSchema, value);
  if (!checked.ok) throw new TypeError(`the result of tool "${name}" does not match its outputSchema: ${checked.problem.message}`);
  const data = checked.value as Record<string, unknown>;
  return { content: [{ type: "text", text: JSON.stringify(data) }], structuredContent: data };
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
