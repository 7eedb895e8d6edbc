import Anthropic from "@anthropic-ai/sdk";
import { ConfigurationError, Runtime, type ModelRequest, type ModelResponse } from "@agentic-ts/core";
import type { AnthropicRuntimeOptions } from "./anthropic-runtime-options";
import { buildMessageParams } from "./build-message-params";
import { openConnectionPool, type ConnectionPool } from "@agentic-ts/transport";
import { readMessageBody } from "./read-message-body";
import { readMessageStream } from "./read-message-stream";
import { anthropicSetup, toProviderError } from "./to-provider-error";

/** The default `max_tokens` of {@link AnthropicRuntime}. */
export const DEFAULT_MAX_TOKENS = 4096;

/** The default SDK request timeout of {@link AnthropicRuntime}: a backstop behind the call's own deadline. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 600_000;

/**
 * A runtime over Anthropic's Messages API, through the official `@anthropic-ai/sdk`. It maps core
 * requests to `messages.create` (system prompt, alternating messages, `tool_use` / `tool_result` blocks,
 * tools), streams when asked, and throws core's typed provider errors; retries, deadlines, decisions
 * and the tool loop come from {@link Runtime}. Requests go through a keep-alive connection pool
 * of the runtime's own (see `maxConnections`), and answers are handled within the event-loop budget
 * (see `loopBudget`); create one runtime, share it, and
 * {@link AnthropicRuntime.close} it when done.
 *
 * @example
 * ```ts
 * const runtime = new AnthropicRuntime({ model: "claude-sonnet-5-5" });
 * const next = await decision.make("Route this ticket.", { refund: desk.refund, close: "CLOSED" }, { runtime });
 * await runtime.close();
 * ```
 */
export class AnthropicRuntime extends Runtime {
  /** The SDK client every call goes through. */
  readonly client: Anthropic;
  /** `max_tokens` sent with every call. */
  readonly maxTokens: number;
  /** True unless streaming is switched off: the hook then reports text deltas to `onText` itself. */
  override readonly streamsText: boolean;
  /** `anthropic`: the GenAI provider name telemetry reports. */
  override readonly provider = "anthropic";
  /** Whether models accept a forced `tool_choice`, when set (see {@link AnthropicRuntimeOptions.forcedToolChoice}). */
  readonly forcedToolChoice?: boolean;
  private readonly stream?: boolean;
  private readonly requestTimeoutMs: number;
  private readonly pool: ConnectionPool | undefined;
  // Where the key came from, so a 401 or a 404 can say what to fix.
  private readonly setup: ReturnType<typeof anthropicSetup>;
  private closed = false;

  constructor(options: AnthropicRuntimeOptions = {}) {
    super(options);
    this.setup = anthropicSetup(options);
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.forcedToolChoice = options.forcedToolChoice;
    if (!Number.isInteger(this.maxTokens) || this.maxTokens < 1) {
      throw new ConfigurationError(`maxTokens must be an integer >= 1, got ${String(options.maxTokens)}.`);
    }
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.stream = options.stream;
    this.streamsText = options.stream !== false;
    const ownsTransport = options.client === undefined && options.fetch === undefined;
    this.pool = ownsTransport ? openConnectionPool(options) : undefined;
    this.client =
      options.client ??
      new Anthropic({
        apiKey: options.apiKey,
        baseURL: options.baseURL,
        defaultHeaders: options.defaultHeaders,
        maxRetries: 0,
        timeout: this.requestTimeoutMs,
        fetch: this.pool?.fetch ?? options.fetch,
      });
  }

  /**
   * Closes the runtime: calls in flight finish, then the pool's connections close; later calls fail
   * with a {@link ConfigurationError}. Idempotent. An injected `client` or `fetch` is left alone. Not
   * required before exit: idle connections never keep the process alive.
   */
  override close(): Promise<void> {
    this.closed = true;
    return this.pool ? this.pool.close() : Promise.resolve();
  }

  /** Sends one request to the Messages API, streaming when `onText` listens (or `stream: true`). */
  protected async complete(request: ModelRequest, signalNeverAborts?: boolean): Promise<ModelResponse> {
    if (this.closed) throw new ConfigurationError("AnthropicRuntime is closed: create a new runtime to send more requests.");
    const model = request.model ?? this.model;
    if (!model) {
      throw new ConfigurationError("AnthropicRuntime needs a model: pass `model` to the runtime or to the call (e.g. exec(..., { model })).");
    }
    const params = buildMessageParams(request, { model, maxTokens: this.maxTokens, forcedToolChoice: this.forcedToolChoice });
    // The runtime's own transport (the pool's) is not given a signal that can never abort: reading it would make
    // one, for the SDK and the pool to listen to in vain. An injected client or fetch gets the signal whatever it is.
    const quiet = signalNeverAborts === true && this.pool !== undefined;
    const options = quiet ? { maxRetries: 0, timeout: this.requestTimeoutMs } : { signal: request.signal, maxRetries: 0, timeout: this.requestTimeoutMs };
    const streaming = this.stream ?? request.onText !== undefined;
    let release: (() => void) | undefined;
    try {
      // A call beyond the pool's connections waits here, before the SDK builds its request.
      release = await this.pool?.acquire(quiet ? undefined : request.signal);
      if (!streaming) {
        // The raw body, not the SDK's parse: its JSON.parse lets the last of two duplicate keys in a tool
        // input win silently, where a streamed input (and OpenAI's arguments) are read strictly.
        const response = await this.client.messages.create(params, options).asResponse();
        return readMessageBody(await response.text());
      }
      const events = await this.client.messages.create({ ...params, stream: true }, options);
      return await readMessageStream(events, request.onText, quiet ? undefined : request.signal);
    } catch (error) {
      throw toProviderError(error, request.signal, { ...this.setup, model });
    } finally {
      release?.();
    }
  }
}
