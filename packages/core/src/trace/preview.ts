/** How many characters of a value a trace node keeps. */
export const PREVIEW_LIMIT = 2000;

/**
 * Returns a bounded, JSON-safe copy of a value for a trace node: the value itself when it is small plain
 * JSON data, otherwise a string preview. Traces never hold references to user objects.
 */
export function preview(value: unknown, limit = PREVIEW_LIMIT): unknown {
  if (value === undefined || value === null || typeof value === "boolean" || typeof value === "number") return value;
  if (typeof value === "string") return value.length <= limit ? value : `${value.slice(0, limit)}…`;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return `[${typeof value === "function" ? "function" : Object.prototype.toString.call(value)}]`;
  if (text.length <= limit) return JSON.parse(text) as unknown;
  return `${text.slice(0, limit)}…`;
}
