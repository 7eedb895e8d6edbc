import { MalformedResponseError, type ModelResponse, type ToolCall, type Usage } from "@agentic-ts/core";
import { PROVIDER } from "./map-openai-error";

type Json = Record<string, unknown>;

/**
 * Reads a Chat Completions body (non-streaming) into a core {@link ModelResponse}: the first choice's text
 * and tool calls (arguments kept as the JSON string the model sent), its finish reason, the usage, the model
 * and the response id. A body that
 * is not what the API promises throws {@link MalformedResponseError}.
 */
export function readCompletion(body: unknown): ModelResponse {
  if (!isObject(body)) throw malformed(`expected a JSON object, got ${describe(body)}`);
  const choices = body.choices;
  if (!Array.isArray(choices) || choices.length === 0) throw malformed("the completion has no choices");
  const message = isObject(choices[0]) ? choices[0].message : undefined;
  if (!isObject(message)) throw malformed("the first choice has no message");
  const content = message.content;
  if (content !== undefined && content !== null && typeof content !== "string") throw malformed("message.content is not a string");
  let text = content ?? "";
  // A refusal comes instead of content; returning it as the reply lets the decision loop react to it.
  if (text === "" && typeof message.refusal === "string") text = message.refusal;
  const toolCalls = readToolCalls(message.tool_calls);
  const response: { -readonly [K in keyof ModelResponse]: ModelResponse[K] } = { text };
  if (toolCalls.length > 0) response.toolCalls = toolCalls;
  const usage = readUsage(body.usage);
  if (usage) response.usage = usage;
  if (typeof body.model === "string") response.model = body.model;
  if (typeof body.id === "string" && body.id !== "") response.id = body.id;
  const finish = isObject(choices[0]) ? choices[0].finish_reason : undefined;
  if (typeof finish === "string") response.finishReason = finish;
  return response;
}

/** Reads `message.tool_calls`; a call without an id (some compatible servers omit it) gets a positional one. */
function readToolCalls(raw: unknown): ToolCall[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw malformed("message.tool_calls is not a list");
  return raw.map((call: unknown, index) => {
    const fn = isObject(call) ? call.function : undefined;
    if (!isObject(call) || !isObject(fn) || typeof fn.name !== "string") throw malformed(`tool call ${index} has no function name`);
    const args = fn.arguments;
    if (args !== undefined && args !== null && typeof args !== "string" && !isObject(args)) {
      throw malformed(`tool call ${index} has arguments that are neither a JSON string nor an object`);
    }
    const id = typeof call.id === "string" && call.id !== "" ? call.id : `call_${index}`;
    return { id, name: fn.name, args: args ?? "" };
  });
}

/**
 * Reads `usage.prompt_tokens` / `usage.completion_tokens`, with `prompt_tokens_details.cached_tokens` as
 * the cached input and `completion_tokens_details.reasoning_tokens` as the reasoning output when the
 * server sends them (OpenAI includes both in the totals, as core's `Usage` does); `undefined` when the
 * server sent no counts. A server that sends no details (many OpenAI-compatible ones) leaves them unset.
 */
export function readUsage(raw: unknown): Usage | undefined {
  if (!isObject(raw)) return undefined;
  const input = raw.prompt_tokens;
  const output = raw.completion_tokens;
  if (typeof input !== "number" && typeof output !== "number") return undefined;
  const usage: { -readonly [K in keyof Usage]: Usage[K] } = { inputTokens: typeof input === "number" ? input : 0, outputTokens: typeof output === "number" ? output : 0 };
  const cached = detail(raw.prompt_tokens_details, "cached_tokens");
  if (cached !== undefined) usage.cachedInputTokens = cached;
  const reasoning = detail(raw.completion_tokens_details, "reasoning_tokens");
  if (reasoning !== undefined) usage.reasoningTokens = reasoning;
  return usage;
}

function detail(details: unknown, key: string): number | undefined {
  const value = isObject(details) ? details[key] : undefined;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Builds the error for a body that breaks the API's promise (retryable: it is usually a proxy hiccup). */
export function malformed(what: string): MalformedResponseError {
  return new MalformedResponseError(`openai sent a malformed response: ${what}`, { provider: PROVIDER });
}

/** Whether a value is a plain JSON object. */
export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (typeof value === "string") return `text ${JSON.stringify(value.slice(0, 60))}`;
  return value === null ? "null" : Array.isArray(value) ? "a list" : typeof value;
}
