import { ConfigurationError, Runtime, type ModelRequest, type ModelResponse } from "@agentic-ts/core";
import type OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionCreateParamsStreaming } from "openai/resources/chat/completions";
import { openConnectionPool, type ConnectionPool } from "@agentic-ts/transport";
import { createOpenAIClient, DEFAULT_SDK_TIMEOUT_MS } from "./create-openai-client";
import { ensureFormatInstruction } from "./format-instruction";
import { mapOpenAIError, openAISetup, rejectsResponseFormat } from "./map-openai-error";
import type { OpenAIRuntimeOptions } from "./openai-runtime-options";
import { readCompletion } from "./read-completion";
import { readResponseBody } from "./read-response-body";
import { readStream } from "./read-stream";
import { toChatRequest, type MaxTokensParam } from "./to-chat-request";

/**
 * A runtime for OpenAI and OpenAI-compatible servers (Ollama, vLLM, llama.cpp, LM Studio) over the
 * official `openai` SDK and the Chat Completions API. It streams text to `onText`, sends `responseFormat`
 * as a native JSON-schema format (falling back to a prompt instruction on servers that reject it), and
 * throws core's typed provider errors so the core runtime's single retry layer can act on them. Requests
 * go through a keep-alive connection pool of the runtime's own (see `maxConnections`), and answers
 * are handled within the event-loop budget (see `loopBudget`); create one runtime, share it, and
 * {@link OpenAIRuntime.close} it when done.
 *
 * @example
 * const runtime = new OpenAIRuntime({ model: "gpt-6-luna" });
 * const next = await decision.make("Route this ticket.", { refund: agent.refund, close: "CLOSED" }, { runtime });
 * await runtime.close();
 */
export class OpenAIRuntime extends Runtime {
  /** True while the server is trusted to enforce `responseFormat` natively; false after it refused once. */
  override readonly supportsResponseFormat: boolean;
  /** `openai`: the GenAI provider name telemetry reports (also for OpenAI-compatible servers). */
  override readonly provider = "openai";
  /** True unless streaming is turned off: the hook then calls `onText` itself as text arrives. */
  override readonly streamsText: boolean;
  /** The SDK client requests are sent with. */
  readonly client: OpenAI;
  /** The body field `settings.maxTokens` is sent as (see {@link OpenAIRuntimeOptions.maxTokensParam}). */
  readonly maxTokensParam: MaxTokensParam;
  private readonly stream?: boolean;
  private readonly sdkTimeoutMs: number;
  // True when the client is the runtime's own (not injected): it has no retries, and it is an SDK
  // client, so its raw response can be read directly.
  private readonly ownsClient: boolean;
  private readonly pool: ConnectionPool | undefined;
  // Where the key came from, so a 401 or a 404 can say what to fix.
  private readonly setup: ReturnType<typeof openAISetup>;
  private closed = false;

