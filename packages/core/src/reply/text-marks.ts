// Internal to reply/: the marks the native proof needs from a long JSON text, read in one pass of 16
// characters at a time. The proof otherwise makes a native search per colon (a runtime call each, about a
// tenth of JSON.parse on a large pick), another for `\u`, and a well-formedness call per key and string.
// The pass is a small WebAssembly function (SIMD) written out below instruction by instruction; the text is
// copied into its memory a chunk at a time by a native write. It is compiled on the first long text (a few
// milliseconds, once per process). Where WebAssembly or its SIMD is missing, the caller keeps its searches.
import { Buffer } from "node:buffer";

/** What {@link readTextMarks} found in a text. */
export interface TextMarks {
  /** Colons whose previous character is a quote. */
  quotedColons: number;
  /**
   * Whether the text holds a rare mark: a colon after a character at or below U+0020 (whitespace, in valid
   * JSON), a `u` after a backslash (a `\u` escape, or an escaped backslash before a `u`), or a surrogate
   * code unit (U+D800 to U+DFFF, paired or not). One flag for the three keeps the pass short; a text that
   * has any of them is left to the searches that tell them apart.
   */
  rare: boolean;
}

// Memory layout (bytes): the flag at 0, the backtick flag at 4, the character before the chunk at 14, the
// chunk from 16 (padded with neutral characters to whole blocks of 16, so no mark is invented at its end).
const FLAGS_AT = 0;
const BACKTICK_AT = 4;
const TEXT_AT = 16;
const NEUTRAL = 0x41; // 'A'
// Characters copied and read at a time: a chunk stays in the processor's cache between the copy and the
// pass, and the memory stays at one page (the text's length is not limited by it).
const CHUNK = 16384;
const PAGES = Math.ceil((TEXT_AT + 2 * CHUNK) / 65536);

/** The part of the WebAssembly API used here (the package's typings do not declare it). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
  validate(bytes: Uint8Array): boolean;
}

/** The instantiated pass and views of its memory. */
interface Pass {
  /** Reads bytes [from, to) (whole blocks of 16 characters); returns the quoted colons and sets the flag at 0. */
  scan: (from: number, to: number) => number;
  bytes: Buffer;
  chars: Uint16Array;
}

let pass: Pass | null | undefined;
// Set by forceTextMarksFallback: the pass is then reported missing, as where WebAssembly SIMD is.
let forcedOff = false;

/**
 * The switch that makes {@link readTextMarks} behave as where WebAssembly SIMD is missing (`true`) or back
 * (`false`). Internal to reply/, for its tests and the extraction benchmark only: they measure and check the
 * fallback on an engine that has SIMD.
 */
export function forceTextMarksFallback(forced: boolean): void {
  forcedOff = forced;
}

/** Whether the text {@link readTextMarks} read holds a backtick (U+0060), where it is asked for. */
export interface BacktickMark {
  backtick: boolean;
}

/**
 * Reads the {@link TextMarks} of `text` into `out`, and into `ticks` whether it holds a backtick; returns
 * false (and leaves both alone) where WebAssembly SIMD is not available. The count and the backtick are
 * complete only when no rare mark was found (the pass stops at the chunk holding the first).
 */
export function readTextMarks(text: string, out: TextMarks, ticks?: BacktickMark): boolean {
  const p = forcedOff ? null : pass === undefined ? (pass = instantiate()) : pass;
  if (p === null) return false;
  const { bytes, chars, scan } = p;
  const n = text.length;
  const first = TEXT_AT >> 1;
  let count = 0;
  let backtick = false;
  chars[first - 1] = NEUTRAL;
  for (let at = 0; at < n; at += CHUNK) {
    const length = n - at < CHUNK ? n - at : CHUNK;
    bytes.write(length === n ? text : text.slice(at, at + length), TEXT_AT, "utf16le");
    const padded = (length + 15) & ~15;
    if (padded > length) chars.fill(NEUTRAL, first + length, first + padded);
    count += scan(TEXT_AT, TEXT_AT + 2 * padded);
    if (chars[BACKTICK_AT >> 1] !== 0) backtick = true;
    if (chars[FLAGS_AT >> 1] !== 0) {
      out.rare = true;
      out.quotedColons = count;
      if (ticks !== undefined) ticks.backtick = backtick;
      return true;
    }
    chars[first - 1] = chars[first + length - 1];
  }
  out.rare = false;
  out.quotedColons = count;
  if (ticks !== undefined) ticks.backtick = backtick;
  return true;
}

