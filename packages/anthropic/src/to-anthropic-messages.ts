import type Anthropic from "@anthropic-ai/sdk";
import type { ContentPart, Message } from "@agentic-ts/core";
import { toToolInput } from "./tool-input";

type Block = Anthropic.TextBlockParam | Anthropic.ImageBlockParam | Anthropic.ToolUseBlockParam | Anthropic.ToolResultBlockParam;
type Role = "user" | "assistant";

/** How {@link toAnthropicMessages} writes the conversation. */
export interface MessageMappingOptions {
  /**
   * Whether tool calls and results are sent as `tool_use` / `tool_result` blocks. The API refuses those
   * blocks in a request that defines no tools, so a request that offers none (a re-pick after a tool
   * loop) sends them as plain text instead. Default true.
   */
  readonly toolBlocks?: boolean;
}

/**
 * Maps core messages to Messages API `messages`: user text and `image` blocks, assistant text with `tool_use` blocks, and
 * tool results as `tool_result` blocks of a user message. Consecutive messages of the same role are
 * merged (the API wants user and assistant to alternate), so consecutive tool results become one user
 * message; inside a user message the `tool_result` blocks come first, as the API requires. Empty text
 * is dropped (the API refuses empty text blocks).
 */
export function toAnthropicMessages(messages: readonly Message[], options: MessageMappingOptions = {}): Anthropic.MessageParam[] {
  const toolBlocks = options.toolBlocks ?? true;
  const turns: Array<{ role: Role; blocks: Block[] }> = [];
  const add = (role: Role, blocks: Block[]): void => {
    if (blocks.length === 0) return;
    const last = turns[turns.length - 1];
    if (last && last.role === role) last.blocks.push(...blocks);
    else turns.push({ role, blocks });
  };
  for (const message of messages) {
    if (message.role === "user") add("user", message.parts ? message.parts.flatMap(partBlocks) : textBlocks(message.content));
    else if (message.role === "assistant") add("assistant", assistantBlocks(message, toolBlocks));
    else add("user", toolResultBlocks(message, toolBlocks));
  }
  return turns.map(({ role, blocks }) => ({ role, content: finishContent(role, blocks) }));
}

function textBlocks(text: string): Block[] {
  return text === "" ? [] : [{ type: "text", text }];
}

/** A content part as a block: text, or an image with a base64 or URL source. */
function partBlocks(part: ContentPart): Block[] {
  if (part.type === "text") return textBlocks(part.text);
  const { source } = part;
  return [
    source.type === "url"
      ? { type: "image", source: { type: "url", url: source.url } }
      : { type: "image", source: { type: "base64", media_type: source.mediaType, data: source.data } },
  ];
}

function assistantBlocks(message: Extract<Message, { role: "assistant" }>, toolBlocks: boolean): Block[] {
  const blocks = textBlocks(message.content);
  for (const call of message.toolCalls ?? []) {
    if (toolBlocks) blocks.push({ type: "tool_use", id: call.id, name: call.name, input: toToolInput(call.args) });
    else blocks.push(...textBlocks(`[called tool ${call.name} with ${argsText(call.args)}]`));
  }
  return blocks;
}

function toolResultBlocks(message: Extract<Message, { role: "tool" }>, toolBlocks: boolean): Block[] {
  if (!toolBlocks) {
    return textBlocks(`[${message.isError ? "error from" : "result of"} tool ${message.name}: ${message.content}]`);
  }
  const block: Anthropic.ToolResultBlockParam = { type: "tool_result", tool_use_id: message.toolCallId };
  if (message.content !== "") block.content = message.content;
  if (message.isError) block.is_error = true;
  return [block];
}

function argsText(args: unknown): string {
  return typeof args === "string" ? args : JSON.stringify(args ?? {});
}

/** Puts tool results first in a user turn and writes a lone text block as a plain string. */
function finishContent(role: Role, blocks: Block[]): string | Block[] {
  const ordered = role === "user" ? [...blocks.filter(isToolResult), ...blocks.filter((b) => !isToolResult(b))] : blocks;
  const only = ordered.length === 1 ? ordered[0] : undefined;
  return only?.type === "text" ? only.text : ordered;
}

function isToolResult(block: Block): boolean {
  return block.type === "tool_result";
}
