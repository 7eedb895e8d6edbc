// The native fast path: JSON.parse plus quick checks must accept only what the strict scanner accepts, and
// hand everything it cannot prove to the scanner ("undecided" is never "invalid").
import { parseNatively, parseNativelyUnticked, parseShortNatively, type NativeParse } from "./native-strict-parse";
import { parseStrictJson } from "./strict-json";
import { randomPieces, seededRandom } from "./__fixtures__/random-text";
import { expectEqual, expectSame } from "../__fixtures__/cheap-expect";

/** Runs the fast path on `text` with the default depth cap. */
function native(text: string, maxDepth = 64): NativeParse {
  const out: NativeParse = { value: undefined, ok: false, error: undefined };
  parseNatively(text, maxDepth, out);
  return out;
}

describe("parseNatively", () => {
  it.each([
    '{"call": "a", "args": {"x": 1, "y": [true, null, "s"]}}',
    '{\n  "call": "a",\n  "args": {"note": "time: 12:30, \\"quoted\\" {braces}", "n": -1.5e3}\n}',
    '{"": 1, "a:b": {"c": "d:"}}',
    '{"s": "caf\\u00e9 \\ud83d\\ude00 done"}'.replace("\\ud83d\\ude00", "😀"),
    '[1, {"a": [{"b": {}}]}, []]',
  ])("proves %j strict and returns the same value as JSON.parse", (text) => {
    const out = native(text);
    expect(out.ok).toBe(true);
    expect(out.value).toEqual(JSON.parse(text));
  });

  it.each([
    ['{"a": 1, "a": 2}', "a duplicate key"],
    ['{"a": {"b": 1, "b": 1}}', "a nested duplicate key"],
    ['{"a": 1, "\\u0061": 2}', "a duplicate key written with an escape"],
    ['{"n": 1e400}', "a number beyond a double"],
    ['{"n": [-1e999]}', "a negative number beyond a double"],
    ['{"s": "\\uD800"}', "an escaped lone surrogate"],
    ['{"s": "\\ud83d\\ude00"}', "an escaped surrogate pair (left to the scanner)"],
    ['{"s": "\uD800"}', "a raw lone surrogate"],
    ['{"a" : 1}', "a key spaced from its colon"],
    ['{"a": ":x"}', "a string that starts with a colon"],
    ['{"a\\\\": 1}', "a key that ends in an escaped backslash"],
    ['{"a": "\\":"}', "an escaped quote before a colon"],
    ['{"a": 1,}', "a trailing comma"],
    ['{"a": 1} tail', "text after the value"],
  ])("leaves %j undecided (%s)", (text) => {
    expect(native(text).ok).toBe(false);
  });

  it("leaves nesting deeper than the cap undecided, and accepts it at the cap", () => {
    const nested = (depth: number): string => "[".repeat(depth) + "]".repeat(depth);
    expect(native(nested(4), 4).ok).toBe(true);
    expect(native(nested(5), 4).ok).toBe(false);
  });

  it("leaves nesting deeper than the walk follows undecided whatever the cap, so the scanner decides it", () => {
    const nested = (depth: number): string => "[".repeat(depth) + "]".repeat(depth);
    expect(native(nested(256), 1000).ok).toBe(true);
    expect(native(nested(257), 1000).ok).toBe(false);
    expect(native(nested(257), Infinity).ok).toBe(false);
    expect(native("[]", 0).ok).toBe(false);
    const deep = `{"a": ${"[".repeat(300)}1${"]".repeat(300)}}`;
    expect(parseStrictJson(deep, { maxDepth: 1000 })).toEqual({ ok: true, value: JSON.parse(deep) });
  });

  it("reports JSON.parse's message when the text is not JSON", () => {
    expect(native("{oops}").error).toEqual(expect.any(String));
    expect(native('{"a": 1}').error).toBeUndefined();
  });

  it("never accepts what the strict parser rejects, over random fragments", () => {
    const pieces = ['{"a": ', '{"b":', "1", "1e999", '"x"', '"\\u0061"', '"a"', ": ", ", ", "}", "]", "[", '"\uD800"', ' :', '"\\":"', "null"];
    const random = seededRandom(11);
    let proven = 0;
    for (let round = 0; round < 20000; round++) {
      const text = randomPieces(random, pieces, 1 + Math.floor(random() * 12));
      const out = native(text);
      if (!out.ok) continue;
      proven++;
      expect(parseStrictJson(text)).toEqual({ ok: true, value: out.value });
    }
    // The fragments must exercise the fast path, not only its refusals.
    expect(proven).toBeGreaterThan(50);
  });

  describe("on a text over 1 KiB, where well-formedness is checked through the value's keys and strings", () => {
    const pad = "x".repeat(1100);
    it.each([
      [`{"pad": "${pad}", "s": "caf\\u00e9 \uD83D\uDE00"}`, "a raw surrogate pair in a string"],
      [`{"pad": "${pad}", "\uD83D\uDE00": ["\uD83D\uDE00", {"k": "\u00e9"}]}`, "raw pairs in a key and in nested strings"],
    ])("proves %# strict (%s)", (text) => {
      const out = native(text);
      expect(out.ok).toBe(true);
      expect(out.value).toEqual(JSON.parse(text));
    });

    it.each([
      [`{"pad": "${pad}", "s": "\uD800"}`, "a raw lone high surrogate in a string"],
      [`{"pad": "${pad}", "s": ["a", "\uDC00b"]}`, "a raw lone low surrogate in an array's string"],
      [`{"pad": "${pad}", "\uD800": 1}`, "a raw lone surrogate in a key"],
      [`{"pad": "${pad}", "s": "\uDE00\uD83D"}`, "surrogates in the wrong order"],
      [`["${pad}\uD800"]`, "a lone surrogate in a top-level array's string"],
    ])("leaves %# undecided (%s), as the strict parser rejects it", (text) => {
      expect(native(text).ok).toBe(false);
      expect(parseStrictJson(text).ok).toBe(false);
    });
  });
});

