// The paths a reply can take through extraction since issue 11 (point 3): the native guess only for
// fenced spans and short bare ones, strings read by hand then skipped natively, keys made into strings
// only when needed, and failures reported from their one scan. Outcomes must not depend on the path.
import { DEFAULT_EXTRACT_LIMITS } from "./extract-action";
import type { PickScanStats } from "./find-pick";
import { readAction } from "./read-action";
import { parseStrictJson } from "./strict-json";
import { pick, problem } from "./__fixtures__/extract-helpers";

/** Extracts with the work counters on; returns the result and how many spans went to JSON.parse. */
function counted(reply: string): { result: ReturnType<typeof readAction>; parses: number } {
  const stats: PickScanStats = { ops: 0, attempts: 0, parses: 0 };
  const result = readAction(reply, DEFAULT_EXTRACT_LIMITS, stats);
  return { result, parses: stats.parses ?? 0 };
}

/** A pick whose JSON text is about `size` characters. */
function bigPick(size: number): string {
  const items = Array.from({ length: Math.ceil(size / 40) }, (_, k) => ({ id: k, note: `item ${k} {x}` }));
  return JSON.stringify({ call: "store", args: { items } });
}

describe("extractAction: which picks the native guess takes", () => {
  it("guesses a short bare pick natively", () => {
    const { result, parses } = counted(`Sure: ${bigPick(2000)} done.`);
    expect(result.ok && result.value.call).toBe("store");
    expect(parses).toBe(1);
  });

  it("leaves a bare pick over 64 KiB to the scanner, with the same value", () => {
    const json = bigPick(100 * 1024);
    const { result, parses } = counted(`Sure: ${json} done.`);
    expect(parses).toBe(0);
    expect(result).toEqual({ ok: true, value: JSON.parse(json) });
  });

  it("still guesses a fenced pick over 64 KiB natively", () => {
    const json = bigPick(100 * 1024);
    const { result, parses } = counted("Sure:\n```json\n" + json + "\n```\n");
    expect(parses).toBe(1);
    expect(result).toEqual({ ok: true, value: JSON.parse(json) });
  });

  it("gives a pick nested deeper than the native walk follows to the scanner, under a cap that allows it", () => {
    const json = `{"call": "deep", "args": {"v": ${"[".repeat(300)}1${"]".repeat(300)}}}`;
    const reply = "Here:\n```json\n" + json + "\n```\n";
    expect(readAction(reply, { maxLength: 1 << 20, maxDepth: 1000 })).toEqual({ ok: true, value: JSON.parse(json) });
    expect(readAction(reply, DEFAULT_EXTRACT_LIMITS)).toEqual({ ok: false, problem: expect.objectContaining({ kind: "parse_error" }) });
  });

  it("finds the pick's last '}' however far from the reply's end it lies", () => {
    const json = '{"call": "a", "args": {"s": "}"}}';
    for (let tail = 0; tail < 80; tail += 7) {
      for (const reply of [`${json}${" done".repeat(tail)}`, "```json\n" + json + "\n```" + "x".repeat(tail)]) {
        const { result, parses } = counted(reply);
        expect(result).toEqual({ ok: true, value: JSON.parse(json) });
        expect(parses).toBe(1);
      }
    }
    expect(counted(`${json} and {"call": "b"}` + " x".repeat(40)).result).toEqual({ ok: true, value: { call: "b", args: {} } });
  });

  it("does not parse a long broken bare span natively, and reports it from its scan", () => {
    const reply = '{"call": "bulk", "args": {"rows": [' + '{"k": "v", "n": 1},'.repeat(5000);
    const { result, parses } = counted(reply);
    expect(parses).toBe(0);
    expect(result).toEqual({ ok: false, problem: expect.objectContaining({ kind: "parse_error" }) });
    expect(!result.ok && result.problem.message).toContain(`unterminated array: the text ends before its closing ']' (at character ${reply.length})`);
  });
});