/** Compiles and instantiates the pass, or null where WebAssembly SIMD is missing. */
function instantiate(): Pass | null {
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (wasm === undefined) return null;
  try {
    const bytes = moduleBytes();
    if (!wasm.validate(bytes)) return null;
    const { exports } = new wasm.Instance(new wasm.Module(bytes));
    const memory = exports.memory as { buffer: ArrayBuffer; grow(pages: number): number };
    if (PAGES > 1) memory.grow(PAGES - 1);
    return { scan: exports.scan as Pass["scan"], bytes: Buffer.from(memory.buffer), chars: new Uint16Array(memory.buffer) };
  } catch {
    return null;
  }
}

/** LEB128 of an unsigned integer. */
function leb(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    out.push(byte);
  } while (value !== 0);
  return out;
}

/** A SIMD instruction (prefix 0xfd). */
function simd(op: number): number[] {
  return [0xfd, ...leb(op)];
}

/** v128.const with the same 8-bit value in all 16 lanes. */
function lanes8(value: number): number[] {
  const out = simd(0x0c);
  for (let k = 0; k < 16; k++) out.push(value);
  return out;
}

/** v128.const with the same 16-bit value in all 8 lanes. */
function lanes16(value: number): number[] {
  const out = simd(0x0c);
  for (let k = 0; k < 8; k++) out.push(value & 0xff, value >> 8);
  return out;
}

/** A module section: id, size, contents. */
function section(id: number, contents: number[]): number[] {
  return [id, ...leb(contents.length), ...contents];
}

/** A name in a module: length, then ASCII bytes. */
function name(text: string): number[] {
  return [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];
}

/**
 * The module: `scan(from, to)` reads the 16-bit characters in bytes [from, to) (a multiple of 32 bytes
 * apart) 16 at a time, each block beside the one a character earlier, and returns how many colons follow
 * a quote; it stores at 0 an i32 that is 1 when a colon followed a character at or below U+0020, a `u` followed
 * a backslash, or a surrogate code unit was seen (0 otherwise), and at 4 one that is 1 when a backtick was
 * seen. Exports `scan` and `memory`.
 *
 * Each block of 16 characters is narrowed to 16 bytes with signed saturation, which keeps U+0000 to U+007F
 * as they are and turns every other character into 0x7F (below U+8000) or 0x80, neither of them a mark: each
 * test then takes one byte instruction per 16 characters, and the block a character earlier is this one
 * shifted by a byte. Marks are gathered in vectors (the count in 16-bit lanes, at most 2 048 a lane per
 * chunk) and read once, after the loop. Surrogates, which the narrowing hides among the characters from
 * U+8000, are looked for only in a chunk that has such characters, by a second loop over its 16-bit
 * characters: adding 0x2800 maps U+D800 to U+DFFF, and only them, below 0x800.
 */
