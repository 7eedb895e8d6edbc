import type { EventLoopBudget } from "@agentic-ts/transport";
import type Anthropic from "@anthropic-ai/sdk";
import type { RuntimeOptions } from "@agentic-ts/core";

/** Options of {@link AnthropicRuntime}: where and how to reach the Messages API, plus the core runtime options. */
export interface AnthropicRuntimeOptions extends RuntimeOptions {
  /** The API key; defaults to the SDK's own lookup (`ANTHROPIC_API_KEY`). Ignored with `client`. */
  readonly apiKey?: string;
  /** The API base URL; defaults to the SDK's (`ANTHROPIC_BASE_URL`, else api.anthropic.com). Ignored with `client`. */
  readonly baseURL?: string;
  /** Headers sent with every request. Ignored with `client`. */
  readonly defaultHeaders?: Readonly<Record<string, string>>;
  /**
   * A ready SDK client to use instead of building one. Its own retries are switched off per request
   * (`maxRetries: 0`), since the runtime retries transport failures itself.
   */
  readonly client?: Anthropic;
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
  /** `max_tokens` for every call (the Messages API requires it). Default 4096. */
  readonly maxTokens?: number;
  /**
   * Whether the model accepts a forced `tool_choice` (`any` / `tool`), used by `pickMode: "tools"`.
   * Default: by model (Claude Sonnet 5.5 refuses forcing, so it gets `auto` plus the prompt's request for
   * a tool call); set it to override the table.
   */
  readonly forcedToolChoice?: boolean;
  /**
   * Whether to stream replies. Default: stream exactly when the caller listens with `onText`; `true`
   * always streams, `false` never does (`onText` then hears each whole reply once).
   */
  readonly stream?: boolean;
  /**
   * The SDK's own per-request timeout, in milliseconds. Default 10 minutes: the call's deadline
   * (`timeoutMs` / `signal`) is what should end a slow call, this is only a backstop.
   */
  readonly requestTimeoutMs?: number;
}