describe("parseNatively on a text over 16 KiB, proven from its marks read in one pass", () => {
  const pad = "x".repeat(17000);
  /** `members` written after a long first member, as one object's text. */
  const long = (members: string): string => `{"pad": "${pad}", ${members}}`;

  it.each([
    ['"a": 1, "b": [1, {"c": "d:e"}]', "plain members"],
    ['"a\\\\": 1', "a key that ends in an escaped backslash"],
    ['"{": 1, "[": 2, ",": 3, " ": 5, "": 6', "keys that end in what may open a string"],
    ['"e": "é—✓"', "two-byte characters"],
  ])("proves %# strict (%s), with the value JSON.parse builds", (members) => {
    const text = long(members);
    const out = native(text);
    expect(out.ok).toBe(true);
    expect(out.value).toEqual(JSON.parse(text));
    expect(parseStrictJson(text)).toEqual({ ok: true, value: out.value });
  });

  it.each([
    ['"a": 1, "a": 2', "a duplicate key"],
    ['"k": "a\\":1", "k": 2', "a duplicate hidden behind a string's escaped quote and colon"],
    ['"a\\":1": 1, "a\\":1": 2', "duplicate keys that hold an escaped quote and a colon"],
    ['"a": {"s": ":"}, "a": 2', "a duplicate beside a string that starts with a colon"],
    ['"a": 1, "\\u0061": 2', "a duplicate key written with an escape"],
    ['"a" : 1', "a key spaced from its colon"],
    ['"n": 1e400', "a number beyond a double"],
    ['"s": "\\ud83d\\ude00"', "an escaped surrogate pair"],
    ['"s": "\uD800"', "a raw lone surrogate"],
    ['"s": ["\uDC00b"]', "a raw lone surrogate in an array"],
    ['"\uD800": 1', "a raw lone surrogate in a key"],
  ])("leaves %# undecided (%s)", (members) => {
    expect(native(long(members)).ok).toBe(false);
  });

  it.each([
    ['"s": "a\\":1"', "a string that hides a quoted colon behind an escaped quote"],
    ['"s": ":x", "t": [":"]', "strings that start with a colon"],
    ['":": 1', "a key that starts with a colon"],
  ])("leaves %# undecided (%s: a colon after a quote inside a string), which the scanner accepts", (members) => {
    const text = long(members);
    expect(native(text).ok).toBe(false);
    expect(parseStrictJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it("proves a raw surrogate pair strict through the value's strings", () => {
    const text = long('"\uD83D\uDE00": ["\uD83D\uDE00"]');
    expect(native(text)).toEqual({ ok: true, value: JSON.parse(text), error: undefined });
  });

  it("never accepts what the strict parser rejects, over random values with duplicate keys hidden in strings", () => {
    // Mostly plain pieces, so that many values are proven; one pick in eight is adversarial (a repeated
    // key, a key or string that hides a quoted colon or a surrogate, a spaced colon, a huge number).
    const keys = Array.from({ length: 60 }, (_, k) => `"k${k}"`);
    const hostileKeys = ['"a"', '"a"', '"a\\":1"', '"\\u0061"', '""', '"a\\\\"', '"{"', '":"', '"\uD83D\uDE00"', '"\\ud83d\\ude00"', '"\uD800"'];
    const scalars = ["1", "-0", '"x"', "null", "true", '"é—"', '"a:b"'];
    const hostileScalars = ["1e400", '"a\\":1"', '":x"', '"\\\\"', '"\uD800"', '"\\uD800"', '"\\"a\\": 1"', '"\uD83D\uDE00"'];
    const colons = [":", ": ", ":\n"];
    const hostileColons = [" : ", "\t:"];
    const random = seededRandom(37);
    const pickOne = (list: readonly string[]): string => list[Math.floor(random() * list.length)];
    const pick = (plain: readonly string[], hostile: readonly string[]): string => pickOne(random() < 0.125 ? hostile : plain);
    const value = (depth: number): string => {
      const r = random();
      if (depth > 3 || r < 0.35) return pick(scalars, hostileScalars);
      const count = Math.floor(random() * 4);
      if (r < 0.55) return `[${Array.from({ length: count }, () => value(depth + 1)).join(", ")}]`;
      return `{${Array.from({ length: count }, () => pick(keys, hostileKeys) + pick(colons, hostileColons) + value(depth + 1)).join(", ")}}`;
    };
    let proven = 0;
    for (let round = 0; round < 800; round++) {
      const size = 16400 + Math.floor(random() * 20000);
      const text = `{"pad": "${"x".repeat(size)}", "v": ${value(0)}, "w": ${value(0)}}`;
      const out = native(text);
      if (!out.ok) continue;
      proven++;
      expect(parseStrictJson(text)).toEqual({ ok: true, value: out.value });
    }
    expect(proven).toBeGreaterThan(100);
  });
});

describe("parseShortNatively, the quick look's lean proof", () => {
  it.each([
    '{"call": "a", "args": {"x": 1, "y": [true, null, "s"]}}',
    '{"a" : 1, "b"\t:\n2}',
    '{"a\\\\": 1}',
    '{"t": "12:30"}',
    '{"": 1, "a:b": {"c": "d:"}}',
    '[1, {"a": [{"b": {}}]}, []]',
    '"text"',
  ])("proves %j strict and returns the value JSON.parse builds", (text) => {
    expectEqual(parseShortNatively(text, 64), JSON.parse(text));
    expectEqual(parseStrictJson(text), { ok: true, value: JSON.parse(text) });
  });

  it.each([
    ['{"a": 1, "a": 2}', "a duplicate key"],
    ['{"a" : 1, "a": "x:y"}', "a duplicate beside a spaced key and a colon in a string"],
    ['{"k": "a\\":1", "k": 2}', "a duplicate hidden behind a string's escaped quote and colon"],
    ['{"a": 1, "\\u0061": 2}', "a duplicate key written with an escape"],
    ['{"n": 1e400}', "a number beyond a double"],
    ['{"s": "\\uD800"}', "an escaped lone surrogate"],
    ['{"s": "\uD800"}', "a raw lone surrogate"],
    ['{"a": 1,}', "a trailing comma"],
    ["[[[1]]]", "nesting over the cap"],
  ])("leaves %j undecided (%s)", (text) => {
    expect(parseShortNatively(text, 2)).toBeUndefined();
  });

  it("never accepts what the strict parser rejects, and proves at least what parseNatively proves, over random fragments", () => {
    const pieces = ['{"a": ', '{"b":', '{"a" :', "1", "1e999", '"x"', '"x:y"', '"\\u0061"', '"a"', ": ", " : ", ", ", "}", "]", "[", '"\uD800"', '"\\":"', "null", '"a\\\\"'];
    const random = seededRandom(43);
    let proven = 0;
    for (let round = 0; round < 20000; round++) {
      const text = randomPieces(random, pieces, 1 + Math.floor(random() * 12));
      const value = parseShortNatively(text, 64);
      if (native(text).ok) expectSame(value === undefined, false);
      if (value === undefined) continue;
      proven++;
      expectEqual(parseStrictJson(text), { ok: true, value });
    }
    expect(proven).toBeGreaterThan(50);
  });
});

describe("parseNativelyUnticked, the span guess's parse of a long span shown to hold no backtick", () => {
  const pad = "x".repeat(17000);
  it.each([
    [`{"pad": "${pad}", "a": 1}`, true],
    [`{"pad": "${pad}", "a": 1, "a": 2}`, true],
    [`{"pad": "${pad}", "a": 1,}`, true],
    [`{"pad": "${pad}", "a": "\`"}`, false],
    [`{"pad": "${pad}", "a": "\\u0041"}`, false],
    [`{"pad": "${pad}", "a" : 1}`, false],
    ['{"a": 1}', false],
  ])("parses %# as parseNatively does only when its marks show no backtick (%s)", (text, parsed) => {
    const out: NativeParse = { value: undefined, ok: false, error: "untouched" };
    expectSame(parseNativelyUnticked(text, 64, out), parsed);
    expectEqual(out, parsed ? native(text) : { value: undefined, ok: false, error: "untouched" });
  });
});
