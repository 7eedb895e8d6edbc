/**
 * The JSON Schema type name of a value: `null`, `boolean`, `integer` (whole finite numbers), `number`,
 * `string`, `array` or `object`; anything that is not JSON data gets its plain `typeof` (`undefined`, `bigint` …).
 */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
