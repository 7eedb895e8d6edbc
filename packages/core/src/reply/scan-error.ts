// Internal to reply/: why a strict JSON scan stopped. Scans record a code and positions only, and the
// message is written on demand, because hostile replies can fail hundreds of thousands of attempts
// and only one failure is ever reported.

/** Codes for the ways strict JSON can be broken. */
export const ScanError = {
  None: 0,
  UnterminatedString: 1,
  ControlCharacter: 2,
  LoneSurrogate: 3,
  LoneSurrogateEscape: 4,
  InvalidEscape: 5,
  InvalidUnicodeEscape: 6,
  NumberDigit: 7,
  NumberFraction: 8,
  NumberExponent: 9,
  NumberRange: 10,
  Literal: 11,
  TooDeep: 12,
  ExpectedValue: 13,
  Unterminated: 14,
  ExpectedKey: 15,
  DuplicateKey: 16,
  ExpectedColon: 17,
  TrailingComma: 18,
  ExpectedComma: 19,
  Internal: 20,
} as const;

/** One of the {@link ScanError} codes. */
export type ScanErrorCode = (typeof ScanError)[keyof typeof ScanError];

/** A scan failure kept for later: what {@link formatScanError} needs to write its message. */
export interface ScanFailure {
  /** Why the scan stopped. */
  code: ScanErrorCode;
  /** The index of the character where it stopped. */
  at: number;
  /** The container kind, the depth cap or a number's end, depending on the code. */
  aux: number;
  /** The key a duplicate-key or missing-colon failure is about ("" for the others). */
  key: string;
}

/** Container kinds as the scanner's stack stores them. */
export const OBJECT = 1;
/** See {@link OBJECT}. */
export const ARRAY = 2;

/** Describes the character at `i` for a message (`'x'`, `U+000A`, or `end of text`). */
export function describeChar(text: string, i: number): string {
  if (i >= text.length) return "end of text";
  const c = text.charCodeAt(i);
  if (c < 32 || c === 127 || (c >= 0xd800 && c <= 0xdfff)) return `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
  return `'${text[i]}'`;
}

/** Quotes a key for a message, shortened so a huge key cannot flood the re-pick prompt. */
function showKey(key: string): string {
  return JSON.stringify(key.length > 60 ? `${key.slice(0, 60)}…` : key);
}

/**
 * Writes the message for a scan failure: `code` at index `at` of `text`; `aux` is the container kind,
 * the depth cap or a number's end, and `key` the key involved, depending on the code.
 */
export function formatScanError(code: ScanErrorCode, text: string, at: number, aux: number, key: string): string {
  const found = describeChar(text, at);
  switch (code) {
    case ScanError.None:
      return "no error";
    case ScanError.UnterminatedString:
      return "unterminated string";
    case ScanError.ControlCharacter:
      return `unescaped control character ${found} in a string`;
    case ScanError.LoneSurrogate:
      return `lone surrogate ${found} in a string`;
    case ScanError.LoneSurrogateEscape:
      return `lone surrogate \\u${text.slice(at + 2, at + 6)} (surrogate escapes must form a UTF-16 pair)`;
    case ScanError.InvalidEscape:
      return `invalid escape in a string: backslash followed by ${describeChar(text, at + 1)}`;
    case ScanError.InvalidUnicodeEscape:
      return "invalid \\u escape (it needs four hex digits)";
    case ScanError.NumberDigit:
      return `invalid number: expected a digit, found ${found}`;
    case ScanError.NumberFraction:
      return `invalid number: expected a digit after '.', found ${found}`;
    case ScanError.NumberExponent:
      return `invalid number: expected a digit in the exponent, found ${found}`;
    case ScanError.NumberRange: {
      const shown = aux - at > 40 ? `${text.slice(at, at + 20)}…` : text.slice(at, aux);
      return `number ${shown} is out of range for a double`;
    }
    case ScanError.Literal:
      return `invalid literal: expected ${text[at] === "t" ? "true" : text[at] === "f" ? "false" : "null"}`;
    case ScanError.TooDeep:
      return `nesting is deeper than the limit of ${aux} levels`;
    case ScanError.ExpectedValue:
      if (at >= text.length) return "expected a JSON value, found end of text";
      if (text[at] === "/") return "comments are not allowed in JSON";
      if (text[at] === "'") return "strings must use double quotes, not single quotes";
      if (text[at] === "N" || text[at] === "I") return "NaN and Infinity are not JSON numbers";
      return `expected a JSON value, found ${found}`;
    case ScanError.Unterminated:
      return aux === OBJECT
        ? "unterminated object: the text ends before its closing '}'"
        : "unterminated array: the text ends before its closing ']'";
    case ScanError.ExpectedKey:
      if (text[at] === "'") return "keys must be strings in double quotes, not single quotes";
      return `expected a key in double quotes, found ${found}`;
    case ScanError.DuplicateKey:
      return `duplicate key ${showKey(key)}`;
    case ScanError.ExpectedColon:
      return `expected ':' after the key ${showKey(key)}, found ${found}`;
    case ScanError.TrailingComma:
      return `trailing comma before ${found}`;
    case ScanError.ExpectedComma:
      return `expected ',' or '${aux === OBJECT ? "}" : "]"}', found ${found}`;
    default:
      return "invalid JSON";
  }
}
