import { pick, problem } from "./__fixtures__/extract-helpers";
import { CALL_KEYS, DEFAULT_EXTRACT_LIMITS, extractAction } from "./extract-action";
import { randomPieces, seededRandom } from "./__fixtures__/random-text";

describe("extractAction: which JSON is the pick (rule 1)", () => {
  it("finds bare objects and objects in ``` and ```json fences", () => {
    expect(pick('{"call": "a"}').call).toBe("a");
    expect(pick('```\n{"call": "b"}\n```').call).toBe("b");
    expect(pick('Sure.\n```json\n{"call": "c"}\n```\nDone.').call).toBe("c");
  });

  it("never takes an object nested in a parsed top-level object", () => {
    expect(problem('{"plan": {"call": "x"}}').kind).toBe("no_action");
    expect(problem('{"steps": [{"call": "x"}, {"call": "y"}]}').kind).toBe("no_action");
  });

  it("never takes an object nested in an outer object that fails to parse (issue 9, point 2)", () => {
    expect(problem('{"note": {"call":"x"}').kind).toBe("parse_error");
    expect(problem('{"note": {"call":"x"}, oops}').kind).toBe("parse_error");
  });

  it("never takes a pick from inside a top-level JSON array", () => {
    expect(problem('[{"call": "x"}]').kind).toBe("no_action");
    expect(problem('Options: [{"call": "x"}, {"call": "y"}]').kind).toBe("no_action");
  });

  it("reads brackets that do not form JSON as prose", () => {
    expect(pick('See [the docs](https://x.test) and [1, 2]. {"call": "x"}').call).toBe("x");
    expect(pick('[draft {"call": "x"}').call).toBe("x");
  });

  it("resumes scanning right after a parsed object", () => {
    expect(pick('{"a": "}"} {"call": "after"}').call).toBe("after");
  });
});

describe("extractAction: call keys (rule 2)", () => {
  it.each(CALL_KEYS.map((key) => [key]))("accepts %s as the call key", (key) => {
    expect(pick(`{"${key}": "go"}`).call).toBe("go");
  });

  it("accepts several call keys that name the same call", () => {
    expect(pick('{"tool": "c", "function": "c", "action": "c", "call": "c"}').call).toBe("c");
    expect(pick('{"tool": "f", "function": "f"}').call).toBe("f");
  });

  it.each([
    ['{"call": "a", "tool": "b"}', '"call": "a" and "tool": "b"', "tool"],
    ['{"tool": "t", "function": "f", "action": "a", "call": "c"}', '"call": "c" and "action": "a"', "action"],
    ['{"function": "f", "tool": "t"}', '"function": "f" and "tool": "t"', "tool"],
    ['{"action": "a", "tool": 7}', '"action": "a" and "tool": 7', "tool"],
    ['{"call": "a", "function": null}', '"call": "a" and "function": null', "function"],
  ])("sends %s back as a conflict instead of picking one silently (issue 9, point 4)", (reply, named, path) => {
    const found = problem(reply);
    expect(found.kind).toBe("no_action");
    expect(found.message).toContain(`The pick names two different calls: ${named}.`);
    expect(found.message).toContain('Reply with {"call": "<option name>", "args": {...}}.');
    expect(found.path).toBe(path);
  });

  it("recognises an escaped call key", () => {
    expect(pick('{"\\u0063all": "x"}').call).toBe("x");
  });

  it.each([
    ['{"call": 5}', "a number"],
    ['{"call": ""}', "an empty string"],
    ['{"call": "  "}', "a blank string"],
    ['{"call": null}', "null"],
    ['{"call": ["a"]}', "an array"],
    ['{"call": {"name": "a"}}', "an object"],
    ['{"call": true}', "a boolean"],
  ])("reports %s as no_action", (reply, described) => {
    const found = problem(reply);
    expect(found.kind).toBe("no_action");
    expect(found.message).toContain(`must be a string naming one of the options, but it is ${described}`);
    expect(found.path).toBe("call");
  });

  it.each([
    ['{"call": "\\u00a0\\u2028\\ufeff\\t"}', "a blank string"],
    ['{"call": "\\u3000"}', "a blank string"],
  ])("reports %s, blank by Unicode whitespace, as no_action", (reply, described) => {
    expect(problem(reply).message).toContain(`must be a string naming one of the options, but it is ${described}`);
  });

  it.each(["\\u00a0a", " a", "~", "\\u0080a", "\\ud83d\\ude00"])("accepts the call %j, which is not blank", (call) => {
    expect(pick(`{"call": "${call}"}`).call).toBe(JSON.parse(`"${call}"`));
  });

  it("names the call key that was used in the message", () => {
    expect(problem('{"tool": 1}').message).toContain('The "tool" value');
  });

  it("lets the last candidate win even when it is the problematic one", () => {
    expect(problem('{"call": "good"} then {"call": 7}').kind).toBe("no_action");
    expect(pick('{"call": 7} then {"call": "good"}').call).toBe("good");
  });

  it("lets the last candidate win over later objects without a call key", () => {
    expect(pick('{"call": "a"} {"note": "b"}').call).toBe("a");
  });
});