function moduleBytes(): Uint8Array {
  const get = (local: number): number[] => [0x20, local];
  const set = (local: number): number[] => [0x21, local];
  const load = (offset: number): number[] => [...simd(0x00), 0x00, ...leb(offset)]; // v128.load, align 1
  const narrow = simd(0x65); // i8x16.narrow_i16x8_s
  const eq8 = simd(0x23); // i8x16.eq
  const gtU8 = simd(0x28); // i8x16.gt_u
  const maxU8 = simd(0x79); // i8x16.max_u
  const bitmask8 = simd(0x64); // i8x16.bitmask
  const pairs8 = simd(0x7c); // i16x8.extadd_pairwise_i8x16_s
  const sub16 = simd(0x91); // i16x8.sub
  const add16 = simd(0x8e); // i16x8.add
  const minU16 = simd(0x97); // i16x8.min_u
  const ltU16 = simd(0x30); // i16x8.lt_u
  const pairs16 = simd(0x7e); // i32x4.extadd_pairwise_i16x8_s
  const lane32 = (k: number): number[] => [...simd(0x1b), k]; // i32x4.extract_lane
  const and = simd(0x4e); // v128.and
  const andNot = simd(0x4f); // v128.andnot: a & ~b
  const or = simd(0x50); // v128.or
  const anyTrue = simd(0x53); // v128.any_true
  // the block one character earlier: the last byte of the previous block, then the first 15 of this one
  const shiftIn = [...simd(0x0d), 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]; // i8x16.shuffle
  const leaveAtEnd = [...get(0), ...get(1), 0x4f, 0x0d, 0x01]; // from >= to (unsigned): leave the block
  const next = [...get(0), 0x41, 0x20, 0x6a, ...set(0), 0x0c, 0x00, 0x0b, 0x0b]; // from += 32, br loop, end, end
  // Locals: params from (0), to (1); i32: the chunk's start, the flag; v128: the two halves of a block, the
  // block (narrowed), the next one, the one a character earlier, its colons; what is gathered: the count,
  // the characters before a colon (inverted), 'u' after a backslash, the highest byte, the lowest surrogate
  // sum; and constants kept in locals so the loop does not rebuild them.
  const [FROM, START, FLAG, LOW, HIGH, CUR, NEXT, PREV, COLONS] = [0, 2, 3, 4, 5, 6, 7, 8, 9];
  const [COUNT, BEFORE_COLON, ESCAPED_U, HIGHEST, SUR] = [10, 11, 12, 13, 14];
  const [COLON, QUOTE, U, BACKSLASH, TO_SURROGATE, BACKTICK, TICKS] = [15, 16, 17, 18, 19, 20, 21];
  const body = [
    0x02, 0x02, 0x7f, 0x12, 0x7b, // locals: 2 i32, 18 v128
    ...lanes8(0x60), ...set(BACKTICK),
    ...lanes8(0x3a), ...set(COLON),
    ...lanes8(0x22), ...set(QUOTE),
    ...lanes8(0x75), ...set(U),
    ...lanes8(0x5c), ...set(BACKSLASH),
    ...get(FROM), ...set(START),
    // the character before the chunk, as the last byte of a narrowed block
    ...get(FROM), 0x41, 0x10, 0x6b, ...load(0), ...get(FROM), 0x41, 0x10, 0x6b, ...load(0), ...narrow, ...set(CUR),
    0x02, 0x40, 0x03, 0x40, // block, loop
    ...leaveAtEnd,
    ...get(FROM), ...load(0), ...set(LOW),
    ...get(FROM), ...load(16), ...set(HIGH),
    ...get(LOW), ...get(HIGH), ...narrow, ...set(NEXT),
    ...get(CUR), ...get(NEXT), ...shiftIn, ...set(PREV),
    ...get(NEXT), ...set(CUR),
    ...get(CUR), ...get(COLON), ...eq8, ...set(COLONS),
    // count -= colons after a quote (a true lane is -1), added up in pairs
    ...get(COUNT), ...get(COLONS), ...get(PREV), ...get(QUOTE), ...eq8, ...and, ...pairs8, ...sub16, ...set(COUNT),
    // the highest inverted character before a colon: at or above 0xDF when one was at or below U+0020
    ...get(BEFORE_COLON), ...get(COLONS), ...get(PREV), ...andNot, ...maxU8, ...set(BEFORE_COLON),
    ...get(ESCAPED_U), ...get(CUR), ...get(U), ...eq8, ...get(PREV), ...get(BACKSLASH), ...eq8, ...and, ...or, ...set(ESCAPED_U),
    ...get(HIGHEST), ...get(CUR), ...maxU8, ...set(HIGHEST),
    ...get(TICKS), ...get(CUR), ...get(BACKTICK), ...eq8, ...or, ...set(TICKS),
    ...next,
    0x41, BACKTICK_AT, ...get(TICKS), ...anyTrue, 0x36, 0x02, 0x00, // memory[4] = any backtick (i32.store)
    ...get(ESCAPED_U), ...anyTrue, ...get(BEFORE_COLON), ...lanes8(0xde), ...gtU8, ...anyTrue, 0x72, ...set(FLAG),
    // a character from U+8000 (a byte 0x80): look for surrogates in the 16-bit characters
    ...get(HIGHEST), ...bitmask8, 0x04, 0x40, // if
    ...lanes16(0x2800), ...set(TO_SURROGATE),
    ...lanes16(0xffff), ...set(SUR),
    ...get(START), ...set(FROM),
    0x02, 0x40, 0x03, 0x40, // block, loop
    ...leaveAtEnd,
    ...get(SUR), ...get(FROM), ...load(0), ...get(TO_SURROGATE), ...add16, ...minU16,
    ...get(FROM), ...load(16), ...get(TO_SURROGATE), ...add16, ...minU16, ...set(SUR),
    ...next,
    ...get(FLAG), ...get(SUR), ...lanes16(0x800), ...ltU16, ...anyTrue, 0x72, ...set(FLAG),
    0x0b, // end if
    0x41, FLAGS_AT, ...get(FLAG), 0x36, 0x02, 0x00, // memory[0] = the flag (i32.store)
    // the sum of the count's lanes
    ...get(COUNT), ...pairs16, ...set(COUNT),
    ...get(COUNT), ...lane32(0), ...get(COUNT), ...lane32(1), 0x6a, ...get(COUNT), ...lane32(2), 0x6a, ...get(COUNT), ...lane32(3), 0x6a,
    0x0b,
  ];
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
    ...section(1, [0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7f]), // one type: (i32, i32) -> i32
    ...section(3, [0x01, 0x00]), // one function of that type
    ...section(5, [0x01, 0x00, 0x01]), // one memory, at least a page
    ...section(7, [0x02, ...name("scan"), 0x00, 0x00, ...name("memory"), 0x02, 0x00]),
    ...section(10, [0x01, ...leb(body.length), ...body]),
  ]);
}
