import { ConfigurationError, type ContentPart, type Message, type ModelRequest, type ModelSettings, type ResponseFormat, type ToolDefinition } from "@agentic-ts/core";
import type {
  ChatCompletionContentPart,
  ChatCompletionCreateParamsBase,
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
} from "openai/resources/chat/completions";
import { sendsStrict, toChatToolChoice } from "./pick-mode-request";

/** The Chat Completions body built for one model call, without the `stream` fields. */
export type ChatRequestBody = Omit<ChatCompletionCreateParamsBase, "stream" | "stream_options">;

/** How {@link toChatRequest} builds the body. */
export interface ChatRequestOptions {
  /** The model to name in the body. */
  readonly model: string;
  /** Send `responseFormat` as a native `json_schema` response format (else it is left to the prompt). */
  readonly nativeFormat: boolean;
  /** The body field `settings.maxTokens` is sent as (default `max_completion_tokens`). */
  readonly maxTokensParam?: MaxTokensParam;
}

/** The Chat Completions field a token cap is sent as: OpenAI's current one, or the older one compatible servers know. */
export type MaxTokensParam = "max_completion_tokens" | "max_tokens";

// Fields the runtime builds itself; provider options may not replace them.
const RESERVED = new Set(["model", "messages", "tools", "stream", "stream_options"]);

/**
 * Maps a core {@link ModelRequest} onto a Chat Completions body: the system prompt first, then the
 * conversation (images as `image_url` parts), the sampling settings, `providerOptions.openai` merged
 * in, the offered tools (omitted when none: the API rejects an empty list) and the response format.
 */
export function toChatRequest(request: ModelRequest, options: ChatRequestOptions): ChatRequestBody {
  const messages: ChatCompletionMessageParam[] = [];
  if (request.system) messages.push({ role: "system", content: request.system });
  for (const message of request.messages) messages.push(toChatMessage(message));
  const body: ChatRequestBody = { model: options.model, messages };
  if (request.settings) Object.assign(body, toChatSettings(request.settings, options.maxTokensParam ?? "max_completion_tokens"));
  if (request.tools.length > 0) body.tools = request.tools.map((t) => toChatTool(t, sendsStrict(request, t.parameters)));
  if (request.tools.length > 0 && request.toolChoice) body.tool_choice = toChatToolChoice(request.toolChoice);
  if (request.responseFormat && options.nativeFormat) {
    body.response_format = toChatResponseFormat(request.responseFormat, sendsStrict(request, request.responseFormat.schema));
  }
  return body;
}

/** Maps one conversation message onto its Chat Completions form. */
export function toChatMessage(message: Message): ChatCompletionMessageParam {
  switch (message.role) {
    case "user":
      return { role: "user", content: message.parts ? message.parts.map(toChatPart) : message.content };
    case "tool":
      // Chat Completions has no error flag on tool results: the content already says what went wrong.
      return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
    case "assistant": {
      const calls = message.toolCalls ?? [];
      if (calls.length === 0) return { role: "assistant", content: message.content };
      const toolCalls: ChatCompletionMessageToolCall[] = calls.map((call) => ({
        id: call.id,
        type: "function",
        function: { name: call.name, arguments: argumentsText(call.args) },
      }));
      // An assistant turn that only calls tools carries null content, as the API itself returns it.
      return { role: "assistant", content: message.content === "" ? null : message.content, tool_calls: toolCalls };
    }
  }
}

/** Maps a content part onto a Chat Completions part: text, or an `image_url` (a data URL for bytes). */
export function toChatPart(part: ContentPart): ChatCompletionContentPart {
  if (part.type === "text") return { type: "text", text: part.text };
  const { source } = part;
  const url = source.type === "url" ? source.url : `data:${source.mediaType};base64,${source.data}`;
  return { type: "image_url", image_url: { url } };
}

/**
 * Maps model settings onto Chat Completions fields (`temperature`, the token cap, `top_p`, `stop`,
 * `seed`), then `providerOptions.openai` over them; a provider option naming a field the runtime builds
 * itself (`model`, `messages`, `tools`, `stream`, `stream_options`) is a {@link ConfigurationError}.
 */
export function toChatSettings(settings: ModelSettings, maxTokensParam: MaxTokensParam): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (settings.temperature !== undefined) out.temperature = settings.temperature;
  if (settings.maxTokens !== undefined) out[maxTokensParam] = settings.maxTokens;
  if (settings.topP !== undefined) out.top_p = settings.topP;
  if (settings.stopSequences !== undefined) out.stop = [...settings.stopSequences];
  if (settings.seed !== undefined) out.seed = settings.seed;
  for (const [key, value] of Object.entries(settings.providerOptions?.openai ?? {})) {
    if (RESERVED.has(key)) {
      throw new ConfigurationError(`providerOptions.openai.${key} cannot be set: OpenAIRuntime builds "${key}" itself (pass it through the call instead).`);
    }
    out[key] = value;
  }
  return out;
}

/** Maps a tool definition onto a Chat Completions function tool. */
export function toChatTool(tool: ToolDefinition, strict = false): ChatCompletionFunctionTool {
  const fn: ChatCompletionFunctionTool["function"] = { name: tool.name, parameters: tool.parameters as Record<string, unknown> };
  if (tool.description) fn.description = tool.description;
  if (strict) fn.strict = true;
  return { type: "function", function: fn };
}

/**
 * Maps a response format onto the `json_schema` response format: non-strict unless asked (a pick
 * format that fits OpenAI's strict subset); core validates the reply itself either way.
 */
export function toChatResponseFormat(format: ResponseFormat, strict = false): NonNullable<ChatRequestBody["response_format"]> {
  return { type: "json_schema", json_schema: { name: format.name, schema: format.schema as Record<string, unknown>, strict } };
}

/** The JSON text of tool-call arguments: a string passes through as the model sent it. */
function argumentsText(args: unknown): string {
  if (typeof args === "string") return args;
  return JSON.stringify(args ?? {});
}
