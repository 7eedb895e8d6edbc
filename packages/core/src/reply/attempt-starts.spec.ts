// The attempt-start search: a hand look near the last brace, cached native searches in prose, and one regex
// search over a long run of braces that cannot start JSON, all finding exactly the starts a single regex does.
import { AttemptStarts } from "./attempt-starts";
import { randomPieces, seededRandom } from "./__fixtures__/random-text";

// The definition the search must agree with: a '{' before a key or '}', a '[' before a value or ']'.
const REFERENCE = /\{(?=[ \t\n\r]*["}])|\[(?=[ \t\n\r]*[-0-9"[\]tfn{])/g;

/** Every start from `from` on, each search resuming one past the last start found. */
function allStarts(text: string, from = 0): number[] {
  const starts = new AttemptStarts(text);
  const found: number[] = [];
  for (let at = starts.next(from); at >= 0; at = starts.next(at + 1)) found.push(at);
  return found;
}

/** The same by the reference regex. */
function referenceStarts(text: string, from = 0): number[] {
  const found: number[] = [];
  REFERENCE.lastIndex = from;
  while (REFERENCE.test(text)) found.push(REFERENCE.lastIndex - 1);
  return found;
}

describe("AttemptStarts", () => {
  it("accepts a brace only before what may start JSON", () => {
    const text = '{"a" {} { } {x [1 [a [ ] ["s" [- [t [{ [[ [x';
    expect(allStarts(text)).toEqual([0, 5, 8, 15, 21, 25, 30, 33, 36, 39, 40]);
    expect(allStarts(text)).toEqual(referenceStarts(text));
  });

  it("finds near starts by hand and far ones natively, the same either way", () => {
    const prose = "Some words without braces, long enough for the native search. ".repeat(3);
    const text = `${prose}{"call": "a"} then [1, 2] and {x} ${prose}{}`;
    expect(allStarts(text)).toEqual(referenceStarts(text));
    expect(allStarts(text).length).toBe(3);
  });

  it("passes a long run of braces that cannot start JSON with one regex search", () => {
    const text = "{".repeat(1000) + '{"a": 1} ' + "[x ".repeat(50) + "[2]";
    expect(allStarts(text)).toEqual([1000, 1159]);
    const starts = new AttemptStarts(text);
    expect(starts.next(0)).toBe(1000);
    // Each character is searched about once per kind ('{' and '['): the hand look stops after 8 rejects and
    // the regex takes the rest of the run, instead of a look and a call per brace.
    expect(starts.ops).toBeLessThanOrEqual(2 * text.length);
  });

  it("returns -1 when no start is left, from anywhere", () => {
    expect(new AttemptStarts("no braces here").next(0)).toBe(-1);
    expect(new AttemptStarts('{"a": 1}').next(1)).toBe(-1);
    expect(new AttemptStarts("{").next(0)).toBe(-1);
    expect(new AttemptStarts("[").next(0)).toBe(-1);
  });

  it("settles a '{' directly before a quote as a start without a search, as next would", () => {
    const text = 'x {"a" {x {"b" { "c" {"';
    for (let at = 0; at < text.length; at++) {
      const starts = new AttemptStarts(text);
      const settled = starts.opensKeyAt(at);
      expect(settled).toBe(text[at] === "{" && text[at + 1] === '"');
      if (settled) expect(new AttemptStarts(text).next(at)).toBe(at);
    }
    expect(new AttemptStarts('{"').opensKeyAt(1)).toBe(false);
  });

  it("agrees with the reference on random text, resuming from any position", () => {
    const pieces = ["{", "}", "[", "]", '"', " ", "\n", "x", "1", "-", "t", "a b c d e f g h i j k l m n o p q r s t u v w x y z. "];
    const random = seededRandom(11);
    for (let round = 0; round < 500; round++) {
      const text = randomPieces(random, pieces, Math.floor(random() * 120));
      const from = Math.floor(random() * (text.length + 1));
      expect(allStarts(text, from)).toEqual(referenceStarts(text, from));
    }
  });
});
