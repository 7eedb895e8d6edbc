// Assertions for the generated tests' loops, which check thousands of rounds: Jest's `expect` builds every
// matcher and an error with its stack on each call (20 000 calls cost seconds, more than the rounds), so
// these compare first and call `expect` only for a pair that differs, which then fails as it always did.
import { isDeepStrictEqual } from "node:util";

/** `expect(actual).toBe(expected)`, calling Jest only when the two are not the same value. */
export function expectSame(actual: unknown, expected: unknown): void {
  if (!Object.is(actual, expected)) expect(actual).toBe(expected);
}

/**
 * `expect(actual).toEqual(expected)`, calling Jest only when the two are not deeply and strictly equal
 * (strictly equal values are always equal to Jest; the others are left to `toEqual` to judge).
 */
export function expectEqual(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

/** `expect(text).toContain(part)` for strings, calling Jest only when `text` does not contain `part`. */
export function expectContains(text: string, part: string): void {
  if (!text.includes(part)) expect(text).toContain(part);
}

/** `expect(list).toContain(item)` for arrays, calling Jest only when no element is `item` (`===`, as toContain). */
export function expectListed(list: readonly unknown[], item: unknown): void {
  if (!list.includes(item)) expect(list).toContain(item);
}
