import type { JSONSchema7, LanguageModelV4CallOptions, SharedV4ProviderOptions } from "@ai-sdk/provider";
import type { ModelRequest, ModelSettings } from "@agentic-ts/core";
import type { AiSdkSpecificationVersion } from "./ai-sdk-language-model";
import { toPrompt } from "./to-prompt";
import { toToolChoice } from "./to-tool-choice";

/** How {@link toCallOptions} builds the call. */
export interface CallOptionsSettings {
  /** The model's specification version (the shape of image parts depends on it). */
  readonly version: AiSdkSpecificationVersion;
  /** Send `responseFormat` as the spec's `{ type: "json", schema, name }` (else it is left to the prompt). */
  readonly nativeFormat: boolean;
}

/**
 * The call options of one `doGenerate` / `doStream` call (in v4's shape: v2 and v3 read the same fields):
 * the prompt, the offered tools with their JSON Schemas as they are (`inputSchema`, the very object core
 * built from the generated specs), the tool choice, the response format, the sampling settings, the
 * provider options and the request's abort signal.
 */
export function toCallOptions(request: ModelRequest, settings: CallOptionsSettings): LanguageModelV4CallOptions {
  const options: LanguageModelV4CallOptions = { prompt: toPrompt(request, settings.version) as LanguageModelV4CallOptions["prompt"], abortSignal: request.signal };
  if (request.settings) Object.assign(options, toSamplingOptions(request.settings));
  if (request.tools.length > 0) {
    options.tools = request.tools.map((tool) => ({
      type: "function",
      name: tool.name,
      ...(tool.description ? { description: tool.description } : {}),
      inputSchema: tool.parameters as JSONSchema7,
    }));
    if (request.toolChoice) options.toolChoice = toToolChoice(request.toolChoice, request.tools);
  }
  if (request.responseFormat && settings.nativeFormat) {
    options.responseFormat = { type: "json", schema: request.responseFormat.schema as JSONSchema7, name: request.responseFormat.name };
  }
  return options;
}

/**
 * Maps core's model settings onto the spec's call options: `maxTokens` → `maxOutputTokens`, the others by
 * the same name, and `providerOptions` as the AI SDK's own (keyed by provider, read by its provider package).
 */
export function toSamplingOptions(settings: ModelSettings): Partial<LanguageModelV4CallOptions> {
  const out: Partial<LanguageModelV4CallOptions> = {};
  if (settings.temperature !== undefined) out.temperature = settings.temperature;
  if (settings.maxTokens !== undefined) out.maxOutputTokens = settings.maxTokens;
  if (settings.topP !== undefined) out.topP = settings.topP;
  if (settings.stopSequences !== undefined) out.stopSequences = [...settings.stopSequences];
  if (settings.seed !== undefined) out.seed = settings.seed;
  if (settings.providerOptions !== undefined) out.providerOptions = settings.providerOptions as SharedV4ProviderOptions;
  return out;
}
