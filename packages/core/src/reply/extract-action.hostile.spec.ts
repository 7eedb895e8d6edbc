// Hostile replies: every family must end in a Result (a failure or the right pick), never a throw,
// a hang or a stack overflow, and the work must grow linearly. Work is counted in characters examined
// (the internal stats hook), never timed, so these tests are stable on a loaded machine.
import type { Result } from "../errors/result";
import { DEFAULT_EXTRACT_LIMITS, type ExtractedAction } from "./extract-action";
import { findPick, WORK_PER_CHAR, type PickScanStats } from "./find-pick";
import { readAction } from "./read-action";

const KIB = 1024;
const MIB = 1024 * KIB;

/** Repeats `unit` after `head` to exactly `size` characters. */
function fill(head: string, unit: string, size: number): string {
  return (head + unit.repeat(Math.ceil(size / unit.length))).slice(0, size);
}

/** Extracts with the work counters on. */
function run(reply: string): { result: Result<ExtractedAction>; ops: number; perChar: number; parses: number } {
  const stats: PickScanStats = { ops: 0, attempts: 0, parses: 0 };
  const result = readAction(reply, DEFAULT_EXTRACT_LIMITS, stats);
  return { result, ops: stats.ops, perChar: stats.ops / reply.length, parses: stats.parses ?? 0 };
}

/** Runs a family at 256 KiB and 1 MiB; checks linear growth and the budget; returns the 1 MiB result. */
function linear(make: (size: number) => string): Result<ExtractedAction> {
  const small = run(make(256 * KIB));
  const large = run(make(MIB));
  // Linear work quadruples; allow a generous margin, and far below what a quadratic scan would do (16).
  expect(large.ops / small.ops).toBeLessThanOrEqual(5);
  expect(large.perChar).toBeLessThanOrEqual(WORK_PER_CHAR);
  // The native fast path gives up after a couple of guesses that do not parse at once: however long the
  // hostile reply, JSON.parse is called a bounded number of times (the characters it reads are in ops).
  expect(large.parses).toBeLessThanOrEqual(4);
  expect(large.parses).toBeLessThanOrEqual(small.parses + 1);
  expect(small.result).toEqual(expect.objectContaining({ ok: large.result.ok }));
  return large.result;
}

/** The problem kind and message of a failed result. */
function failure(result: Result<ExtractedAction>): { kind: string; message: string } {
  if (result.ok) throw new Error(`expected a failure, got the pick ${result.value.call}`);
  return result.problem;
}

