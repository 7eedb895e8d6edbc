import type { RecordedRequest } from "./recorded-request";

/**
 * One tool call in a {@link LoopbackReply}; `id` defaults to a generated provider-style id. `args` as a
 * string is sent as it is (OpenAI's `arguments` text, Anthropic's `input`), to script a malformed call.
 */
export interface LoopbackToolCall {
  readonly id?: string;
  readonly name: string;
  readonly args: object | string;
}

/**
 * Token counts reported with a {@link LoopbackReply}, in core's terms (`inputTokens` is every input token,
 * cached ones included; `outputTokens` every output token, reasoning included); each wire format renders
 * them in its own fields. OpenAI: `prompt_tokens`, `prompt_tokens_details.cached_tokens`,
 * `completion_tokens`, `completion_tokens_details.reasoning_tokens`. Anthropic: `input_tokens` (the
 * uncached rest), `cache_read_input_tokens`, `cache_creation_input_tokens`, `output_tokens`.
 */
export interface LoopbackUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** Of `inputTokens`, those read from the prompt cache. Default 0. */
  readonly cachedInputTokens?: number;
  /** Of `outputTokens`, those spent on reasoning (OpenAI only: Anthropic reports none). Default 0. */
  readonly reasoningTokens?: number;
  /** Anthropic only: of `inputTokens`, those written to the prompt cache. Default 0. */
  readonly cacheWriteInputTokens?: number;
}

/**
 * A successful model answer, rendered in the format of the endpoint that was called. `model` defaults to
 * the request's `model`, `usage` to `{ inputTokens: 10, outputTokens: 5 }`.
 */
export interface LoopbackReply {
  readonly text?: string;
  readonly toolCalls?: readonly LoopbackToolCall[];
  readonly usage?: LoopbackUsage;
  readonly model?: string;
}

/** A step that answers successfully, optionally after `delayMs`. */
export interface LoopbackReplyStep {
  readonly reply: LoopbackReply;
  readonly delayMs?: number;
}

/** A step that answers with an HTTP error in the provider's own error JSON shape. */
export interface LoopbackStatusFault {
  readonly fault: "status";
  readonly status: number;
  readonly message?: string;
  /** Extra response headers, e.g. `{ "retry-after": "1" }` on a 429. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A step that waits `delayMs` before answering with `then`; it gives up silently if the client leaves. */
export interface LoopbackSlowFault {
  readonly fault: "slow";
  readonly delayMs: number;
  readonly then: LoopbackReplyStep;
}

/** A step that destroys the connection without any response (the client sees a connection reset). */
export interface LoopbackResetFault {
  readonly fault: "reset";
}

/**
 * A step that answers 200 with a body that is not valid JSON: `content-type: application/json` for a
 * plain request, an SSE `data:` line that does not parse for a streaming one.
 */
export interface LoopbackMalformedFault {
  readonly fault: "malformed";
  readonly body?: string;
}

/** What the loopback server does with one model request. */
export type LoopbackStep =
  | LoopbackReplyStep
  | LoopbackStatusFault
  | LoopbackSlowFault
  | LoopbackResetFault
  | LoopbackMalformedFault;

/** A script that picks the step for each model request itself (it may be async, and may throw). */
export type LoopbackStepFunction = (request: RecordedRequest) => LoopbackStep | Promise<LoopbackStep>;
