import { loopbackId } from "./loopback-ids";
import type { ProviderFormat, ReplyContext, SseEvent } from "./provider-format";
import { splitDeltas } from "./split-deltas";

/** The OpenAI Chat Completions wire format (`POST /v1/chat/completions`). */
export const openaiFormat: ProviderFormat = {
  requestIdHeader: "x-request-id",

  errorBody(status, message) {
    const [type, code] = errorKind(status);
    return { error: { message, type, param: null, code } };
  },

  replyBody(context) {
    const { reply } = context;
    const toolCalls = toolCallsOf(context);
    return {
      id: loopbackId("chatcmpl-"),
      object: "chat.completion",
      created: nowSeconds(),
      model: context.model,
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: reply.text ?? (toolCalls.length ? null : ""),
            refusal: null,
            annotations: [],
            ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
          },
          logprobs: null,
          finish_reason: toolCalls.length ? "tool_calls" : "stop",
        },
      ],
      usage: usageOf(context),
      service_tier: "default",
      system_fingerprint: null,
    };
  },

  streamEvents(context) {
    const { reply, request } = context;
    const toolCalls = toolCallsOf(context);
    const includeUsage = request.body?.stream_options?.include_usage === true;
    const base = { id: loopbackId("chatcmpl-"), object: "chat.completion.chunk", created: nowSeconds(), model: context.model };
    // With include_usage on, the real API puts `usage: null` on every chunk but the last.
    const chunk = (delta: object, finish: string | null = null): SseEvent =>
      data({
        ...base,
        system_fingerprint: null,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        ...(includeUsage ? { usage: null } : {}),
      });

    const events: SseEvent[] = [chunk({ role: "assistant", content: reply.text === undefined ? null : "", refusal: null })];
    for (const piece of splitDeltas(reply.text ?? "")) events.push(chunk({ content: piece }));
    toolCalls.forEach((call, index) => {
      events.push(chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } }] }));
      for (const piece of splitDeltas(call.function.arguments)) {
        events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
      }
    });
    events.push(chunk({}, toolCalls.length ? "tool_calls" : "stop"));
    if (includeUsage) events.push(data({ ...base, system_fingerprint: null, choices: [], usage: usageOf(context) }));
    events.push({ data: "[DONE]" });
    return events;
  },

  malformedEvent(text) {
    return { data: text };
  },
};

function data(value: object): SseEvent {
  return { data: JSON.stringify(value) };
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function toolCallsOf(context: ReplyContext) {
  return (context.reply.toolCalls ?? []).map((call) => ({
    id: call.id ?? loopbackId("call_"),
    type: "function" as const,
    function: { name: call.name, arguments: typeof call.args === "string" ? call.args : JSON.stringify(call.args) },
  }));
}

function usageOf({ usage }: ReplyContext) {
  return {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
    prompt_tokens_details: { cached_tokens: usage.cachedInputTokens ?? 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: usage.reasoningTokens ?? 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  };
}

// The `type` / `code` pairs the real API sends for these statuses.
function errorKind(status: number): [string, string | null] {
  if (status === 401) return ["invalid_request_error", "invalid_api_key"];
  if (status === 429) return ["requests", "rate_limit_exceeded"];
  if (status >= 500) return ["server_error", null];
  return ["invalid_request_error", null];
}

