import { MalformedResponseError, type ModelResponse, type ToolCall } from "@agentic-ts/core";
import { readFinishReason } from "./read-finish-reason";
import { readUsage } from "./read-usage";
import { readWarnings, warnsToolsUnsupported } from "./read-warnings";
import type { SpecGenerateResult, SpecWarning } from "./spec-model";

/** A model's answer as core reads it, and whether the model said it ignored the offered tools. */
export interface SpecReply {
  readonly response: ModelResponse;
  readonly toolsUnsupported: boolean;
}

/**
 * Reads a `doGenerate` result: the text parts joined, the tool calls the model asked for (not those a
 * provider ran itself), usage, finish reason, the response's model and id, and the warnings.
 */
export function readResult(result: SpecGenerateResult, provider = "the model"): SpecReply {
  // A result without its content list is not what the spec promises: a malformed answer (retried), not a crash.
  if (typeof result !== "object" || result === null || !Array.isArray((result as { content?: unknown }).content)) {
    throw new MalformedResponseError(`${provider} answered doGenerate without a content array, which every specification version has.`, { provider });
  }
  let text = "";
  const toolCalls: ToolCall[] = [];
  for (const part of result.content) {
    if (part?.type === "text" && typeof part.text === "string") text += part.text;
    else if (part?.type === "tool-call" && !part.providerExecuted) toolCalls.push(readToolCall(part));
  }
  // v4 may carry the reply of a native JSON response format on its own.
  const structured = (result as { structuredOutputText?: string }).structuredOutputText;
  if (text === "" && typeof structured === "string") text = structured;
  return replyOf({
    text,
    toolCalls,
    usage: result.usage,
    finishReason: result.finishReason,
    id: result.response?.id,
    model: result.response?.modelId,
    warnings: result.warnings,
  });
}

/** The pieces of an answer, as a result or a stream delivers them. */
export interface ReplyParts {
  readonly text: string;
  readonly toolCalls: readonly ToolCall[];
  readonly usage?: SpecGenerateResult["usage"];
  readonly finishReason?: SpecGenerateResult["finishReason"];
  readonly id?: string;
  readonly model?: string;
  readonly warnings?: readonly SpecWarning[];
}

/** Builds core's response from the pieces of an answer; fields the model did not report are left out. */
export function replyOf(parts: ReplyParts): SpecReply {
  const response: { -readonly [K in keyof ModelResponse]: ModelResponse[K] } = { text: parts.text };
  if (parts.toolCalls.length > 0) response.toolCalls = parts.toolCalls;
  const usage = readUsage(parts.usage);
  if (usage) response.usage = usage;
  const finishReason = readFinishReason(parts.finishReason);
  if (finishReason !== undefined) response.finishReason = finishReason;
  if (parts.model !== undefined) response.model = parts.model;
  if (parts.id !== undefined) response.id = parts.id;
  const warnings = readWarnings(parts.warnings);
  if (warnings.length > 0) response.warnings = warnings;
  return { response, toolsUnsupported: warnsToolsUnsupported(parts.warnings) };
}

/**
 * A tool-call part as core's {@link ToolCall}: `input` is the arguments' JSON text in every version (core
 * parses and checks it, so a malformed call is re-picked rather than thrown); an object (older v2 models
 * sent `args`) passes as it is.
 */
export function readToolCall(part: { toolCallId: string; toolName: string; input?: unknown }): ToolCall {
  const args = part.input ?? (part as { args?: unknown }).args ?? "{}";
  return { id: part.toolCallId, name: part.toolName, args };
}
