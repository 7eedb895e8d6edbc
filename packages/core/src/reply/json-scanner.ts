// Internal to reply/: a strict RFC 8259 validator that finds where one JSON value ends without
// building it. It is iterative (an explicit container stack capped at maxDepth), so no input can
// overflow the call stack, and it reads each character once, so one scan is linear in what it reads.
// Callers hand the validated slice to the native JSON.parse, which is far faster at building values.
// Every read that may fall at or past the text's end is guarded and gives -1 (like NaN, no character and
// no digit): scans of unclosed replies always read there, and a single out-of-bounds charCodeAt at a call
// site makes V8's optimized code call the generic builtin at that site from then on, for every reply.
import type { JsonScan } from "./json-scan";
import { scanLiteral, scanNumber, scanString } from "./json-tokens";
import { ARRAY, OBJECT, ScanError } from "./scan-error";

/** Returns the first index at or after `i` that is not JSON whitespace. */
export function skipWhitespace(text: string, i: number): number {
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) i++;
    else break;
  }
  return i;
}

/** Scans `"key" :` at `i` for the object open at `level`; returns the index just after the colon. */
function scanMember(text: string, i: number, level: number, scan: JsonScan): number {
  if (i >= text.length || text.charCodeAt(i) !== 34) {
    return i >= text.length ? scan.fail(ScanError.Unterminated, i, OBJECT) : scan.fail(ScanError.ExpectedKey, i);
  }
  const end = scanString(text, i, scan);
  if (end < 0) return -1;
  // Keys are compared after unescaping ("a" and "\u0061" collide); only escaped keys pay to decode.
  const escaped = scan.escaped;
  const key = escaped ? (JSON.parse(text.slice(i, end)) as string) : null;
  if (key !== null ? !scan.addKey(level, key) : !scan.addKeyText(level, i + 1, end - 1)) {
    scan.setFailedKey(key, i + 1, end - 1);
    return scan.fail(ScanError.DuplicateKey, i);
  }
  const colon = end < text.length && text.charCodeAt(end) === 58 ? end : skipWhitespace(text, end);
  if (colon >= text.length || text.charCodeAt(colon) !== 58) {
    scan.setFailedKey(key, i + 1, end - 1);
    return scan.fail(ScanError.ExpectedColon, colon);
  }
  if (level === 0) scan.sawTopColon = true;
  return colon + 1;
}

/**
 * Validates one strict JSON value of `scan.text` starting at `start` (whitespace before it allowed)
 * and returns the index just past it, or -1 with the failure, position and flags recorded on `scan`.
 */
export function scanJsonValue(start: number, scan: JsonScan): number {
  scan.begin();
  const text = scan.text;
  const kinds = scan.kinds;
  const maxDepth = scan.maxDepth;
  const nested = scan.nested;
  let depth = 0;
  let i = start;
  for (;;) {
    // Here a value must start. (Whitespace is tested inline first: most tokens follow each other directly.)
    let c = i < text.length ? text.charCodeAt(i) : -1;
    if (c <= 32) {
      i = skipWhitespace(text, i);
      c = i < text.length ? text.charCodeAt(i) : -1;
    }
    if (c === 123 || c === 91) {
      if (depth >= maxDepth) {
        scan.depthExceeded = true;
        return scan.fail(ScanError.TooDeep, i, maxDepth);
      }
      const isObject = c === 123;
      kinds[depth] = isObject ? OBJECT : ARRAY;
      if (depth > 0) nested[scan.nestedCount++] = i;
      if (isObject) scan.resetKeys(depth);
      depth++;
      c = ++i < text.length ? text.charCodeAt(i) : -1;
      if (c <= 32) {
        i = skipWhitespace(text, i);
        c = i < text.length ? text.charCodeAt(i) : -1;
      }
      if (isObject ? c !== 125 : c !== 93) {
        if (isObject) {
          i = scanMember(text, i, depth - 1, scan);
          if (i < 0) return -1;
        }
        continue;
      }
      // An empty container is a complete value.
      depth--;
      i++;
    } else if (c === 34) {
      i = scanString(text, i, scan);
      if (i < 0) return -1;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      i = scanNumber(text, i, scan);
      if (i < 0) return -1;
    } else if (c === 116 || c === 102 || c === 110) {
      i = scanLiteral(text, i, scan);
      if (i < 0) return -1;
    } else {
      if (i >= text.length && depth > 0) scan.fail(ScanError.Unterminated, i, kinds[depth - 1]);
      else scan.fail(ScanError.ExpectedValue, i);
      return -1;
    }
    // Here a value has just ended: close containers until one expects another member.
    for (;;) {
      if (depth === 0) return i;
      c = i < text.length ? text.charCodeAt(i) : -1;
      if (c <= 32) {
        i = skipWhitespace(text, i);
        c = i < text.length ? text.charCodeAt(i) : -1;
      }
      const kind = kinds[depth - 1];
      if (c === 44) {
        c = ++i < text.length ? text.charCodeAt(i) : -1;
        if (c <= 32) {
          i = skipWhitespace(text, i);
          c = i < text.length ? text.charCodeAt(i) : -1;
        }
        if (c === (kind === OBJECT ? 125 : 93)) {
          scan.fail(ScanError.TrailingComma, i);
          return -1;
        }
        if (kind === OBJECT) {
          i = scanMember(text, i, depth - 1, scan);
          if (i < 0) return -1;
        }
        break;
      }
      if (kind === OBJECT ? c === 125 : c === 93) {
        depth--;
        i++;
        continue;
      }
      if (i >= text.length) scan.fail(ScanError.Unterminated, i, kind);
      else scan.fail(ScanError.ExpectedComma, i, kind);
      return -1;
    }
  }
}
