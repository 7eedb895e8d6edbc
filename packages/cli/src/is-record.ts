/** Whether a value is an object that is neither null nor an array (a JSON object, once parsed). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