  constructor(options: OpenAIRuntimeOptions = {}) {
    super(options);
    this.setup = openAISetup(options);
    const ownsTransport = options.client === undefined && options.fetch === undefined;
    this.pool = ownsTransport ? openConnectionPool(options) : undefined;
    // An injected client may come from another major version of the SDK (the peer range allows 6 and 7);
    // the runtime calls only members both versions share (see OpenAIChatClient).
    this.client = (options.client as OpenAI | undefined) ?? createOpenAIClient(options, this.pool);
    this.ownsClient = options.client === undefined;
    this.stream = options.stream;
    this.sdkTimeoutMs = options.timeoutMs ?? DEFAULT_SDK_TIMEOUT_MS;
    this.supportsResponseFormat = options.structuredOutputs !== false;
    this.streamsText = options.stream !== false;
    this.maxTokensParam = options.maxTokensParam ?? defaultMaxTokensParam(this.client.baseURL);
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

  /** Sends one Chat Completions request; see {@link Runtime.complete}. */
  protected complete(request: ModelRequest, signalNeverAborts?: boolean): Promise<ModelResponse> {
    if (this.closed) return Promise.reject(new ConfigurationError("OpenAIRuntime is closed: create a new runtime to send more requests."));
    const model = request.model ?? this.model;
    if (!model) {
      return Promise.reject(new ConfigurationError("OpenAIRuntime has no model: pass { model } to the runtime or to the call."));
    }
    const native = this.supportsResponseFormat && request.responseFormat !== undefined;
    const quiet = signalNeverAborts === true;
    if (!this.pool) return this.sendInSlot(request, model, native, undefined, quiet);
    // A call beyond the pool's connections waits here, before the SDK builds its request: as a reaction to
    // its slot rather than a suspended async call (less kept alive while it waits), and without an abort
    // listener when its signal can never abort.
    return this.pool.acquire(quiet ? undefined : request.signal).then(
      (release) => this.sendInSlot(request, model, native, release, quiet),
      (error: unknown) => {
        throw mapOpenAIError(error, request.signal);
      },
    );
  }

  // Sends the call once it holds its slot (`release`, none without a pool), and gives the slot back. `quiet`:
  // the call's signal can never abort.
  private async sendInSlot(request: ModelRequest, model: string, native: boolean, release: (() => void) | undefined, quiet: boolean): Promise<ModelResponse> {
    try {
      return await this.send(native ? request : ensureFormatInstruction(request), model, native, quiet);
    } catch (error) {
      if (!native || !rejectsResponseFormat(error)) throw error;
      // The server has no structured outputs: ask in the prompt from now on, and retry this call once so.
      this.useTextFormat();
      return await this.send(ensureFormatInstruction(request), model, false, quiet);
    } finally {
      release?.();
    }
  }

  private async send(request: ModelRequest, model: string, nativeFormat: boolean, quiet: boolean): Promise<ModelResponse> {
    const body = toChatRequest(request, { model, nativeFormat, maxTokensParam: this.maxTokensParam });
    // The timeout per request, as the SDK then tells the server (X-Stainless-Timeout). The runtime's own
    // client has no retries, and is not given a signal that can never abort (reading it would make one, for
    // the SDK to listen to in vain); an injected client gets the signal whatever it is, and is told to make
    // no retries of its own, so that they do not add to core's.
    const options = this.ownsClient
      ? quiet
        ? { timeout: this.sdkTimeoutMs }
        : { signal: request.signal, timeout: this.sdkTimeoutMs }
      : { signal: request.signal, timeout: this.sdkTimeoutMs, maxRetries: 0 };
    try {
      // The stream fields go on the body built for this call (its own object) rather than on a copy.
      if (this.stream ?? request.onText !== undefined) {
        const params = body as ChatCompletionCreateParamsStreaming;
        params.stream = true;
        params.stream_options = { include_usage: true };
        const chunks = await this.client.chat.completions.create(params, options);
        const response = await readStream(chunks, request.onText);
        // The SDK ends an aborted stream quietly; the call must still reject with the signal's reason.
        if (!quiet && request.signal.aborted) throw request.signal.reason;
        return response;
      }
      const params = body as ChatCompletionCreateParamsNonStreaming;
      params.stream = false;
      const completion = this.client.chat.completions.create(params, options);
      // The own client's raw answer is read here rather than through the SDK's parse step (see readResponseBody).
      if (!this.ownsClient) return readCompletion(await completion);
      return readCompletion(await readResponseBody(await completion.asResponse()));
    } catch (error) {
      throw mapOpenAIError(error, request.signal, { ...this.setup, model });
    }
  }

  private useTextFormat(): void {
    (this as unknown as { supportsResponseFormat: boolean }).supportsResponseFormat = false;
  }
}

// OpenAI's own API wants the current field (its reasoning models refuse the old one); compatible servers
// (Ollama, LM Studio, llama.cpp) mostly know only `max_tokens` and ignore the new one silently.
function defaultMaxTokensParam(baseURL: string): MaxTokensParam {
  let host = "";
  try {
    host = new URL(baseURL).hostname;
  } catch {
    return "max_tokens";
  }
  return host === "api.openai.com" || host.endsWith(".openai.azure.com") ? "max_completion_tokens" : "max_tokens";
}
