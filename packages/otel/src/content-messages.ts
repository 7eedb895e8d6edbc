import type { Message, ModelRequest, TraceNode } from "@agentic-ts/core";

/** One part of a message in the GenAI conventions' JSON message format. */
type MessagePart =
  | { readonly type: "text"; readonly content: string }
  | { readonly type: "tool_call"; readonly id?: string; readonly name: string; readonly arguments: unknown }
  | { readonly type: "tool_call_response"; readonly id: string; readonly response: string };

/** A message in the GenAI conventions' JSON message format (`gen_ai.input.messages` / `gen_ai.output.messages`). */
interface ConventionMessage {
  readonly role: string;
  readonly parts: readonly MessagePart[];
  readonly finish_reason?: string;
}

/** The `gen_ai.system_instructions` value of a request: its system prompt as one text part, as JSON. */
export function systemInstructions(request: ModelRequest): string | undefined {
  return request.system ? JSON.stringify([{ type: "text", content: request.system }]) : undefined;
}

/** The `gen_ai.input.messages` value of a request: its conversation in the conventions' format, as JSON. */
export function inputMessages(request: ModelRequest): string {
  return JSON.stringify(request.messages.map(toConventionMessage));
}

/**
 * The `gen_ai.output.messages` value of a finished `model_call` node: the reply text and tool calls it
 * recorded (bounded previews, as the trace keeps them) with the finish reason, as JSON.
 */
export function outputMessages(node: TraceNode): string {
  const parts: MessagePart[] = [];
  const reply = node.data.reply;
  if (typeof reply === "string" && reply !== "") parts.push({ type: "text", content: reply });
  const calls = Array.isArray(node.data.toolCalls) ? (node.data.toolCalls as Array<{ name?: unknown; args?: unknown }>) : [];
  for (const call of calls) parts.push({ type: "tool_call", name: String(call.name), arguments: parsedArguments(call.args) });
  const finish = node.data.finishReason;
  const message: ConventionMessage = { role: "assistant", parts, ...(typeof finish === "string" ? { finish_reason: finish } : {}) };
  return JSON.stringify([message]);
}

/** A value as attribute text: strings as they are, anything else as JSON. */
export function asAttributeText(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? String(value);
}

function toConventionMessage(message: Message): ConventionMessage {
  switch (message.role) {
    case "user":
      return { role: "user", parts: [{ type: "text", content: message.content }] };
    case "assistant": {
      const parts: MessagePart[] = message.content ? [{ type: "text", content: message.content }] : [];
      for (const call of message.toolCalls ?? []) {
        parts.push({ type: "tool_call", id: call.id, name: call.name, arguments: parsedArguments(call.args) });
      }
      return { role: "assistant", parts };
    }
    case "tool":
      return { role: "tool", parts: [{ type: "tool_call_response", id: message.toolCallId, response: message.content }] };
  }
}

// Providers send tool arguments as a JSON string or an object; the conventions want the arguments
// themselves, so a string that parses is given as its value.
function parsedArguments(args: unknown): unknown {
  if (typeof args !== "string") return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return args;
  }
}
