// The cached native searches of JsonScan: each answers exactly what a plain search from the same position
// would, whatever order positions are asked in (later attempts may start before text already searched).
import { JsonScan } from "./json-scan";
import { randomPieces, seededRandom } from "./__fixtures__/random-text";
import { expectSame } from "../__fixtures__/cheap-expect";

/** The first index at or after `i` whose character matches `test`, or the text length. */
function firstFrom(text: string, i: number, test: (code: number) => boolean): number {
  for (let k = i; k < text.length; k++) if (test(text.charCodeAt(k))) return k;
  return text.length;
}

const isBackslash = (c: number): boolean => c === 92;
const isUnchecked = (c: number): boolean => c < 32 || (c >= 0xd800 && c <= 0xdfff);

describe("JsonScan searches", () => {
  it("finds control characters and surrogates, forward and back", () => {
    const text = 'abc\tdef "x" \uD83D\uDE00 ghi\n';
    const scan = new JsonScan(text, 64);
    expect(scan.nextUnchecked(0)).toBe(3);
    expect(scan.nextUnchecked(4)).toBe(12);
    expect(scan.nextUnchecked(13)).toBe(13);
    expect(scan.nextUnchecked(14)).toBe(18);
    expect(scan.nextUnchecked(1)).toBe(3);
    expect(scan.nextUnchecked(19)).toBe(19);
  });

  it("answers like a plain search for random texts and random query orders", () => {
    const pieces = ["a", "b", " ", "\\", "\t", "\n", "\uD800", "\uDC00", '"', "xyz"];
    const random = seededRandom(5);
    for (let round = 0; round < 300; round++) {
      const text = randomPieces(random, pieces, Math.floor(random() * 60));
      const scan = new JsonScan(text, 64);
      for (let query = 0; query < 12; query++) {
        const i = Math.floor(random() * (text.length + 1));
        expectSame(scan.nextUnchecked(i), firstFrom(text, i, isUnchecked));
        expectSame(scan.nextBackslash(i), firstFrom(text, i, isBackslash));
      }
    }
  });
});