describe("extractAction: a long fenced pick guessed from its marks (no search for the fence through it)", () => {
  const json = bigPick(100 * 1024);
  const fenced = (body: string): string => "Sure:\n```json\n" + body + "\n```\n";

  const ticked = json.replace("item 7 {x}", "item 7 `x` and ```y```");
  const rare = json.replace("item 7 {x}", "item 7 \\u0041");
  // The spans handed to JSON.parse are as many as when the fence was searched for (checked against it).
  it.each([
    ["a code fence without braces after it", json, fenced(json) + "Then run:\n```sh\nls -la\n```\n", 1],
    ["backticks and a fence inside its strings", ticked, fenced(ticked), 1],
    ["a rare mark", rare, fenced(rare), 1],
    ["more JSON after it in its fence", json, "Sure:\n```json\n" + json + '\nnote {"a": 1}\n```\n', 3],
    ["a long block before it", json, "```json\n" + bigPick(70 * 1024).replace('"call"', '"name"') + "\n```\nand the pick:" + fenced(json), 2],
    ["a brace after its fence", json, fenced(json) + "}", 1],
  ])("takes the same pick through every path (%s)", (_what, text, reply, spans) => {
    const { result, parses } = counted(reply);
    expect(result).toEqual({ ok: true, value: JSON.parse(text) });
    expect(parses).toBe(spans);
  });

  it("leaves a broken long pick to the scanner, with its report", () => {
    const broken = json.slice(0, -2) + ",}}";
    const { result } = counted(fenced(broken) + "```sh\nls\n```");
    expect(result).toEqual({ ok: false, problem: expect.objectContaining({ kind: "parse_error" }) });
    expect(parseStrictJson(broken).ok).toBe(false);
    expect(!result.ok && result.problem.message).toContain("The JSON object at character 14 is not valid JSON");
  });
});

describe("extractAction: strings and keys on every path", () => {
  it.each([
    [17, "\t", "unescaped control character U+0009 in a string"],
    [40, "\n", "unescaped control character U+000A in a string"],
    [3, "\u0001", "unescaped control character U+0001 in a string"],
    [40, "\uD800", "lone surrogate U+D800 in a string"],
    [40, "\uDC00", "lone surrogate U+DC00 in a string"],
  ])("reports a bad character %# deep in a string at its exact place", (offset, bad, reason) => {
    const head = '{"call": "a", "args": {"s": "';
    const reply = `Pick: ${head}${"x".repeat(offset)}${bad}y"}}`;
    const at = 6 + head.length + offset;
    const found = problem(reply);
    expect(found.message).toContain(`${reason} (at character ${at})`);
  });

  it("accepts surrogate pairs and escapes anywhere in long strings", () => {
    const text = `${"x".repeat(20)}\uD83D\uDE00 and \\"quoted\\" ${"y".repeat(30)}\uD83D\uDE00`;
    expect(pick(`{"call": "a", "args": {"s": "${text}"}} trailing {x`).args).toEqual({ s: JSON.parse(`"${text}"`) });
  });

  it("finds a duplicate of an object's first key, escaped or not", () => {
    for (const object of ['{"a": 1, "a": 2}', '{"a": 1, "b": 2, "a": 3}', '{"\\u0061": 1, "a": 2}', '{"a": 1, "\\u0061": 2}']) {
      const found = problem(`Pick: {"call": "x", "args": ${object}}`);
      expect(found.message).toContain('duplicate key "a"');
    }
  });

  it("names the key before a missing colon, as the strict parser does", () => {
    for (const json of ['{"call": "x", "args": {"abc" 1}}', '{"call": "x", "args": {"\\u0061bc" 1}}', '{"call": "x", "ab\\"c" 1}']) {
      const strict = parseStrictJson(json);
      expect(strict.ok).toBe(false);
      const reason = strict.ok ? "" : strict.problem.message.replace(/^Invalid JSON: /, "").replace(/\.$/, "");
      expect(problem(json).message).toContain(reason);
    }
  });
});

describe("extractAction: where the pass resumes after a failed attempt", () => {
  /** Characters examined per reply character. */
  function perChar(reply: string): number {
    const stats: PickScanStats = { ops: 0, attempts: 0 };
    const result = readAction(reply, DEFAULT_EXTRACT_LIMITS, stats);
    expect(result.ok && result.value.call).toBe("x");
    expect(stats.attempts).toBe(2);
    return stats.ops / reply.length;
  }

  it("resumes at the failure when no string the attempt read held a brace, and looks inside when one did", () => {
    const plain = perChar('{"list": [' + '{"k": "v"}, '.repeat(500) + 'oops] {"call": "x"}');
    const braced = perChar('{"list": [' + '{"k": "{v"}, '.repeat(500) + 'oops] {"call": "x"}');
    // The braced reply's failed attempt is searched again for starts inside its strings; the plain one's is not.
    expect(plain).toBeLessThanOrEqual(braced - 0.8);
  });

  it("still tries a brace inside a string of a failed attempt, and a brace at its failure", () => {
    expect(pick('{"s": "abc} and then {"call": "x"}').call).toBe("x");
    expect(pick('{"a": 1 {"call": "x"}').call).toBe("x");
    expect(pick('[1, 2 {"call": "x"}').call).toBe("x");
  });
});

