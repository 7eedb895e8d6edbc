import { DEFAULT_JSON_LIMITS, parseStrictJson } from "./strict-json";
import { randomPieces, seededRandom } from "./__fixtures__/random-text";
import { expectEqual, expectSame } from "../__fixtures__/cheap-expect";

/** Parses and returns the value, failing the test with the problem message otherwise. */
function value(text: string): unknown {
  const result = parseStrictJson(text);
  if (!result.ok) throw new Error(`expected ok, got: ${result.problem.message}`);
  return result.value;
}

/** Parses, expects a parse_error, and returns its message. */
function error(text: string, limits?: Parameters<typeof parseStrictJson>[1]): string {
  const result = parseStrictJson(text, limits);
  if (result.ok) throw new Error(`expected a parse_error for ${JSON.stringify(text).slice(0, 80)}`);
  expect(result.problem.kind).toBe("parse_error");
  return result.problem.message;
}

describe("parseStrictJson: the RFC 8259 grammar", () => {
  it.each([
    ["{}", {}],
    ["[]", []],
    [' \n\t\r{"a": [1, -2.5e3, 0, -0.0, 1E+2, true, false, null, "x"]}  ', { a: [1, -2500, 0, -0, 100, true, false, null, "x"] }],
    ['"\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00"', '" \\ / \b \f \n \r \t é 😀'],
    ["123", 123],
    ['"raw emoji 😀 and é"', "raw emoji 😀 and é"],
    ["1e308", 1e308],
    ["1e-400", 0],
  ])("accepts %j", (text, expected) => {
    expect(value(text)).toEqual(expected);
  });

  it.each([
    ["comments", '{"a": 1 /* no */}', "expected ',' or '}'"],
    ["line comments", "// note\n{}", "comments are not allowed"],
    ["trailing commas in objects", '{"a": 1,}', "trailing comma"],
    ["trailing commas in arrays", "[1, 2,]", "trailing comma"],
    ["single-quoted strings", "['a']", "double quotes"],
    ["single-quoted keys", "{'a': 1}", "double quotes"],
    ["unquoted keys", "{a: 1}", "expected a key in double quotes"],
    ["NaN", "[NaN]", "NaN and Infinity"],
    ["Infinity", "[Infinity]", "NaN and Infinity"],
    ["-Infinity", "[-Infinity]", "expected a digit"],
    ["leading zeros", "[01]", "expected ',' or ']'"],
    ["a bare minus", "[-]", "expected a digit"],
    ["a dot without digits", "[1.]", "after '.'"],
    ["an empty exponent", "[1e+]", "exponent"],
    ["hex numbers", "[0x10]", "expected ',' or ']'"],
    ["a raw newline in a string", '["a\nb"]', "control character U+000A"],
    ["a raw tab in a string", '["a\tb"]', "control character U+0009"],
    ["invalid escapes", '["\\x41"]', "invalid escape"],
    ["short \\u escapes", '["\\u12"]', "four hex digits"],
    ["a misspelled literal", "[ture]", "expected true"],
    ["a missing colon", '{"a" 1}', "expected ':'"],
    ["a missing comma", "[1 2]", "expected ',' or ']'"],
    ["an empty text", "  ", "found end of text"],
    ["two values", "1 2", "unexpected text after the JSON value"],
    ["an unterminated object", '{"a": 1', "unterminated object"],
    ["an unterminated array", "[1, 2", "unterminated array"],
    ["an unterminated string", '{"a": "b', "unterminated string"],
  ])("rejects %s", (_name, text, reason) => {
    expect(error(text)).toContain(reason);
  });

  it("reports where the text broke", () => {
    expect(error('{"a": [1, 2,, 3]}')).toContain("at character 12");
  });
});

