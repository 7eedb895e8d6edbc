import { ConfigurationError, Runtime, type ModelRequest, type ModelResponse, type PickMode } from "@agentic-ts/core";
import type { AiSdkLanguageModel, AiSdkSpecificationVersion } from "./ai-sdk-language-model";
import type { AiSdkRuntimeOptions } from "./ai-sdk-runtime-options";
import { checkLanguageModel } from "./check-language-model";
import { readToolsInPrompt, withToolsInPrompt } from "./emulated-tools";
import { readResult, type SpecReply } from "./read-result";
import { readStream } from "./read-stream";
import { rejectsTools } from "./rejects-tools";
import type { SpecModel, SpecStreamPart } from "./spec-model";
import { toCallOptions } from "./to-call-options";
import { toProviderError } from "./to-provider-error";

/**
 * A runtime over any Vercel AI SDK language model (specification v2, v3 or v4): core's requests become
 * the spec's call options (`prompt`, `tools` with the generated JSON Schemas as they are, `toolChoice`,
 * `responseFormat`, sampling settings, `providerOptions`, `abortSignal`) and its results core's responses
 * (text, tool calls, usage, finish reason, warnings). Errors become core's typed provider errors, so the
 * base runtime's retries, deadlines, traces, runs and approvals work as with the native runtimes.
 * Create it with {@link fromAiSdk}.
 */
export class AiSdkRuntime extends Runtime {
  /** The adapted model. */
  readonly languageModel: AiSdkLanguageModel;
  /** The model's specification version. */
  readonly specificationVersion: AiSdkSpecificationVersion;
  /** The GenAI provider name telemetry reports (see {@link AiSdkRuntimeOptions.provider}). */
  override readonly provider: string;
  /** The pick modes the model supports natively (see {@link AiSdkRuntimeOptions.pickModes}). */
  override readonly pickModes: ReadonlySet<PickMode>;
  /** Whether `responseFormat` goes to the model natively (see {@link AiSdkRuntimeOptions.structuredOutputs}). */
  override readonly supportsResponseFormat: boolean;
  /** True when calls stream (every call with an `onText` listener does): the hook calls `onText` itself. */
  override readonly streamsText = true;
  /** What happens when the model rejects tools (see {@link AiSdkRuntimeOptions.toolsFallback}). */
  readonly toolsFallback: "error" | "text";
  /** True once the model rejected tools under `toolsFallback: "text"`: tools are then offered in the prompt. */
  get toolsInPrompt(): boolean {
    return this.emulating;
  }
  private emulating = false;
  private emulatedCalls = 0;
  private readonly spec: SpecModel;
  private readonly stream?: boolean;

  /** Wraps `model` (checked: see {@link fromAiSdk}). */
  constructor(model: AiSdkLanguageModel, options: AiSdkRuntimeOptions = {}) {
    const checked = checkLanguageModel(model);
    super({ ...options, model: options.model ?? (typeof checked.modelId === "string" ? checked.modelId : undefined) });
    this.languageModel = checked;
    this.spec = checked as unknown as SpecModel;
    this.specificationVersion = checked.specificationVersion;
    this.provider = options.provider ?? String(checked.provider ?? "ai-sdk").split(".")[0];
    this.pickModes = new Set<PickMode>(options.pickModes ?? ["text", "tools", "json"]);
    if (!this.pickModes.has("text")) throw new ConfigurationError('fromAiSdk: pickModes must include "text", which every model supports.');
    this.supportsResponseFormat = options.structuredOutputs !== false;
    this.toolsFallback = options.toolsFallback ?? "error";
    if (this.toolsFallback !== "error" && this.toolsFallback !== "text") {
      throw new ConfigurationError(`fromAiSdk: toolsFallback must be "error" or "text", got ${JSON.stringify(options.toolsFallback)}.`);
    }
    this.stream = options.stream;
  }

  /** Sends one call through `doGenerate` (or `doStream` when it streams); see {@link Runtime.complete}. */
  protected async complete(request: ModelRequest): Promise<ModelResponse> {
    const emulated = this.emulating && request.tools.length > 0;
    const sent = emulated ? withToolsInPrompt(request) : request;
    let reply: SpecReply;
    try {
      reply = await this.send(sent);
    } catch (error) {
      if (!emulated && request.tools.length > 0 && !request.signal.aborted && rejectsTools(error)) return this.toolsRejected(request, error);
      throw toProviderError(error, request.signal, this.provider);
    }
    if (emulated) return readToolsInPrompt(request, reply.response, ++this.emulatedCalls);
    // A model that says it ignored the tools and called none rejected them as surely as one that threw.
    if (request.tools.length > 0 && reply.toolsUnsupported && !reply.response.toolCalls?.length) return this.toolsRejected(request, reply.response.warnings);
    return reply.response;
  }

  private async send(request: ModelRequest): Promise<SpecReply> {
    const options = toCallOptions(request, { version: this.specificationVersion, nativeFormat: this.supportsResponseFormat });
    if (this.stream ?? request.onText !== undefined) {
      const { stream } = ((await this.spec.doStream(options as never)) ?? {}) as { stream: ReadableStream<SpecStreamPart> };
      const reply = await readStream(stream, request.onText, this.provider);
      // A stream cut by the abort may end quietly; the call must still reject with the signal's reason.
      if (request.signal.aborted) throw request.signal.reason;
      return reply;
    }
    return readResult(await this.spec.doGenerate(options as never), this.provider);
  }

  // The model cannot take tools: say so, or (toolsFallback "text") offer them in the prompt from now on.
  private toolsRejected(request: ModelRequest, why: unknown): Promise<ModelResponse> {
    if (this.toolsFallback === "text") {
      this.emulating = true;
      return this.complete(request);
    }
    const reason = Array.isArray(why) ? why.join("; ") : why instanceof Error ? why.message : String(why);
    const picking = request.pickMode === "tools" ? 'use pickMode "text" or "json" for its decisions, ' : "";
    return Promise.reject(
      new ConfigurationError(
        `${this.model ?? "the model"} (${this.provider}) rejected the offered tools (${reason}): ${picking}or fromAiSdk(model, { toolsFallback: "text" }) to offer tools in the prompt instead.`,
        { cause: why instanceof Error ? why : undefined },
      ),
    );
  }
}
