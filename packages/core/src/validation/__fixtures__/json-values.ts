import fc from "fast-check";

/**
 * JSON values drawn from a small alphabet (a few numbers, among them `0`, `-0` and `1.5`, a few strings and
 * keys, shallow nesting), so that equal values, equal up to key order, come up often.
 */
export const jsonValueArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom<unknown>(0, -0, 1, 1.5, 2 ** 40, "a", "1", "", null, true, false),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom("a", "b", "c", "__proto__"), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** JSON equality, the reference `uniqueItems` is checked against: key order does not matter, `0` equals `-0`. */
export function jsonEqual(left: unknown, right: unknown): boolean {
  if (typeof left !== "object" || left === null || typeof right !== "object" || right === null) return left === right;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  if (leftKeys.length !== rightKeys.length) return false;
  const other = right as Record<string, unknown>;
  return leftKeys.every((key) => Object.hasOwn(other, key) && jsonEqual((left as Record<string, unknown>)[key], other[key]));
}

/** A copy of `value` with every object's keys in reverse order (JSON-equal to `value`). */
export function reversedKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(reversedKeys);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value).reverse()) {
    Object.defineProperty(copy, key, { value: reversedKeys((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