describe("parseStrictJson: stricter than JSON.parse", () => {
  it("rejects duplicate keys, comparing them after unescaping", () => {
    expect(error('{"a": 1, "a": 2}')).toContain('duplicate key "a"');
    expect(error('{"a": 1, "\\u0061": 2}')).toContain('duplicate key "a"');
    expect(error('{"x": {"k": 1, "k": 1}}')).toContain('duplicate key "k"');
  });

  it("rejects duplicates in objects with many keys (past the linear search)", () => {
    const keys = Array.from({ length: 40 }, (_, i) => `"k${i}": ${i}`);
    expect(value(`{${keys.join(",")}}`)).toHaveProperty("k39", 39);
    expect(error(`{${keys.join(",")}, "k7": 0}`)).toContain('duplicate key "k7"');
  });

  it("accepts the same key in different objects", () => {
    expect(value('[{"a": 1}, {"a": 2}, {"a": {"a": 3}}]')).toEqual([{ a: 1 }, { a: 2 }, { a: { a: 3 } }]);
  });

  it("rejects numbers that are not finite as doubles", () => {
    expect(error('{"n": 1e400}')).toContain("number 1e400 is out of range");
    expect(error("[-1e309]")).toContain("out of range");
    expect(error(`[${"9".repeat(400)}]`)).toContain("out of range");
    expect(value(`[${"9".repeat(300)}]`)).toEqual([Number("9".repeat(300))]);
  });

  it("rejects escaped lone surrogates", () => {
    expect(error('["\\uD800"]')).toContain("lone surrogate \\uD800");
    expect(error('["\\uDC00"]')).toContain("lone surrogate");
    expect(error('["\\uD800\\u0041"]')).toContain("lone surrogate");
    expect(error('["\\uDE00\\uD83D"]')).toContain("lone surrogate");
    expect(value('["\\uD83D\\uDE00"]')).toEqual(["😀"]);
  });

  it("rejects raw lone surrogates, in short and long strings alike", () => {
    expect(error('["\uD800"]')).toContain("lone surrogate U+D800");
    expect(error('["\uDC00x"]')).toContain("lone surrogate U+DC00");
    expect(error(`["${"x".repeat(5000)}\uD800${"y".repeat(5000)}"]`)).toContain("at character 5002");
    expect(error('{"\uD800": 1}')).toContain("lone surrogate");
    // A raw high surrogate with an escaped low one is still lone in the text.
    expect(error('["\uD83D\\uDE00"]')).toContain("lone surrogate");
  });

  it("finds a control character deep inside a long string at its exact position", () => {
    const text = `{"a": "${"x".repeat(10000)}\u0001"}`;
    expect(error(text)).toContain("control character U+0001 in a string (at character 10007)");
  });
});

describe("parseStrictJson: safety", () => {
  it('makes "__proto__" an own data property and never touches Object.prototype', () => {
    const parsed = value('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(["__proto__", "constructor"]);
    expect(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("caps the text length", () => {
    expect(error("[1, 2, 3]", { maxLength: 5 })).toContain("too long");
    expect(parseStrictJson("[1]", { maxLength: 3 }).ok).toBe(true);
  });

  it("caps the nesting depth without recursion", () => {
    const depth = DEFAULT_JSON_LIMITS.maxDepth;
    expect(parseStrictJson("[".repeat(depth) + "]".repeat(depth)).ok).toBe(true);
    expect(error("[".repeat(depth + 1) + "]".repeat(depth + 1))).toContain(`deeper than the limit of ${depth}`);
    expect(error("[".repeat(100000))).toContain("deeper than the limit");
    expect(error('{"a":'.repeat(100000))).toContain("deeper than the limit");
    expect(error("[[[1]]]", { maxDepth: 2 })).toContain("limit of 2");
  });

  it("falls back to the default caps when given unusable ones", () => {
    expect(error("[".repeat(65), { maxDepth: Number.NaN, maxLength: -1 })).toContain("limit of 64");
  });

  it("returns a Result for any input, never throwing", () => {
    expect(parseStrictJson(undefined as unknown as string).ok).toBe(false);
    const pieces = ['{', '}', '[', ']', '"', ':', ',', '\\', "\\u", "D800", "1", "e", "-", ".", "true", " ", "\n", "\u0001", "\uD800", "a", '"k"'];
    const random = seededRandom(42);
    for (let round = 0; round < 3000; round++) {
      const text = randomPieces(random, pieces, Math.floor(random() * 30));
      const result = parseStrictJson(text);
      let native: { ok: true; value: unknown } | { ok: false };
      try {
        native = { ok: true, value: JSON.parse(text) };
      } catch {
        native = { ok: false };
      }
      // Whatever JSON.parse rejects is rejected; whatever is accepted parses to JSON.parse's value.
      if (!native.ok) expectSame(result.ok, false);
      if (result.ok && native.ok) expectEqual(result.value, native.value);
      if (!result.ok && native.ok) expect(result.problem.message).toMatch(/duplicate key|out of range|lone surrogate/);
    }
  });
});
