import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { isMcpContent } from "./mcp-content";

/**
 * Maps what a served function returned to an MCP tool result: {@link mcpContent} blocks as they are; a
 * string as one text block; `undefined` as an empty text block; any other JSON value as its JSON text,
 * and — a plain object — as `structuredContent` too (MCP's structured content is an object; the same JSON
 * is sent as text for clients that read only `content`).
 */
export function toolResult(value: unknown): CallToolResult {
  if (isMcpContent(value)) return { content: value.blocks.map((b) => ({ ...b })) as CallToolResult["content"] };
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

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
