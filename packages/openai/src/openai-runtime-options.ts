import type { EventLoopBudget } from "@agentic-ts/transport";
import type { RuntimeOptions } from "@agentic-ts/core";
import type { OpenAIChatClient } from "./openai-chat-client";
import type { MaxTokensParam } from "./to-chat-request";

/** Options of {@link OpenAIRuntime}: how to reach the server, plus everything a core runtime accepts. */
export interface OpenAIRuntimeOptions extends RuntimeOptions {
  /** The API key; defaults to `OPENAI_API_KEY`. Servers that need none (Ollama, vLLM) may omit it when `baseURL` is set. */
  readonly apiKey?: string;
  /** The server's base URL, e.g. `http://127.0.0.1:11434/v1`; defaults to `OPENAI_BASE_URL`, then api.openai.com. */
  readonly baseURL?: string;
  /** The OpenAI organization id sent with each request. */
  readonly organization?: string;
  /**
   * A ready client to use instead of building one (its own retries are turned off per request): an
   * `openai` 6 or 7 client, or anything with the same `chat.completions.create`.
   */
  readonly client?: OpenAIChatClient;
  /**
   * The `fetch` the built client sends requests with (a proxy-aware one, say). Given, the runtime keeps
   * no connection pool of its own. Ignored with `client`.
   */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * The most connections kept open to the server (default {@link DEFAULT_MAX_CONNECTIONS}, 64); further
   * requests wait for a free one. It caps the calls in flight: raise it when many slow calls should run
   * at once. `0` or `Infinity`: no cap. Ignored with `client` or `fetch`.
   */
  readonly maxConnections?: number;
  /**
   * The {@link EventLoopBudget} every answer is admitted by before it is handled, so a burst of answers
   * is handled a few milliseconds at a time instead of stalling the event loop (default
   * `EventLoopBudget.shared`, which every runtime shares). `false` turns it off. Ignored with `client`
   * or `fetch`.
   */
  readonly loopBudget?: EventLoopBudget | false;
  /** Headers sent with every request. */
  readonly defaultHeaders?: Record<string, string>;
  /**
   * Whether to stream replies. Default: stream when the request has `onText`, so text reaches the
   * caller as it arrives; `false` never streams, `true` always does.
   */
  readonly stream?: boolean;
  /**
   * Whether to send `responseFormat` as a native `json_schema` response format (default true). When the
   * server rejects it, the runtime switches to a text instruction for the rest of its life.
   */
  readonly structuredOutputs?: boolean;
  /**
   * The body field `settings.maxTokens` is sent as. Default: `max_completion_tokens` for api.openai.com
   * and Azure OpenAI (OpenAI's reasoning models refuse the older field), `max_tokens` for any other
   * `baseURL` (Ollama, LM Studio and llama.cpp know only that one).
   */
  readonly maxTokensParam?: MaxTokensParam;
  /**
   * The SDK's own per-request timeout in milliseconds (default 10 minutes). Keep it generous: the
   * call's `timeoutMs` deadline is what governs.
   */
  readonly timeoutMs?: number;
}
