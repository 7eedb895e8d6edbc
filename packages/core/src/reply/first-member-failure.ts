// Internal to reply/: a shortcut for the commonest failed attempts in prose and hostile replies, objects that
// fail in or right after their first member: a '{' and a quoted word not followed by ':' (`{"note" here}`),
// or a first member with a short plain value and then neither ',' nor '}' (`{"a": "b" and so on`).
// Reads that may fall past the text's end are guarded (see json-scanner.ts).
import { skipWhitespace } from "./json-scanner";
import { OBJECT, ScanError, type ScanFailure } from "./scan-error";

// The longest key or string value read by hand; longer ones, escapes and odd characters go to the full scan.
const MAX_STRING = 16;
// Integers up to this many characters cannot leave the double range; longer ones go to the full scan.
const MAX_INTEGER = 300;
// The first '{' or '[' the strings of the attempt being settled held (-1: none yet). Set by plainStringEnd,
// read right after: the shortcut is synchronous, so one module variable serves every attempt.
let firstBrace = -1;

/** A failure {@link firstMemberFailure} settles, and where the pass may look for the next start. */
export interface MemberFailure extends ScanFailure {
  /**
   * Where the next attempt start may lie at the earliest: the first '{' or '[' in the attempt's strings, else
   * the failure's position (every other character the attempt read is a quote, a colon, whitespace, a digit
   * or a letter of a literal). Written when the caller's record has the field.
   */
  resume?: number;
}

/**
 * If the object attempt at `brace` fails in or right after its first member, without reading a watched key,
 * returns where it fails and sets `out` (code, position, container kind), else -1: the full scan decides.
 *
 * The answer is exactly the strict scanner's, for the shapes read here: a plain key (no backslash, control
 * character or surrogate) then anything but ':' fails with ExpectedColon (nothing looked like JSON); a colon
 * and a plain short string, a plain integer or a literal, then anything but ',' or '}', fails with
 * ExpectedComma, or Unterminated at the end of the text (the top colon was read). Nothing was nested either
 * way, so the scan's setup is not worth paying.
 */
export function firstMemberFailure(text: string, brace: number, watchKeys: readonly string[], out: MemberFailure): number {
  firstBrace = -1;
  let i = skipWhitespace(text, brace + 1);
  if (i >= text.length || text.charCodeAt(i) !== 34) return -1;
  const from = i + 1;
  const to = plainStringEnd(text, from);
  if (to < 0) return -1;
  for (let k = 0; k < watchKeys.length; k++) {
    if (watchKeys[k].length === to - from && text.startsWith(watchKeys[k], from)) return -1;
  }
  i = skipWhitespace(text, to + 1);
  if (i >= text.length || text.charCodeAt(i) !== 58) return settle(out, ScanError.ExpectedColon, i, 0);
  i = skipWhitespace(text, i + 1);
  const c = i < text.length ? text.charCodeAt(i) : -1;
  if (c === 34) {
    const end = plainStringEnd(text, i + 1);
    if (end < 0) return -1;
    i = end + 1;
  } else if (c === 45 || (c >= 48 && c <= 57)) {
    i = integerEnd(text, i);
    if (i < 0) return -1;
  } else if (c === 116 || c === 102 || c === 110) {
    const word = c === 116 ? "true" : c === 102 ? "false" : "null";
    if (!text.startsWith(word, i)) return -1;
    i += word.length;
  } else {
    return -1;
  }
  i = skipWhitespace(text, i);
  if (i >= text.length) return settle(out, ScanError.Unterminated, i, OBJECT);
  const after = text.charCodeAt(i);
  // A ',' or '}' means the object goes on or closes: the full scan decides.
  if (after === 44 || after === 125) return -1;
  return settle(out, ScanError.ExpectedComma, i, OBJECT);
}

/** Records the failure in `out` (and where the pass may resume) and returns its position. */
function settle(out: MemberFailure, code: ScanFailure["code"], at: number, aux: number): number {
  out.code = code;
  out.at = at;
  out.aux = aux;
  out.key = "";
  if (out.resume !== undefined) out.resume = firstBrace >= 0 ? firstBrace : at;
  return at;
}

/** The closing quote of a short plain string whose text starts at `from`, or -1; notes its first brace. */
function plainStringEnd(text: string, from: number): number {
  const limit = Math.min(from + MAX_STRING, text.length);
  for (let i = from; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i;
    if (c === 92 || c < 32 || (c >= 0xd800 && c <= 0xdfff)) return -1;
    if ((c === 123 || c === 91) && firstBrace < 0) firstBrace = i;
  }
  return -1;
}

/** The end of a plain integer (no fraction, no exponent, not too long) at `i`, or -1. */
function integerEnd(text: string, i: number): number {
  const start = i;
  if (text.charCodeAt(i) === 45) i++;
  let c = i < text.length ? text.charCodeAt(i) : -1;
  if (c === 48) {
    c = ++i < text.length ? text.charCodeAt(i) : -1;
  } else if (c >= 49 && c <= 57) {
    do c = ++i < text.length ? text.charCodeAt(i) : -1;
    while (c >= 48 && c <= 57);
  } else {
    return -1;
  }
  if (c === 46 || c === 101 || c === 69 || i - start > MAX_INTEGER) return -1;
  return i;
}
