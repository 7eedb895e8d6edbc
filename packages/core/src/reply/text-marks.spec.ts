// The vector pass must read exactly what a character-by-character reading of the text finds, at every
// position of a chunk and across chunk boundaries.
import { readTextMarks, type TextMarks } from "./text-marks";
import { randomPieces, seededRandom } from "./__fixtures__/random-text";
import { expectSame } from "../__fixtures__/cheap-expect";

// Characters read at a time by the pass (text-marks.ts): boundaries are tested on both sides of it.
const CHUNK = 16384;

/** The marks read one character at a time: the reference the pass is held to. */
function reference(text: string): TextMarks {
  let quotedColons = 0;
  let rare = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const before = i > 0 ? text.charCodeAt(i - 1) : -1;
    if (c === 0x3a && before === 0x22) quotedColons++;
    if (c === 0x3a && before >= 0 && before <= 0x20) rare = true;
    if (c === 0x75 && before === 0x5c) rare = true;
    if (c >= 0xd800 && c <= 0xdfff) rare = true;
  }
  return { quotedColons, rare };
}

/** The pass's marks (the count is only complete without rare marks, so it is compared only then). */
function marks(text: string): TextMarks {
  const out: TextMarks = { quotedColons: -1, rare: false };
  expectSame(readTextMarks(text, out), true);
  return out;
}

/** Expects the pass to agree with {@link reference} on `text`. */
function expectAgrees(text: string): void {
  const expected = reference(text);
  const actual = marks(text);
  expectSame(actual.rare, expected.rare);
  if (!expected.rare) expectSame(actual.quotedColons, expected.quotedColons);
}

