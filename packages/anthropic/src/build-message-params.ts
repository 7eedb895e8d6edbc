import type Anthropic from "@anthropic-ai/sdk";
import type { ModelRequest } from "@agentic-ts/core";
import { toAnthropicMessages } from "./to-anthropic-messages";
import { toAnthropicTools } from "./to-anthropic-tools";

/** What {@link buildMessageParams} needs besides the request. */
export interface MessageParamsSettings {
  /** The model to call (the request's, else the runtime's). */
  readonly model: string;
  /** `max_tokens`: the Messages API requires it on every request. */
  readonly maxTokens: number;
}

/**
 * Builds the body of one Messages API call from a core model request: the system prompt as the
 * top-level `system`, the conversation as `messages`, the offered tools as `tools`. `responseFormat`
 * is not sent: this runtime leaves it to core's text instruction (see `supportsResponseFormat`).
 */
export function buildMessageParams(request: ModelRequest, settings: MessageParamsSettings): Anthropic.MessageCreateParamsNonStreaming {
  const offersTools = request.tools.length > 0;
  const params: Anthropic.MessageCreateParamsNonStreaming = {
    model: settings.model,
    max_tokens: settings.maxTokens,
    messages: toAnthropicMessages(request.messages, { toolBlocks: offersTools }),
  };
  if (request.system) params.system = request.system;
  if (offersTools) params.tools = toAnthropicTools(request.tools);
  return params;
}
