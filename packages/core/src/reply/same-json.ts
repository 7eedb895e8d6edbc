// Internal to reply/: deep equality of parsed JSON values, used to tell a repeated pick field from a
// contradictory one.

/**
 * Whether two parsed JSON values are the same JSON: equal scalars, arrays with the same items in order,
 * objects with the same own keys (in any order) holding the same values.
 *
 * Iterative, so a deeply nested value cannot overflow the stack; the work is linear in the smaller value.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  const pending: unknown[] = [a, b];
  while (pending.length > 0) {
    const y = pending.pop();
    const x = pending.pop();
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    const isArray = Array.isArray(x);
    if (isArray !== Array.isArray(y)) return false;
    if (isArray) {
      const ys = y as unknown[];
      if (x.length !== ys.length) return false;
      for (let k = 0; k < x.length; k++) pending.push(x[k], ys[k]);
      continue;
    }
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    const keys = Object.keys(xo);
    if (keys.length !== Object.keys(yo).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(yo, key)) return false;
      pending.push(xo[key], yo[key]);
    }
  }
  return true;
}
