/**
 * Tells whether a value is a dict: a plain object literal (or a null-prototype object). Class instances,
 * arrays, dates and functions are not dicts, so they can never be mistaken for a nested schema.
 */
export function isDict(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