describe("extractAction: arguments (rule 3)", () => {
  it("reads args, then an arguments object, then defaults to {}", () => {
    expect(pick('{"call": "a", "args": {"x": 1}}').args).toEqual({ x: 1 });
    expect(pick('{"call": "a", "arguments": {"y": 2}}').args).toEqual({ y: 2 });
    expect(pick('{"call": "a"}').args).toEqual({});
    expect(pick('{"call": "a", "arguments": [1]}').args).toEqual({});
    expect(pick('{"call": "a", "arguments": "x"}').args).toEqual({});
  });

  it('reads "args": null and "arguments": null as no arguments (issue 9, point 3)', () => {
    expect(pick('{"call": "a", "args": null}')).toEqual({ call: "a", args: {} });
    expect(pick('{"call": "a", "arguments": null}')).toEqual({ call: "a", args: {} });
    expect(pick('{"call": "a", "args": null, "arguments": null}')).toEqual({ call: "a", args: {} });
    expect(pick('{"call": "a", "args": null, "arguments": {"y": 2}}').args).toEqual({ y: 2 });
    expect(pick('{"call": "a", "args": {"x": 1}, "arguments": null}').args).toEqual({ x: 1 });
  });

  it("accepts args and arguments that carry the same object", () => {
    expect(pick('{"call": "a", "args": {"x": 1, "y": [1, {"z": null}]}, "arguments": {"y": [1, {"z": null}], "x": 1}}').args).toEqual({
      x: 1,
      y: [1, { z: null }],
    });
  });

  it.each([
    ['{"call": "a", "args": {"x": 1}, "arguments": {"y": 2}}'],
    ['{"call": "a", "args": {"x": 1}, "arguments": {"x": 2}}'],
    ['{"call": "a", "args": {"x": 1}, "arguments": {"x": 1, "y": 2}}'],
    ['{"call": "a", "args": {"x": [1, 2]}, "arguments": {"x": [2, 1]}}'],
    ['{"call": "a", "args": {}, "arguments": {"x": 1}}'],
  ])("sends %s back as a conflict between args and arguments (issue 9, point 4)", (reply) => {
    const found = problem(reply);
    expect(found.kind).toBe("bad_args");
    expect(found.message).toContain('The pick carries two different argument objects, "args" and "arguments".');
    expect(found.path).toBe("arguments");
  });

  it.each([
    ['{"call": "a", "args": [1]}', "an array"],
    ['{"call": "a", "args": "x=1"}', "a string"],
    ['{"call": "a", "args": 3}', "a number"],
  ])("rejects %s as bad_args", (reply, described) => {
    expect(problem(reply)).toEqual({ kind: "bad_args", message: `"args" must be a JSON object, but it is ${described}.`, path: "args" });
  });
});

describe("extractAction: parse errors (rules 4 and 5)", () => {
  it.each([
    ['{"call": "a", "args": {"a": 1, "a": 2}}', 'duplicate key "a"'],
    ['{"call": "a", "args": {"a": 1, "\\u0061": 2}}', 'duplicate key "a"'],
    ['{"call": "a", "args": {"n": 1e400}}', "number 1e400 is out of range"],
    ['{"call": "a", "args": {"s": "\\uD800"}}', "lone surrogate \\uD800"],
    ['{"call": "a", "args": {"s": "\uD800"}}', "lone surrogate U+D800"],
    ['{"call": "a", "args": {"x": 1}', "unterminated object"],
    ['{"call": "a", "args": {"x": 1,}}', "trailing comma"],
    ['{"call": "a", "args": {"x": NaN}}', "NaN and Infinity"],
    ["{\"call\": 'a'}", "double quotes"],
  ])("reports %s as a parse_error", (reply, reason) => {
    const found = problem(`Here is my pick:\n${reply}\n`);
    expect(found.kind).toBe("parse_error");
    expect(found.message).toContain(reason);
    expect(found.message).toContain('Reply with {"call": "<option name>", "args": {...}}.');
  });

  it("reports no_action when no failed attempt looked like JSON", () => {
    expect(problem("{x} {} { } {'a'}").kind).toBe("no_action");
    expect(problem('{"a" 1}').kind).toBe("no_action");
  });

  it("reports the failed attempt that got furthest", () => {
    const found = problem('{"a": 1,} and later {"call": "x", "args": {"b": [1, 2,]}}');
    expect(found.message).toContain("at character 20");
    expect(found.message).toContain("trailing comma before ']' (at character 54)");
  });

  it("prefers a candidate, even a problematic one, over parse errors that come before it", () => {
    expect(pick('{"a": 1,} {"call": "a"}').call).toBe("a");
    expect(problem('{"a": 1,} {"call": 1}').kind).toBe("no_action");
  });

  it("reports a broken pick after a good one instead of running the earlier option", () => {
    const found = problem('{"call": "a"} no wait: {"call": "b", "x": 1,}');
    expect(found.kind).toBe("parse_error");
    expect(found.message).toContain("at character 23");
    expect(problem('{"call": 1} {"call": "b", "x": 1,}').kind).toBe("parse_error");
  });
});

