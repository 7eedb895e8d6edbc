import { parseStrictJson, type ModelResponse, type ToolCall } from "@agentic-ts/core";
import { malformed } from "./malformed";
import { rawToolInputs } from "./raw-tool-inputs";
import { readMessage } from "./read-message";
import { readStreamedInput } from "./tool-input";

// The levels above a tool input (the message, its content array, the block), on top of the 64 levels
// the input itself may use, so a body is strict-parsed in one go whenever its inputs would be.
const BODY_DEPTH = 64 + 3;

/**
 * Reads the raw text of a non-streamed Messages API reply into a core model response, with each
 * `tool_use` input read under the same strict JSON rules as a streamed input (and as the OpenAI
 * runtime's arguments): duplicate keys, numbers out of range and lone surrogates are not guessed at.
 *
 * A body that is strict JSON throughout (the usual case) is read as parsed. Otherwise the body is read
 * leniently, as the SDK would, and each tool input is re-read strictly from its raw text: one that is
 * not strict JSON becomes the raw string, so the tool loop sends the problem back to the model exactly
 * as for a streamed input. Throws a `MalformedResponseError` when the body is not JSON or not a message.
 */
export function readMessageBody(text: string): ModelResponse {
  const strict = parseStrictJson(text, { maxDepth: BODY_DEPTH });
  if (strict.ok) return readMessage(strict.value);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw malformed(`the body is not valid JSON (${error instanceof Error ? error.message : String(error)})`, error);
  }
  const response = readMessage(body);
  if (response.toolCalls === undefined) return response;
  const inputs = rawToolInputs(text);
  // The strictness problem may lie outside every tool input (the provider's own envelope): then the
  // lenient reading stands, as the SDK's would.
  const toolCalls = response.toolCalls.map((call: ToolCall, index: number): ToolCall => {
    const raw = inputs[index];
    return raw === undefined ? call : { ...call, args: readStreamedInput(raw, call.args) };
  });
  return { ...response, toolCalls };
}
