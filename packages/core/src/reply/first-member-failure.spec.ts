// The first-member shortcut must answer exactly as the strict scanner: whenever it settles an attempt, the
// scan fails at the same place, for the same reason, having read a top colon only when the shortcut says so,
// and with no watched key and nothing nested.
import { CALL_KEYS } from "./call-keys";
import { firstMemberFailure, type MemberFailure } from "./first-member-failure";
import { JsonScan } from "./json-scan";
import { scanJsonValue } from "./json-scanner";
import { ScanError, type ScanFailure } from "./scan-error";
import { randomPieces, seededRandom } from "./__fixtures__/random-text";
import { expectSame } from "../__fixtures__/cheap-expect";

/** Runs the shortcut on `text` from 0; returns its answer and the failure it recorded. */
function quick(text: string): { at: number; failure: ScanFailure } {
  const failure: ScanFailure = { code: ScanError.None, at: 0, aux: 0, key: "" };
  return { at: firstMemberFailure(text, 0, CALL_KEYS, failure), failure };
}

describe("firstMemberFailure", () => {
  it.each([
    ['{"note" here}', 8, ScanError.ExpectedColon],
    ['{  "a"\n\t b', 9, ScanError.ExpectedColon],
    ['{"a"', 4, ScanError.ExpectedColon],
    ['{"a": "b" and so on', 10, ScanError.ExpectedComma],
    ['{"a":1 2', 7, ScanError.ExpectedComma],
    ['{"a": 01}', 7, ScanError.ExpectedComma],
    ['{"a": -7 x', 9, ScanError.ExpectedComma],
    ['{"a": truex', 10, ScanError.ExpectedComma],
    ['{"a": null ', 11, ScanError.Unterminated],
  ])("settles %j at %d", (text, at, code) => {
    const found = quick(text);
    expect(found.at).toBe(at);
    expect(found.failure.code).toBe(code);
  });

  it.each([
    ['{"a": 1}', "the object closes"],
    ['{"a": 1, "b": 2', "the object goes on"],
    ['{"call" x}', "the key is a call key"],
    ['{"tool": 1 x', "the key is a call key"],
    ['{"a\\"b" x}', "the key has an escape"],
    ['{"a\tb" x}', "the key has a control character"],
    ['{"\uD83D\uDE00" x}', "the key has a surrogate"],
    ['{"abcdefghijklmnopq" x}', "the key is longer than the hand look"],
    ['{"a": 1.5 x', "the value has a fraction"],
    ['{"a": 1e5 x', "the value has an exponent"],
    ['{"a": - x', "the value is a broken number"],
    ['{"a": tru x', "the value is a broken literal"],
    ['{"a": {"b": 1} x', "the value is an object"],
    ['{"a": "b\\"c" x', "the value has an escape"],
    ["{}", "there is no key"],
  ])("leaves %j to the scan (%s)", (text) => {
    expect(quick(text).at).toBe(-1);
  });

  it.each([
    ['{"a":"{"{"a":"{"', 6],
    ['{"a": "}{" {"a"', 8],
    ['{" {": 1 x', 3],
    ['{"a": 1 x {', 8],
    ['{"[" x', 2],
    ['{"a" {"b": 1}', 5],
  ])("says where the pass resumes after %j: %d", (text, resume) => {
    const failure: MemberFailure = { code: ScanError.None, at: 0, aux: 0, key: "", resume: -1 };
    expect(firstMemberFailure(text, 0, CALL_KEYS, failure)).toBeGreaterThan(0);
    expect(failure.resume).toBe(resume);
  });

  it("resumes at the first brace after the attempt's own, else at its failure, on random attempts", () => {
    const pieces = ['"', "a", " ", ":", "}", ",", "x", "1", "{", "[", "]", '"{"', '"a[b"', "true"];
    const random = seededRandom(5);
    let inside = 0;
    for (let round = 0; round < 20000; round++) {
      const text = (random() < 0.5 ? '{"a":' : '{"') + randomPieces(random, pieces, Math.floor(random() * 10));
      const failure: MemberFailure = { code: ScanError.None, at: 0, aux: 0, key: "", resume: -1 };
      const at = firstMemberFailure(text, 0, CALL_KEYS, failure);
      if (at < 0) continue;
      const resume = failure.resume as number;
      const braces = [...text.slice(1)].findIndex((c) => c === "{" || c === "[");
      // No start can lie before it: it is the first brace after the attempt's, or its failure when that comes first.
      expectSame(resume, braces >= 0 && braces + 1 < at ? braces + 1 : at);
      if (resume < at) inside++;
    }
    expect(inside).toBeGreaterThan(100);
  });

  it("agrees with the strict scanner on random attempts", () => {
    const pieces = ['"', "a", "call", " ", "\n", ":", "}", ",", "\\", "\t", "x", "1", "0", "-", ".", "e", "true", "nul", "{", "[", "\uD800"];
    const random = seededRandom(3);
    let colons = 0;
    let commas = 0;
    for (let round = 0; round < 20000; round++) {
      const text = (random() < 0.5 ? '{"a":' : random() < 0.6 ? '{"' : "{") + randomPieces(random, pieces, Math.floor(random() * 10));
      const found = quick(text);
      if (found.at < 0) continue;
      const scan = new JsonScan(text, 64, CALL_KEYS);
      expectSame(scanJsonValue(0, scan), -1);
      expectSame(scan.at, found.at);
      expectSame(scan.code, found.failure.code);
      expectSame(scan.sawTopColon, found.failure.code !== ScanError.ExpectedColon);
      if (found.failure.code !== ScanError.ExpectedColon) expectSame(scan.aux, found.failure.aux);
      expectSame(scan.sawWatchedKey || scan.nestedCount > 0 || scan.depthExceeded, false);
      if (found.failure.code === ScanError.ExpectedColon) colons++;
      else commas++;
    }
    expect(colons).toBeGreaterThan(100);
    expect(commas).toBeGreaterThan(100);
  });
});