describe("extractAction: caps (rule 6)", () => {
  it("rejects a reply longer than maxLength at once", () => {
    const found = problem(`${"x".repeat(100)}{"call": "a"}`, { maxLength: 100 });
    expect(found.kind).toBe("parse_error");
    expect(found.message).toContain("too long");
    expect(DEFAULT_EXTRACT_LIMITS).toEqual({ maxLength: 4 * 1024 * 1024, maxDepth: 64 });
    expect(problem(" ".repeat(DEFAULT_EXTRACT_LIMITS.maxLength + 1)).message).toContain("too long");
  });

  it("allows nesting up to maxDepth and fails the whole reply beyond it", () => {
    const nested = (depth: number): string => '{"call": "a", "args": {"x": ' + "[".repeat(depth - 2) + "]".repeat(depth - 2) + "}}";
    expect(pick(nested(64)).call).toBe("a");
    const found = problem(`{"call": "early"} ${nested(65)}`);
    expect(found.kind).toBe("parse_error");
    expect(found.message).toContain("deeper than the limit of 64 levels");
    expect(problem(nested(5), { maxDepth: 4 }).message).toContain("limit of 4");
  });
});

describe("extractAction: safety (rule 7)", () => {
  it('keeps "__proto__", "constructor" and "prototype" as own data properties', () => {
    const found = pick('{"call": "a", "args": {"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": 1}}');
    expect(Object.getPrototypeOf(found.args)).toBe(Object.prototype);
    expect(Object.keys(found.args)).toEqual(["__proto__", "constructor", "prototype"]);
    expect(Object.getOwnPropertyDescriptor(found.args, "__proto__")?.value).toEqual({ polluted: true });
    expect((found.args as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it('does not read a call key through a top-level "__proto__"', () => {
    expect(problem('{"__proto__": {"call": "evil"}}').kind).toBe("no_action");
  });

  it("reads no call key or arguments that Object.prototype holds, only the pick's own", () => {
    const inherited = { call: "evil", tool: "evil", args: { inherited: true }, arguments: { inherited: true } };
    // Replies with no own call key: answered as they are without anything on Object.prototype.
    const withoutCall = ['{"args": {"y": 1}}', '```json\n{"args": {"y": 1}}\n```', '{"name": "x"} and {"args": null}'];
    const clean = new Map(withoutCall.map((reply) => [reply, extractAction(reply)]));
    for (const [enumerable, keys] of [
      [false, ["call", "args", "arguments"]],
      [true, ["call", "args", "arguments"]],
      [false, ["call", "tool", "args"]],
    ] as const) {
      for (const key of keys) Object.defineProperty(Object.prototype, key, { value: inherited[key], configurable: true, writable: true, enumerable });
      try {
        for (const reply of ['```json\n{"call": "a"}\n```', 'Sure: {"call": "a"} done']) {
          expect(extractAction(reply)).toEqual({ ok: true, value: { call: "a", args: {} } });
        }
        expect(extractAction('{"call": "a", "args": {"y": 1}}')).toEqual({ ok: true, value: { call: "a", args: { y: 1 } } });
        expect(extractAction('{"call": "a", "arguments": {"z": 2}}')).toEqual({ ok: true, value: { call: "a", args: { z: 2 } } });
        expect(extractAction('```json\n{"tool": "t"}\n```')).toEqual({ ok: true, value: { call: "t", args: {} } });
        for (const reply of clean.keys()) expect(extractAction(reply)).toEqual(clean.get(reply));
      } finally {
        for (const key of keys) delete (Object.prototype as Record<string, unknown>)[key];
      }
    }
    expect(extractAction('{"call": "a"}')).toEqual({ ok: true, value: { call: "a", args: {} } });
  });

  it("never throws, whatever the input", () => {
    expect(extractAction(undefined as unknown as string).ok).toBe(false);
    expect(extractAction(42 as unknown as string).ok).toBe(false);
    const pieces = ["{", "}", "[", "]", '"', ":", ",", "\\", '"call"', '"args"', '"x"', "1", "1e999", "\uD800", "\n", "```json\n", "null"];
    const random = seededRandom(7);
    for (let round = 0; round < 3000; round++) {
      const reply = randomPieces(random, pieces, Math.floor(random() * 40));
      const result = extractAction(reply);
      expect(typeof result.ok).toBe("boolean");
    }
  });
});
