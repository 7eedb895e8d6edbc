import { MalformedResponseError, type ToolCall } from "@agentic-ts/core";
import { readToolCall, replyOf, type ReplyParts, type SpecReply } from "./read-result";
import type { SpecStreamPart, SpecWarning } from "./spec-model";

/**
 * Reads a `doStream` stream to its end: each text delta goes to `onText` as it arrives; tool calls are
 * taken from their `tool-call` parts (or assembled from `tool-input-*` deltas when a provider sends no
 * such part); usage and the finish reason come from the `finish` part, warnings from `stream-start`, the
 * response's model and id from `response-metadata`. An `error` part rejects with its error. The reader is
 * released (and the stream cancelled) however it ends.
 */
export async function readStream(stream: ReadableStream<SpecStreamPart>, onText: ((delta: string) => void) | undefined, provider = "the model"): Promise<SpecReply> {
  if (typeof (stream as { getReader?: unknown } | undefined)?.getReader !== "function") {
    throw new MalformedResponseError(`${provider} answered doStream without a readable stream, which every specification version has.`, { provider });
  }
  let text = "";
  const toolCalls: ToolCall[] = [];
  const inputs = new Map<string, { name: string; input: string; called: boolean }>();
  let finish: Pick<ReplyParts, "usage" | "finishReason"> = {};
  let warnings: readonly SpecWarning[] | undefined;
  let id: string | undefined;
  let model: string | undefined;
  const reader = stream.getReader();
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      const part = next.value;
      // Not a part of the spec (null, a string): skipped, as an unknown part type is.
      if (typeof part !== "object" || part === null) continue;
      switch (part.type) {
        case "text-delta": {
          // v2's first drafts named the delta `textDelta`; the released specs all say `delta`.
          const raw: unknown = part.delta ?? (part as { textDelta?: unknown }).textDelta;
          const delta = typeof raw === "string" ? raw : "";
          text += delta;
          if (delta !== "") onText?.(delta);
          break;
        }
        case "tool-input-start":
          if (!part.providerExecuted) inputs.set(part.id, { name: part.toolName, input: "", called: false });
          break;
        case "tool-input-delta": {
          const input = inputs.get(part.id);
          if (input) input.input += part.delta;
          break;
        }
        case "tool-call":
          if (part.providerExecuted) break;
          toolCalls.push(readToolCall(part));
          for (const [key, input] of inputs) if (key === part.toolCallId) input.called = true;
          break;
        case "stream-start":
          warnings = part.warnings as readonly SpecWarning[];
          break;
        case "response-metadata":
          id = part.id ?? id;
          model = part.modelId ?? model;
          break;
        case "finish":
          finish = { usage: part.usage, finishReason: part.finishReason };
          break;
        case "error":
          throw part.error;
        default:
          break;
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  // Inputs streamed without a closing tool-call part still make a call.
  for (const [callId, input] of inputs) if (!input.called) toolCalls.push({ id: callId, name: input.name, args: input.input === "" ? "{}" : input.input });
  return replyOf({ text, toolCalls, ...finish, id, model, warnings });
}