describe("readTextMarks", () => {
  it.each([
    ["", { quotedColons: 0, rare: false }],
    [":", { quotedColons: 0, rare: false }],
    ['":', { quotedColons: 1, rare: false }],
    ['{"a":1,"b":"c:d"}', { quotedColons: 2, rare: false }],
    ['{"a" :1}', { quotedColons: 0, rare: true }],
    ['{"a":\n1, "b"\t:2}', { quotedColons: 1, rare: true }],
    ['"\\u0041"', { quotedColons: 0, rare: true }],
    ['"\\\\u"', { quotedColons: 0, rare: true }],
    ['"u\\"', { quotedColons: 0, rare: false }],
    ['"\uD83D\uDE00"', { quotedColons: 0, rare: true }],
    ['"\uDC00"', { quotedColons: 0, rare: true }],
    ['"é—✓\uFFFF\uD7FF\uE000":', { quotedColons: 1, rare: false }],
  ])("reads %j", (text, expected) => {
    expect(reference(text)).toEqual(expected);
    expectAgrees(text);
  });

  it("finds each mark at every position of a vector and of a chunk, and across chunk boundaries", () => {
    const filler = "abc, 1.5 [x] {y} 'z' é—";
    const base = filler.repeat(Math.ceil((2 * CHUNK + 40) / filler.length)).slice(0, 2 * CHUNK + 40);
    const at = [0, 1, 7, 8, 9, 15, 16, CHUNK - 9, CHUNK - 8, CHUNK - 2, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK - 1, 2 * CHUNK, base.length - 2];
    for (const i of at) {
      for (const mark of ['":', ' :', "\n:", "\\u", "\uD800", "\uDFFF\uD800", "\u0020\u003a"]) {
        const text = base.slice(0, i) + mark + base.slice(i + mark.length);
        expectAgrees(text);
        // The same text ending right after the mark: the padding of the last vector invents nothing.
        expectAgrees(text.slice(0, i + mark.length));
      }
    }
  });

  it("counts quoted colons over several chunks, and stops only at a rare mark", () => {
    const unit = '{"key":"v:a\\"l"}, ';
    const text = unit.repeat(Math.ceil((3 * CHUNK + 5) / unit.length));
    expect(marks(text)).toEqual({ quotedColons: reference(text).quotedColons, rare: false });
    expect(marks(text + " :").rare).toBe(true);
    expect(marks("\\u" + text).rare).toBe(true);
  });

  it("agrees with the reference on random texts of every length up to three chunks", () => {
    const pieces = ['"', ":", '":', " ", "\n", "\t", "\\", "u", "\\u", "\uD800", "\uDC00", "\uD83D\uDE00", "é", "—", "a", "{", "}", ",", "x".repeat(300), "A".repeat(5000)];
    const random = seededRandom(29);
    for (let round = 0; round < 300; round++) {
      const text = randomPieces(random, pieces, Math.floor(random() * (round < 200 ? 40 : 60)));
      expectAgrees(text);
      // The same text with its rare marks removed, so that its count is compared too.
      expectAgrees(text.replace(/[\s\uD800-\uDFFF]|\\u/g, "a"));
    }
  });

  it("reads no mark into a character that only shares a byte with one, or is narrowed beside one", () => {
    // The pass narrows each character to a byte (text-marks.ts): characters whose low or high byte is a mark's,
    // and those at or above U+0080 that the narrowing folds together, must read as plain characters.
    const lookalikes = ["\u013A", "\u3A00", "\u0122", "\u2200", "\u015C", "\u5C00", "\u0175", "\u7500", "\u0120", "\u0100", "\u007F", "\u0080", "\u00FF", "\u7FFF", "\u8000", "\u803A", "\uFF1A", "\uD7FF", "\uE000", "\uFFFF"];
    const marksAround = ['"', ":", " ", "\\", "u", "a"];
    for (const odd of lookalikes) {
      for (const mark of marksAround) {
        for (const shift of [0, 5, 7, 8, 15, 16, 17, 31]) {
          const pad = "x".repeat(shift);
          expectAgrees(`${pad}${odd}${mark}:${mark}u${odd}:`);
          expectAgrees(`${pad}${mark}${odd}:${odd}u`);
        }
      }
    }
    const random = seededRandom(41);
    const pieces = [...lookalikes, ...marksAround, '":', "\\u", "\uD800", "\uDC00", "é", "x".repeat(20)];
    for (let round = 0; round < 400; round++) {
      expectAgrees(randomPieces(random, pieces, Math.floor(random() * 60)));
      // Across a chunk boundary, at each of the 16 positions of a block.
      if (round % 8 === 0) expectAgrees("y".repeat(CHUNK - 8 + ((round >> 3) % 16)) + randomPieces(random, pieces, 30));
    }
  });

  it("looks for surrogates only in the chunks that hold characters from U+8000, and finds them there", () => {
    const plain = "ab:c\"d".repeat(Math.ceil((3 * CHUNK) / 6)).slice(0, 3 * CHUNK);
    for (const high of ["\u8000", "\uE000", "\uFFFF", "\uD7FF"]) {
      for (const at of [0, 15, 16, CHUNK - 1, CHUNK, 2 * CHUNK + 7]) {
        const withHigh = plain.slice(0, at) + high + plain.slice(at + 1);
        expectAgrees(withHigh);
        for (const surrogateAt of [1, CHUNK - 2, CHUNK + 17, 3 * CHUNK - 1]) {
          if (surrogateAt === at) continue;
          expectAgrees(withHigh.slice(0, surrogateAt) + "\uDBFF" + withHigh.slice(surrogateAt + 1));
        }
      }
    }
  });

  it("tells whether the text holds a backtick, at every position of a block and across chunks", () => {
    const base = "ab:c\"d é—".repeat(Math.ceil((2 * CHUNK + 40) / 10)).slice(0, 2 * CHUNK + 40);
    const ticksOf = (text: string): boolean => {
      const ticks = { backtick: !text.includes("`") };
      expectSame(readTextMarks(text, { quotedColons: 0, rare: false }, ticks), true);
      return ticks.backtick;
    };
    expectSame(ticksOf(base), false);
    for (const i of [0, 1, 14, 15, 16, 17, 31, CHUNK - 1, CHUNK, CHUNK + 15, 2 * CHUNK + 39]) {
      expectSame(ticksOf(base.slice(0, i) + "`" + base.slice(i + 1)), true);
      expectSame(ticksOf(base.slice(0, i + 1)), false);
      expectSame(ticksOf(base.slice(0, i) + "\u0160\u6000\uE060"), false);
    }
    const random = seededRandom(47);
    const pieces = ["`", "```", "a", "\u0160", "\u6060", '":', "x".repeat(300), "y".repeat(9000)];
    for (let round = 0; round < 200; round++) {
      const text = randomPieces(random, pieces, Math.floor(random() * 12));
      expectSame(ticksOf(text), text.includes("`"));
    }
  });

  it("reads nothing where WebAssembly is missing, and the native proof keeps its searches there", () => {
    const host = globalThis as { WebAssembly?: unknown };
    const saved = host.WebAssembly;
    host.WebAssembly = undefined;
    try {
      jest.isolateModules(() => {
        const isolated = require("./text-marks") as typeof import("./text-marks");
        const native = require("./native-strict-parse") as typeof import("./native-strict-parse");
        expect(isolated.readTextMarks('{"a":1}', { quotedColons: 0, rare: false })).toBe(false);
        const long = (members: string): string => `{"pad": "${"x".repeat(17000)}", ${members}}`;
        const out = { value: undefined as unknown, ok: false, error: undefined as string | undefined };
        native.parseNatively(long('"a": 1, "b": "c:d"'), 64, out);
        expect(out).toEqual({ ok: true, value: JSON.parse(long('"a": 1, "b": "c:d"')), error: undefined });
        native.parseNatively(long('"k": "a\\":1", "k": 2'), 64, out);
        expect(out.ok).toBe(false);
      });
    } finally {
      host.WebAssembly = saved;
    }
  });
});
