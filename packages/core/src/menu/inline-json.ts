/**
 * Serializes a JSON value on one line, compactly (`{"call":"skip","args":{}}`), the spacing the menu's
 * `Call:` examples and defaults use. Unlike `JSON.stringify`, it never returns `undefined`.
 */
export function inlineJson(value: unknown): string {
  // JSON.stringify yields undefined for undefined, functions and symbols; none of them is JSON.
  return JSON.stringify(value) ?? "null";
}
