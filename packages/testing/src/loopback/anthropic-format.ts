import { loopbackId } from "./loopback-ids";
import type { ProviderFormat, ReplyContext, SseEvent } from "./provider-format";
import { splitDeltas } from "./split-deltas";

/** The Anthropic Messages wire format (`POST /v1/messages`). */
export const anthropicFormat: ProviderFormat = {
  requestIdHeader: "request-id",

  errorBody(status, message, requestId) {
    return { type: "error", error: { type: errorType(status), message }, request_id: requestId };
  },

  replyBody(context) {
    const content = contentOf(context);
    return {
      ...messageShell(context),
      content,
      stop_reason: stopReason(context),
      usage: { ...inputUsage(context), output_tokens: context.usage.outputTokens },
    };
  },

  streamEvents(context) {
    const blocks = contentOf(context);
    const events: SseEvent[] = [
      event("message_start", {
        type: "message_start",
        message: {
          ...messageShell(context),
          content: [],
          stop_reason: null,
          // The real API reports the input tokens up front and a provisional output count.
          usage: { ...inputUsage(context), output_tokens: 1 },
        },
      }),
    ];
    blocks.forEach((block, index) => {
      const start = block.type === "text" ? { type: "text", text: "" } : { ...block, input: {} };
      events.push(event("content_block_start", { type: "content_block_start", index, content_block: start }));
      if (index === 0) events.push(event("ping", { type: "ping" }));
      const deltas =
        block.type === "text"
          ? splitDeltas(block.text).map((text) => ({ type: "text_delta", text }))
          : ["", ...splitDeltas(JSON.stringify(block.input))].map((partial_json) => ({ type: "input_json_delta", partial_json }));
      for (const delta of deltas) events.push(event("content_block_delta", { type: "content_block_delta", index, delta }));
      events.push(event("content_block_stop", { type: "content_block_stop", index }));
    });
    events.push(
      event("message_delta", {
        type: "message_delta",
        delta: { stop_reason: stopReason(context), stop_sequence: null },
        usage: { output_tokens: context.usage.outputTokens },
      }),
      event("message_stop", { type: "message_stop" }),
    );
    return events;
  },

  malformedEvent(text) {
    return { event: "content_block_delta", data: text };
  },
};

type Block = { type: "text"; text: string } | { type: "tool_use"; id: string; name: string; input: object | string };

function contentOf({ reply }: ReplyContext): Block[] {
  const blocks: Block[] = [];
  const calls = reply.toolCalls ?? [];
  // A tool-only reply has no text block; a plain reply always has one, even if empty.
  if (reply.text !== undefined || calls.length === 0) blocks.push({ type: "text", text: reply.text ?? "" });
  for (const call of calls) blocks.push({ type: "tool_use", id: call.id ?? loopbackId("toolu_"), name: call.name, input: call.args });
  return blocks;
}

function messageShell(context: ReplyContext) {
  return { id: loopbackId("msg_"), type: "message", role: "assistant", model: context.model, stop_sequence: null };
}

// Anthropic splits the input: `input_tokens` is what was neither read from nor written to the cache.
function inputUsage({ usage }: ReplyContext) {
  const read = usage.cachedInputTokens ?? 0;
  const written = usage.cacheWriteInputTokens ?? 0;
  return {
    input_tokens: Math.max(0, usage.inputTokens - read - written),
    cache_creation_input_tokens: written,
    cache_read_input_tokens: read,
    service_tier: "standard",
  };
}

function stopReason({ reply }: ReplyContext): string {
  return reply.toolCalls?.length ? "tool_use" : "end_turn";
}

function event(name: string, value: object): SseEvent {
  return { event: name, data: JSON.stringify(value) };
}

// The error `type` the real API sends for each status.
function errorType(status: number): string {
  const known: Record<number, string> = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    504: "timeout_error",
    529: "overloaded_error",
  };
  return known[status] ?? (status >= 500 ? "api_error" : "invalid_request_error");
}
