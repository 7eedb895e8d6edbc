/**
 * Finds the first part of `value` that is not plain JSON data (objects with `Object.prototype` or a null
 * prototype, arrays, strings, finite numbers, booleans, null), and returns its path; `undefined` when all
 * of it is. `undefined` itself is accepted at the top level (a function that returns nothing).
 */
export function nonJsonPath(value: unknown, path = "", seen = new Set<object>()): string | undefined {
  if (value === undefined) return path === "" ? undefined : path;
  if (value === null || typeof value === "string" || typeof value === "boolean") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? undefined : path || "(the value)";
  if (typeof value !== "object") return path || "(the value)";
  if (seen.has(value)) return path || "(the value)";
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const bad = nonJsonPath(value[i] === undefined ? null : value[i], `${path}[${i}]`, seen);
        if (bad !== undefined) return bad;
      }
      return undefined;
    }
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return path || "(the value)";
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const bad = nonJsonPath(item, path ? `${path}.${key}` : key, seen);
      if (bad !== undefined) return bad;
    }
    return undefined;
  } finally {
    seen.delete(value);
  }
}
