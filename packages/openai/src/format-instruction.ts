import type { Message, ModelRequest, ResponseFormat } from "@agentic-ts/core";

/** The text that asks for the response format in the prompt, for servers that cannot enforce it natively. */
export function formatInstructionText(format: ResponseFormat): string {
  return `Answer with a single JSON value and nothing else (no prose, no code fence). It must satisfy this JSON Schema:\n${JSON.stringify(format.schema)}`;
}

/**
 * Returns the request with the response-format instruction added unless its text already carries the
 * schema (core adds its own instruction when the runtime did not support the format as the turn began).
 * Covers every way a request can reach a server that is not enforcing the format: the first retry after
 * a refusal, a transport retry of that request, and requests already built when the runtime switched.
 */
export function ensureFormatInstruction(request: ModelRequest): ModelRequest {
  const format = request.responseFormat;
  if (!format) return request;
  const schema = JSON.stringify(format.schema);
  const asked = request.system?.includes(schema) || request.messages.some((m) => m.role === "user" && m.content.includes(schema));
  return asked ? request : withFormatInstruction(request);
}

/**
 * Returns the request with the response-format instruction appended to its last user message (or, when
 * there is none, to the system prompt), so the same call can be retried without a native format.
 */
export function withFormatInstruction(request: ModelRequest): ModelRequest {
  const format = request.responseFormat;
  if (!format) return request;
  const instruction = formatInstructionText(format);
  const messages: Message[] = [...request.messages];
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message.role === "user") {
      const content = `${message.content}\n\n${instruction}`;
      // A message with images is sent from its parts: the instruction must be one of them.
      messages[i] = message.parts ? { role: "user", content, parts: [...message.parts, { type: "text", text: instruction }] } : { role: "user", content };
      return { ...request, messages };
    }
  }
  return { ...request, system: request.system ? `${request.system}\n\n${instruction}` : instruction };
}