describe("extractAction on hostile replies", () => {
  it("1 MiB of unclosed braces {{{{…", () => {
    expect(failure(linear((n) => fill("", "{", n))).kind).toBe("no_action");
  });

  it('1 MiB of unclosed {"a":{"a":… stops at the depth cap', () => {
    const problem = failure(linear((n) => fill("", '{"a":', n)));
    expect(problem.kind).toBe("parse_error");
    expect(problem.message).toContain("deeper than the limit of 64");
  });

  it("unclosed nesting far deeper than the stack, with the depth cap lifted, is linear and safe", () => {
    const stats: PickScanStats = { ops: 0, attempts: 0 };
    const reply = '{"a":'.repeat(200000);
    const result = readAction(reply, { ...DEFAULT_EXTRACT_LIMITS, maxDepth: 1e9 }, stats);
    expect(failure(result).message).toContain("unterminated object");
    // Every nested start fails with the outer attempt, so each is settled by the memo, not re-scanned.
    expect(stats.attempts).toBe(1);
    // One pass of the prose searches for '{' and '[' (2n) plus the attempt and its memo (under 3n).
    expect(stats.ops / reply.length).toBeLessThanOrEqual(5);
  });

  it("repeated 60-deep unclosed objects", () => {
    const problem = failure(linear((n) => fill("", '{"a":'.repeat(60) + '{"b":1,"c":"x"},', n)));
    expect(problem.kind).toBe("parse_error");
  });

  it("an unclosed object holding a huge array of small objects", () => {
    const problem = failure(linear((n) => fill('{"a":[', '{"k":"v","n":1},', n)));
    expect(problem.message).toContain("unterminated");
  });

  it("1 MiB of stray braces in prose", () => {
    expect(failure(linear((n) => fill("", "} { } {x and { so } on ", n))).kind).toBe("no_action");
  });

  it("1 MiB of fence spam", () => {
    expect(failure(linear((n) => fill("", "```json\n{\n", n))).kind).toBe("no_action");
  });

  it('100 000-deep {"a": nesting', () => {
    expect(failure(run('{"a":'.repeat(100000)).result).message).toContain("deeper than the limit of 64");
  });

  it("100 000-deep [ nesting inside an object", () => {
    const { result, perChar } = run('Pick: {"call": "a", "args": {"x": ' + "[".repeat(100000));
    expect(failure(result).message).toContain("deeper than the limit of 64");
    expect(perChar).toBeLessThanOrEqual(2);
  });

  it("a depth violation anywhere stops the whole reply, even after a good pick", () => {
    const reply = '{"call": "fine"} ' + "[".repeat(10) + '{"x":' + "[".repeat(100);
    expect(failure(run(reply).result).kind).toBe("parse_error");
  });

  it("many small candidates: the last one wins", () => {
    const result = linear((n) => fill("", 'ok {"call":"pick","args":{"i":1}}\n', n - 40) + '\n{"call":"last","args":{"i":2}}');
    expect(result).toEqual({ ok: true, value: { call: "last", args: { i: 2 } } });
  });

  it("a long string full of braces and escaped quotes", () => {
    const result = linear((n) => fill('{"call":"x","args":{"s":"', '{\\"a\\": \\"}{\\" ', n - 3) + '"}}');
    expect(result.ok && result.value.call).toBe("x");
  });

  it("an unclosed string full of braces and raw quotes", () => {
    expect(failure(linear((n) => fill('{"call":"x","args":{"s":"', '{"a": "}{" ', n))).kind).toBe("parse_error");
  });

  it('quote-brace interleavings {"a":"{"…', () => {
    expect(failure(linear((n) => fill("", '{"a":"{"', n))).kind).toBe("parse_error");
    expect(failure(linear((n) => fill("", '{"x":"{", ":', n))).kind).toBe("parse_error");
    expect(failure(linear((n) => fill("", '"{\\"', n))).kind).toBe("no_action");
  });

  it("a long unterminated string and a long run of backslashes", () => {
    expect(failure(linear((n) => fill('{"a":"', "x", n))).message).toContain("unterminated string");
    expect(failure(linear((n) => fill('{"a":"', "\\\\", n))).message).toContain("unterminated string");
  });

  it("control characters and raw surrogates deep in many long strings", () => {
    const unit = `{"k": "${"x".repeat(200)}\t${"y".repeat(200)}", "s": "\uD800"} `;
    expect(failure(linear((n) => fill("", unit, n))).kind).toBe("parse_error");
  });

  it("a big benign reply costs about two looks per character, and one native parse", () => {
    const records = Array.from({ length: 5000 }, (_, k) => ({ id: k, name: `item ${k}`, tags: ["a", "b"], note: 'say "hi" {ok}' }));
    const reply = "Here you go {as asked}:\n```json\n" + JSON.stringify({ call: "store", args: { records } }, null, 2) + "\n```\n";
    const { result, perChar, parses } = run(reply);
    expect(result.ok && result.value.call).toBe("store");
    expect(perChar).toBeLessThanOrEqual(3);
    expect(parses).toBe(1);
  });

  it("many fenced picks: each is parsed natively once, and the work stays linear", () => {
    const unit = 'Step:\n```json\n{"call": "note", "args": {"i": 1}}\n```\n';
    const small = run(fill("", unit, 64 * KIB - 40) + '\n{"call": "last"}');
    const large = run(fill("", unit, 256 * KIB - 40) + '\n{"call": "last"}');
    expect(large.result).toEqual({ ok: true, value: { call: "last", args: {} } });
    expect(large.ops / small.ops).toBeLessThanOrEqual(5);
    expect(large.parses / small.parses).toBeLessThanOrEqual(5);
    expect(large.perChar).toBeLessThanOrEqual(WORK_PER_CHAR);
  });

  it('turns work beyond the budget into a "too complex" parse_error', () => {
    const reply = fill("", '{"a":"{"', 64 * KIB);
    const result = findPick(reply, { maxLength: MIB, maxDepth: 64 }, undefined, 1);
    expect(result).toEqual({ ok: false, problem: expect.objectContaining({ kind: "parse_error" }) });
    expect(failure(result as Result<ExtractedAction>).message).toContain("too complex");
  });
});
