// Internal to reply/: the scalar-token half of the strict JSON scanner (strings, numbers, literals).
// Each function starts at the token's first character and returns the index just past the token, or
// -1 after recording the failure on the JsonScan.
import type { JsonScan } from "./json-scan";
import { ScanError } from "./scan-error";

// An integer part longer than this may overflow a double; shorter plain numbers never do.
const SAFE_PLAIN_NUMBER_LENGTH = 300;
// How many characters of a string are read by hand before native searches take over.
const SHORT_STRING = 16;

/** Returns the value of the four hex digits at `i`, or -1 when they are not four hex digits. */
function hex4(text: string, i: number): number {
  if (i + 4 > text.length) return -1;
  let v = 0;
  for (let k = 0; k < 4; k++) {
    const c = text.charCodeAt(i + k);
    let d: number;
    if (c >= 48 && c <= 57) d = c - 48;
    else if (c >= 97 && c <= 102) d = c - 87;
    else if (c >= 65 && c <= 70) d = c - 55;
    else return -1;
    v = (v << 4) | d;
  }
  return v;
}

/** Scans one escape sequence whose backslash is at `i`. */
function scanEscape(text: string, i: number, scan: JsonScan): number {
  if (i + 1 >= text.length) return scan.fail(ScanError.UnterminatedString, i + 1);
  const c = text.charCodeAt(i + 1);
  // " \ / b f n r t
  if (c === 34 || c === 92 || c === 47 || c === 98 || c === 102 || c === 110 || c === 114 || c === 116) return i + 2;
  if (c !== 117) return scan.fail(ScanError.InvalidEscape, i);
  const unit = hex4(text, i + 2);
  if (unit < 0) return scan.fail(ScanError.InvalidUnicodeEscape, i);
  if (unit < 0xd800 || unit > 0xdfff) return i + 6;
  // A surrogate escape is only text when a high one is directly followed by an escaped low one.
  if (unit <= 0xdbff && i + 11 < text.length && text.charCodeAt(i + 6) === 92 && text.charCodeAt(i + 7) === 117) {
    const low = hex4(text, i + 8);
    if (low >= 0xdc00 && low <= 0xdfff) return i + 12;
  }
  return scan.fail(ScanError.LoneSurrogateEscape, i);
}

/**
 * Scans a string whose opening quote is at `i`; sets `scan.escaped` when it held a backslash.
 *
 * The first characters are read by hand, which is all most keys and short values need. Longer text is
 * skipped natively, never past the string: up to the next quote, backslash, control character or
 * surrogate, each found by a cached native search, so only those characters get a look.
 */
export function scanString(text: string, i: number, scan: JsonScan): number {
  const n = text.length;
  let escaped = false;
  i++;
  const near = i + SHORT_STRING < n ? i + SHORT_STRING : n;
  while (i < near) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      scan.escaped = escaped;
      return i + 1;
    }
    if (c === 92) {
      escaped = true;
      i = scanEscape(text, i, scan);
      if (i < 0) return -1;
    } else if (c < 32 || (c >= 0xd800 && c <= 0xdfff)) {
      i = scanOddChar(text, i, scan);
      if (i < 0) return -1;
    } else {
      if (c === 123 || c === 91) scan.braceInString = true;
      i++;
    }
  }
  // Text skipped natively is not looked at: it may hold braces.
  scan.braceInString = true;
  let quote = -1;
  for (;;) {
    if (quote < i) {
      quote = text.indexOf('"', i);
      if (quote < 0) quote = n;
    }
    const backslash = scan.nextBackslash(i);
    const stop = backslash < quote ? backslash : quote;
    const unchecked = scan.nextUnchecked(i);
    i = unchecked < stop ? unchecked : stop;
    if (i >= n) return scan.fail(ScanError.UnterminatedString, i);
    const c = text.charCodeAt(i);
    if (c === 34) {
      scan.escaped = escaped;
      return i + 1;
    }
    if (c === 92) {
      escaped = true;
      i = scanEscape(text, i, scan);
    } else {
      i = scanOddChar(text, i, scan);
    }
    if (i < 0) return -1;
  }
}

/** Scans a control character (an error in a string) or a surrogate (fine as a high-low pair) at `i`. */
function scanOddChar(text: string, i: number, scan: JsonScan): number {
  const c = text.charCodeAt(i);
  if (c < 32) return scan.fail(ScanError.ControlCharacter, i);
  const next = i + 1 < text.length ? text.charCodeAt(i + 1) : -1;
  if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) return i + 2;
  return scan.fail(ScanError.LoneSurrogate, i);
}

/** Scans a number starting at `i` (a `-` or a digit); numbers that overflow a double are errors. */
export function scanNumber(text: string, i: number, scan: JsonScan): number {
  const start = i;
  let c = i < text.length ? text.charCodeAt(i) : -1;
  if (c === 45) c = ++i < text.length ? text.charCodeAt(i) : -1;
  if (c === 48) {
    c = ++i < text.length ? text.charCodeAt(i) : -1;
  } else if (c >= 49 && c <= 57) {
    do c = ++i < text.length ? text.charCodeAt(i) : -1;
    while (c >= 48 && c <= 57);
  } else {
    return scan.fail(ScanError.NumberDigit, i);
  }
  if (c === 46) {
    c = ++i < text.length ? text.charCodeAt(i) : -1;
    if (!(c >= 48 && c <= 57)) return scan.fail(ScanError.NumberFraction, i);
    do c = ++i < text.length ? text.charCodeAt(i) : -1;
    while (c >= 48 && c <= 57);
  }
  let exponent = false;
  if (c === 101 || c === 69) {
    exponent = true;
    c = ++i < text.length ? text.charCodeAt(i) : -1;
    if (c === 43 || c === 45) c = ++i < text.length ? text.charCodeAt(i) : -1;
    if (!(c >= 48 && c <= 57)) return scan.fail(ScanError.NumberExponent, i);
    do c = ++i < text.length ? text.charCodeAt(i) : -1;
    while (c >= 48 && c <= 57);
  }
  // Only an exponent or a very long numeral can leave the double range, so only those pay for Number().
  if ((exponent || i - start > SAFE_PLAIN_NUMBER_LENGTH) && !Number.isFinite(Number(text.slice(start, i)))) {
    return scan.fail(ScanError.NumberRange, start, i);
  }
  return i;
}

/** Scans `true`, `false` or `null` at `i`. */
export function scanLiteral(text: string, i: number, scan: JsonScan): number {
  const c = text.charCodeAt(i);
  const word = c === 116 ? "true" : c === 102 ? "false" : "null";
  if (text.startsWith(word, i)) return i + word.length;
  return scan.fail(ScanError.Literal, i);
}
