import type { LanguageModelV3Prompt, LanguageModelV4Prompt } from "@ai-sdk/provider";
import type { ContentPart, Message, ModelRequest, ToolCall } from "@agentic-ts/core";
import type { AiSdkSpecificationVersion } from "./ai-sdk-language-model";

/** A prompt in the shape of the model's specification (v2 and v3 share theirs). */
export type AiSdkPrompt = LanguageModelV4Prompt | LanguageModelV3Prompt;

type V4Message = LanguageModelV4Prompt[number];
type V4ToolResult = Extract<Extract<V4Message, { role: "tool" }>["content"][number], { type: "tool-result" }>;

/**
 * Maps a request's system prompt and conversation onto the AI SDK's prompt: the system prompt first, user
 * messages as text and file parts (images: bytes as base64, or a URL), assistant turns with their tool
 * calls (arguments as an object), and each run of tool results as one `tool` message (`error-text` for an
 * error). Image parts take the shape of the model's version: v4 wraps the data (`{ type: "data" | "url" }`),
 * v2 and v3 take it bare.
 */
export function toPrompt(request: Pick<ModelRequest, "system" | "messages">, version: AiSdkSpecificationVersion): AiSdkPrompt {
  const prompt: V4Message[] = [];
  if (request.system) prompt.push({ role: "system", content: request.system });
  for (const message of request.messages) {
    if (message.role === "tool") {
      const part: V4ToolResult = {
        type: "tool-result",
        toolCallId: message.toolCallId,
        toolName: message.name,
        output: message.isError ? { type: "error-text", value: message.content } : { type: "text", value: message.content },
      };
      const last = prompt[prompt.length - 1];
      if (last?.role === "tool") last.content.push(part);
      else prompt.push({ role: "tool", content: [part] });
      continue;
    }
    prompt.push(message.role === "user" ? toUserMessage(message, version) : toAssistantMessage(message));
  }
  return prompt;
}

function toUserMessage(message: Extract<Message, { role: "user" }>, version: AiSdkSpecificationVersion): V4Message {
  if (!message.parts) return { role: "user", content: [{ type: "text", text: message.content }] };
  // v2/v3 file parts carry the data bare; the cast joins the two shapes under one message type.
  return { role: "user", content: message.parts.map((part) => toUserPart(part, version) as never) };
}

function toUserPart(part: ContentPart, version: AiSdkSpecificationVersion): unknown {
  if (part.type === "text") return { type: "text", text: part.text };
  const source = part.source;
  // An https URL without a known type is an image all the same: the spec allows a wildcard media type.
  const mediaType = source.mediaType ?? "image/*";
  if (version === "v4") {
    const data = source.type === "url" ? { type: "url", url: new URL(source.url) } : { type: "data", data: source.data };
    return { type: "file", mediaType, data };
  }
  return { type: "file", mediaType, data: source.type === "url" ? new URL(source.url) : source.data };
}

function toAssistantMessage(message: Extract<Message, { role: "assistant" }>): V4Message {
  const content: Extract<V4Message, { role: "assistant" }>["content"] = [];
  if (message.content !== "") content.push({ type: "text", text: message.content });
  for (const call of message.toolCalls ?? []) {
    content.push({ type: "tool-call", toolCallId: call.id, toolName: call.name, input: toolCallInput(call) });
  }
  return { role: "assistant", content };
}

/**
 * A tool call's arguments as the spec's `input` (an object the provider serializes): arguments kept as
 * text (a malformed call that was re-picked) are parsed when they parse, else sent as the text itself.
 */
function toolCallInput(call: ToolCall): unknown {
  if (typeof call.args !== "string") return call.args ?? {};
  try {
    return JSON.parse(call.args) as unknown;
  } catch {
    return call.args;
  }
}
