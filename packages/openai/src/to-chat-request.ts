import type { Message, ModelRequest, ResponseFormat, ToolDefinition } from "@agentic-ts/core";
import type {
  ChatCompletionCreateParamsBase,
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
} from "openai/resources/chat/completions";

/** The Chat Completions body built for one model call, without the `stream` fields. */
export type ChatRequestBody = Omit<ChatCompletionCreateParamsBase, "stream" | "stream_options">;

/** How {@link toChatRequest} builds the body. */
export interface ChatRequestOptions {
  /** The model to name in the body. */
  readonly model: string;
  /** Send `responseFormat` as a native `json_schema` response format (else it is left to the prompt). */
  readonly nativeFormat: boolean;
}

/**
 * Maps a core {@link ModelRequest} onto a Chat Completions body: the system prompt first, then the
 * conversation, the offered tools (omitted when none: the API rejects an empty list) and the response format.
 */
export function toChatRequest(request: ModelRequest, options: ChatRequestOptions): ChatRequestBody {
  const messages: ChatCompletionMessageParam[] = [];
  if (request.system) messages.push({ role: "system", content: request.system });
  for (const message of request.messages) messages.push(toChatMessage(message));
  const body: ChatRequestBody = { model: options.model, messages };
  if (request.tools.length > 0) body.tools = request.tools.map(toChatTool);
  if (request.responseFormat && options.nativeFormat) body.response_format = toChatResponseFormat(request.responseFormat);
  return body;
}

/** Maps one conversation message onto its Chat Completions form. */
export function toChatMessage(message: Message): ChatCompletionMessageParam {
  switch (message.role) {
    case "user":
      return { role: "user", content: message.content };
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

/** Maps a tool definition onto a Chat Completions function tool. */
export function toChatTool(tool: ToolDefinition): ChatCompletionFunctionTool {
  const fn: ChatCompletionFunctionTool["function"] = { name: tool.name, parameters: tool.parameters as Record<string, unknown> };
  if (tool.description) fn.description = tool.description;
  return { type: "function", function: fn };
}

/** Maps a response format onto the `json_schema` response format (non-strict: core validates the reply itself). */
export function toChatResponseFormat(format: ResponseFormat): NonNullable<ChatRequestBody["response_format"]> {
  return { type: "json_schema", json_schema: { name: format.name, schema: format.schema as Record<string, unknown>, strict: false } };
}

/** The JSON text of tool-call arguments: a string passes through as the model sent it. */
function argumentsText(args: unknown): string {
  if (typeof args === "string") return args;
  return JSON.stringify(args ?? {});
}
