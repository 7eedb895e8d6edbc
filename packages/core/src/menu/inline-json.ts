/**
 * Serializes a JSON value on one line with a space after every `,` and `:`
 * (`{"call": "skip", "args": {}}`), the spacing the menu's `Call:` examples use.
 */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record).map((key) => `${JSON.stringify(key)}: ${inlineJson(record[key])}`).join(", ")}}`;
  }
  // JSON.stringify yields undefined for undefined, functions and symbols; none of them is JSON.
  return JSON.stringify(value) ?? "null";
}
