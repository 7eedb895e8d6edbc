import { extractAction, type Message, type ModelRequest, type ModelResponse, type ToolDefinition } from "@agentic-ts/core";

/** The id prefix of a tool call read from a reply's text rather than sent as a native call. */
export const EMULATED_CALL_ID = "text-call-";

/** The instruction that offers the tools in the prompt, for a model that takes no native tools. */
export function toolsInstruction(tools: readonly ToolDefinition[], required: boolean): string {
  const list = tools.map((t) => `- ${t.name}${t.description ? `: ${t.description}` : ""}\n  arguments (JSON Schema): ${JSON.stringify(t.parameters)}`).join("\n");
  const when = required ? "You must call exactly one of them" : "To call one";
  return `You can call these tools:\n${list}\n${when}, reply with only the JSON object {"call": "<tool name>", "args": {...}}.`;
}

/**
 * The request a model without native tools is sent instead (`toolsFallback: "text"`): no tools, the tools
 * described in the system prompt, earlier tool calls written as the JSON the model gave and their results
 * as user messages.
 */
export function withToolsInPrompt(request: ModelRequest): ModelRequest {
  if (request.tools.length === 0) return request;
  const instruction = toolsInstruction(request.tools, request.toolChoice !== undefined && request.toolChoice !== "auto");
  const messages: Message[] = request.messages.map((m): Message => {
    if (m.role === "tool") return { role: "user", content: `${m.isError ? "Error from" : "Result of"} ${m.name}: ${m.content}` };
    if (m.role === "assistant" && m.toolCalls?.length) {
      const calls = m.toolCalls.map((c) => JSON.stringify({ call: c.name, args: typeof c.args === "string" ? c.args : (c.args ?? {}) }));
      return { role: "assistant", content: [m.content, ...calls].filter((s) => s !== "").join("\n") };
    }
    return m;
  });
  const { toolChoice: _choice, ...rest } = request;
  return { ...rest, tools: [], messages, system: request.system ? `${request.system}\n\n${instruction}` : instruction };
}

/**
 * Reads the tool call a model wrote as text (`{"call": …, "args": …}`) naming one of the request's tools
 * as a tool call, so core handles it as a native one; a reply without one is left as text.
 */
export function readToolsInPrompt(request: ModelRequest, response: ModelResponse, index: number): ModelResponse {
  if (request.tools.length === 0 || response.toolCalls?.length) return response;
  const action = extractAction(response.text);
  if (!action.ok || !request.tools.some((t) => t.name === action.value.call)) return response;
  return { ...response, text: "", toolCalls: [{ id: `${EMULATED_CALL_ID}${index}`, name: action.value.call, args: action.value.args }] };
}
