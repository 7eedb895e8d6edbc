import type Anthropic from "@anthropic-ai/sdk";
import { ConfigurationError, type ModelRequest, type ModelSettings } from "@agentic-ts/core";
import { toAnthropicMessages } from "./to-anthropic-messages";
import { toAnthropicTools } from "./to-anthropic-tools";
import { pickModeParams } from "./pick-mode-params";

/** What {@link buildMessageParams} needs besides the request. */
export interface MessageParamsSettings {
  /** The model to call (the request's, else the runtime's). */
  readonly model: string;
  /** `max_tokens` when the request's settings give none: the Messages API requires it on every request. */
  readonly maxTokens: number;
  /** Whether the model accepts a forced tool choice; unset: by the runtime's table of models. */
  readonly forcedToolChoice?: boolean;
}

// Fields built from the request itself; provider options may not replace them.
const RESERVED = new Set(["model", "messages", "system", "tools", "stream"]);

/**
 * Builds the body of one Messages API call from a core model request: the system prompt as the
 * top-level `system`, the conversation as `messages`, the sampling settings (`max_tokens`,
 * `temperature`, `top_p`, `stop_sequences`) with `providerOptions.anthropic` merged over them, the
 * offered tools as `tools`. `responseFormat` is not sent: this runtime leaves it to core's text
 * instruction (see `supportsResponseFormat`). `seed` has no Messages API field and is not sent.
 */
export function buildMessageParams(request: ModelRequest, settings: MessageParamsSettings): Anthropic.MessageCreateParamsNonStreaming {
  const offersTools = request.tools.length > 0;
  const params: Anthropic.MessageCreateParamsNonStreaming = {
    model: settings.model,
    max_tokens: request.settings?.maxTokens ?? settings.maxTokens,
    messages: toAnthropicMessages(request.messages, { toolBlocks: offersTools }),
  };
  if (request.settings) Object.assign(params, samplingParams(request.settings));
  if (request.system) params.system = request.system;
  if (offersTools) params.tools = toAnthropicTools(request.tools);
  if (request.pickMode) Object.assign(params, pickModeParams(request, settings.model, settings.forcedToolChoice));
  return params;
}

/**
 * Maps model settings onto Messages API fields, then `providerOptions.anthropic` over them. A temperature
 * above 1 (the API's range is 0 to 1) and a provider option naming a field built from the request are
 * {@link ConfigurationError}s.
 */
export function samplingParams(settings: ModelSettings): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (settings.temperature !== undefined) {
    if (settings.temperature > 1) throw new ConfigurationError(`AnthropicRuntime: temperature must be from 0 to 1 for the Messages API, got ${settings.temperature}.`);
    out.temperature = settings.temperature;
  }
  if (settings.topP !== undefined) out.top_p = settings.topP;
  if (settings.stopSequences !== undefined) out.stop_sequences = [...settings.stopSequences];
  for (const [key, value] of Object.entries(settings.providerOptions?.anthropic ?? {})) {
    if (RESERVED.has(key)) {
      throw new ConfigurationError(`providerOptions.anthropic.${key} cannot be set: AnthropicRuntime builds "${key}" itself (pass it through the call instead).`);
    }
    out[key] = value;
  }
  return out;
}
