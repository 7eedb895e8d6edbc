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
  /** `max_tokens` for every call (the Messages API requires it). Default 4096. */
  readonly maxTokens?: number;
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
