import { parseStrictJson } from "@agentic-ts/core";

/** A JSON object, as the Messages API requires for a `tool_use` block's `input`. */
export type ToolInput = Record<string, unknown>;

/**
 * Turns core tool-call arguments into the `input` object of a `tool_use` block.
 *
 * An object is sent as it is; a JSON string (as other providers, or a truncated stream, leave it) is
 * parsed strictly and sent when it is an object. Anything else is sent as `{}`: the API accepts only an
 * object there, and the model already learns what was wrong from the paired error `tool_result` that core
 * wrote for that call (the raw text itself stays in the trace and in the core `ToolCall.args`).
 */
export function toToolInput(args: unknown): ToolInput {
  if (isPlainObject(args)) return args;
  if (typeof args === "string") {
    const parsed = parseStrictJson(args.trim() === "" ? "{}" : args);
    if (parsed.ok && isPlainObject(parsed.value)) return parsed.value;
  }
  return {};
}

/**
 * Reads the `input` of a streamed `tool_use` block from the concatenated `input_json_delta` pieces.
 *
 * Valid JSON is returned parsed; text that does not parse (a stream cut at `max_tokens`) is returned as
 * the raw string, so the tool loop reports the invalid arguments back to the model instead of guessing.
 * No pieces at all means the block's own `input` (normally `{}`).
 */
export function readStreamedInput(json: string, startInput: unknown): unknown {
  if (json.trim() === "") return isPlainObject(startInput) ? startInput : {};
  const parsed = parseStrictJson(json);
  return parsed.ok ? parsed.value : json;
}

/** Whether `value` is a non-null, non-array object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
