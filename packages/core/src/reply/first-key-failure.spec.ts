// The first-key shortcut must answer exactly as the strict scanner: whenever it settles an attempt, the
// scan fails at the same place with nothing to record (no colon read, no watched key, nothing nested).
import { CALL_KEYS } from "./call-keys";
import { firstKeyFailure } from "./first-key-failure";
import { JsonScan } from "./json-scan";
import { scanJsonValue } from "./json-scanner";
import { ScanError } from "./scan-error";

describe("firstKeyFailure", () => {
  it("settles a brace and a quoted word without a colon", () => {
    expect(firstKeyFailure('{"note" here}', 0, CALL_KEYS)).toBe(8);
    expect(firstKeyFailure('x {  "a"\n\t b', 2, CALL_KEYS)).toBe(11);
    expect(firstKeyFailure('{"a"', 0, CALL_KEYS)).toBe(4);
  });

  it.each([
    ['{"a": 1}', "a colon follows"],
    ['{"a" : 1}', "a colon follows after whitespace"],
    ['{"call" x}', "the key is a call key"],
    ['{"tool"}', "the key is a call key"],
    ['{"a\\"b" x}', "the key has an escape"],
    ['{"a\tb" x}', "the key has a control character"],
    ['{"\uD83D\uDE00" x}', "the key has a surrogate"],
    ['{"abcdefghijklmnopq" x}', "the key is longer than the hand look"],
    ['{"abc', "the key is unterminated"],
    ["{}", "there is no key"],
  ])("leaves %j to the scan (%s)", (text) => {
    expect(firstKeyFailure(text, 0, CALL_KEYS)).toBe(-1);
  });

  it("agrees with the strict scanner on random attempts", () => {
    const pieces = ["{", '"', "a", "call", " ", "\n", ":", "}", "\\", "\t", "x", ",", "1", "[", "\uD800"];
    let seed = 3;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let settled = 0;
    for (let round = 0; round < 5000; round++) {
      let text = random() < 0.8 ? '{"' : "{";
      const length = Math.floor(random() * 14);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(random() * pieces.length)];
      const at = firstKeyFailure(text, 0, CALL_KEYS);
      if (at < 0) continue;
      settled++;
      const scan = new JsonScan(text, 64, CALL_KEYS);
      expect(scanJsonValue(0, scan)).toBe(-1);
      expect(scan.at).toBe(at);
      expect(scan.code).toBe(ScanError.ExpectedColon);
      expect(scan.sawTopColon || scan.sawWatchedKey || scan.nestedCount > 0 || scan.depthExceeded).toBe(false);
    }
    expect(settled).toBeGreaterThan(100);
  });
});
