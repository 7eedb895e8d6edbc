// Where WebAssembly SIMD is missing, readTextMarks reads nothing and the native proof keeps its searches:
// extraction must give the same answer on both paths, for honest and hostile replies alike.
import fc from "fast-check";
import { DEFAULT_EXTRACT_LIMITS } from "./extract-limits";
import { parseNatively, type NativeParse } from "./native-strict-parse";
import { readAction } from "./read-action";
import { forceTextMarksFallback, readTextMarks } from "./text-marks";

// Texts over this many characters are the ones the proof reads marks for (native-strict-parse.ts).
const MARKED = 16 * 1024;

/** `fn`'s answer with the vector pass on, and with it forced off. */
function bothPaths<T>(fn: () => T): [T, T] {
  const withPass = fn();
  forceTextMarksFallback(true);
  try {
    return [withPass, fn()];
  } finally {
    forceTextMarksFallback(false);
  }
}

/** The native proof's outcome for `text`. */
function proof(text: string): NativeParse {
  const out: NativeParse = { value: undefined, ok: false, error: undefined };
  parseNatively(text, DEFAULT_EXTRACT_LIMITS.maxDepth, out);
  return out;
}

// Pieces of long picks: members, and what the marks are about (spaced colons, \u escapes, surrogates,
// backticks, colons in strings, a duplicate key).
const PIECES = ['"k": 1', '"k" : 2', '"s": "a:b"', '"e": "\\u0041"', '"p": "\uD83D\uDE00"', '"t": "`x`"', '"q": "\\":"', '"n": 1e400', '"d": [1, {"x": true}]'];

describe("readTextMarks forced off (the fallback where WebAssembly SIMD is missing)", () => {
  it("reads nothing while forced, and reads again after", () => {
    const [on, off] = bothPaths(() => readTextMarks('{"a":1}', { quotedColons: 0, rare: false }));
    expect(on).toBe(true);
    expect(off).toBe(false);
  });

  it("proves the same long texts strict, and gives the same values", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), fc.nat(3), (members, filler) => {
        const pad = `"pad${filler}": "${"x".repeat(MARKED)}"`;
        const text = `{${[pad, ...members.map((m, k) => m.replace(/^"(\w)"/, `"$1${k % (filler + 1)}"`))].join(", ")}}`;
        const [on, off] = bothPaths(() => proof(text));
        expect(off.ok).toBe(on.ok);
        if (on.ok) expect(off.value).toEqual(on.value);
      }),
      { numRuns: 60 },
    );
  });

  it("extracts the same pick, or the same problem, from long honest and hostile replies", () => {
    const unit = fc.constantFrom('{"a":', "{", '{"k":"v","n":1},', "} { } {x ", "```json\n{\n", '{"call":"p","args":{"i":1}}\n', '{\\"a\\": \\"}{\\" ', '"', "\\u00", "\uD800", " : ", "`");
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 4 }), (units, times) => {
        const body = units.join("").repeat(Math.ceil((MARKED * times) / units.join("").length));
        for (const reply of [body, `Here: ${body}`, '{"call": "x", "args": {"s": "' + body.replace(/["\\]/g, "") + '"}}']) {
          const [on, off] = bothPaths(() => readAction(reply, DEFAULT_EXTRACT_LIMITS));
          expect(off).toEqual(on);
        }
      }),
      { numRuns: 40 },
    );
  });
});
