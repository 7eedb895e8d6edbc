// Internal to reply/: the marks the native proof needs from a long JSON text, read in one pass of 8
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

// Memory layout (bytes): the flag at 0, the character before the chunk at 14, the chunk from 16 (padded
// with neutral characters to whole vectors, so no mark is invented at its end).
const FLAGS_AT = 0;
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
  /** Reads bytes [from, to) (whole vectors); returns the quoted colons and sets the flag at 0. */
  scan: (from: number, to: number) => number;
  bytes: Buffer;
  chars: Uint16Array;
}

let pass: Pass | null | undefined;

/**
 * Reads the {@link TextMarks} of `text` into `out`; returns false (and leaves `out` alone) where
 * WebAssembly SIMD is not available. The count is complete only when no rare mark was found (the pass
 * stops at the chunk holding the first).
 */
export function readTextMarks(text: string, out: TextMarks): boolean {
  const p = pass === undefined ? (pass = instantiate()) : pass;
  if (p === null) return false;
  const { bytes, chars, scan } = p;
  const n = text.length;
  const first = TEXT_AT >> 1;
  let count = 0;
  chars[first - 1] = NEUTRAL;
  for (let at = 0; at < n; at += CHUNK) {
    const length = n - at < CHUNK ? n - at : CHUNK;
    bytes.write(length === n ? text : text.slice(at, at + length), TEXT_AT, "utf16le");
    const padded = (length + 7) & ~7;
    if (padded > length) chars.fill(NEUTRAL, first + length, first + padded);
    count += scan(TEXT_AT, TEXT_AT + 2 * padded);
    if (chars[FLAGS_AT >> 1] !== 0) {
      out.rare = true;
      out.quotedColons = count;
      return true;
    }
    chars[first - 1] = chars[first + length - 1];
  }
  out.rare = false;
  out.quotedColons = count;
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
 * The module: `scan(from, to)` reads the 16-bit characters in bytes [from, to) (a multiple of 16 bytes
 * apart) 8 at a time, each vector beside the one a character earlier, and returns how many colons follow
 * a quote; it stores at 0 an i32 that is 1 when a colon followed a character at or below U+0020, a `u` followed
 * a backslash, or a surrogate code unit was seen (0 otherwise). Exports `scan` and `memory`.
 */
function moduleBytes(): Uint8Array {
  const get = (local: number): number[] => [0x20, local];
  const set = (local: number): number[] => [0x21, local];
  const load = [...simd(0x00), 0x00, 0x00]; // v128.load, align 1, offset 0
  const eq = simd(0x2d); // i16x8.eq
  const subSatU = simd(0x93); // i16x8.sub_sat_u
  const and = simd(0x4e); // v128.and
  const or = simd(0x50); // v128.or
  const anyTrue = simd(0x53); // v128.any_true
  const pairSums = simd(0x7e); // i32x4.extadd_pairwise_i16x8_s
  const add32 = simd(0xae); // i32x4.add
  const lane32 = (k: number): number[] => [...simd(0x1b), k]; // i32x4.extract_lane
  // Locals: params from (0), to (1); v128: the vector, the one a character earlier, its colons, the running
  // count (negated, in four i32 lanes), the rare marks seen.
  const [FROM, TO, CUR, PREV, COLONS, COUNT, RARE] = [0, 1, 2, 3, 4, 5, 6];
  const body = [
    0x01, 0x05, 0x7b, // 5 v128 locals
    0x02, 0x40, 0x03, 0x40, // block, loop
    ...get(FROM), ...get(TO), 0x4f, 0x0d, 0x01, // from >= to (unsigned): leave
    ...get(FROM), ...load, ...set(CUR),
    ...get(FROM), 0x41, 0x02, 0x6b, ...load, ...set(PREV), // the vector one character earlier
    ...get(CUR), ...lanes16(0x3a), ...eq, ...set(COLONS),
    // count += colons after a quote (a true lane is -1)
    ...get(COUNT), ...get(COLONS), ...get(PREV), ...lanes16(0x22), ...eq, ...and, ...pairSums, ...add32, ...set(COUNT),
    // rare |= colons after a character at or below U+0020 (saturating: it minus U+0020 is 0)
    ...get(RARE), ...get(COLONS), ...get(PREV), ...lanes16(0x20), ...subSatU, ...lanes16(0), ...eq, ...and,
    // | 'u' after a backslash
    ...get(CUR), ...lanes16(0x75), ...eq, ...get(PREV), ...lanes16(0x5c), ...eq, ...and, ...or,
    // | (character & 0xf800) == 0xd800: a surrogate
    ...get(CUR), ...lanes16(0xf800), ...and, ...lanes16(0xd800), ...eq, ...or,
    ...or, ...set(RARE),
    ...get(FROM), 0x41, 0x10, 0x6a, ...set(FROM), // from += 16
    0x0c, 0x00, 0x0b, 0x0b, // br loop, end loop, end block
    0x41, FLAGS_AT, ...get(RARE), ...anyTrue, 0x36, 0x02, 0x00, // memory[0] = any rare mark (i32.store)
    // return -(the sum of the count's lanes)
    0x41, 0x00,
    ...get(COUNT), ...lane32(0), 0x6b,
    ...get(COUNT), ...lane32(1), 0x6b,
    ...get(COUNT), ...lane32(2), 0x6b,
    ...get(COUNT), ...lane32(3), 0x6b,
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
