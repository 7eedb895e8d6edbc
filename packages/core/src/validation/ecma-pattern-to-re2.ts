// `\uD83D\uDE00` names one code point in ECMAScript; RE2 wants it as one `\x{1F600}`.
const HIGH_SURROGATE = /^[dD][89abAB][0-9a-fA-F]{2}$/;
const LOW_SURROGATE = /^[dD][c-fC-F][0-9a-fA-F]{2}$/;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const BRACED = /^\{([0-9a-fA-F]{1,6})\}/;

/**
 * Rewrites the ECMAScript escapes of a JSON Schema pattern that RE2 spells differently (`\uXXXX`, a
 * `\uXXXX\uXXXX` surrogate pair and `\u{X…}`) as RE2's `\x{X…}`; everything else is passed through as
 * written, for RE2 to accept or refuse. One pass over the pattern.
 */
export function ecmaPatternToRe2(pattern: string): string {
  let out = "";
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index] as string;
    if (char !== "\\" || index + 1 >= pattern.length) {
      out += char;
      index += 1;
      continue;
    }
    const next = pattern[index + 1] as string;
    if (next !== "u") {
      // Any other escape (an escaped backslash included) is copied whole, so `\\u0041` stays literal.
      out += char + next;
      index += 2;
      continue;
    }
    const escape = unicodeEscape(pattern, index);
    out += escape === undefined ? "\\u" : `\\x{${escape.codePoint.toString(16).toUpperCase()}}`;
    index += escape === undefined ? 2 : escape.length;
  }
  return out;
}

// The code point of the `\u` escape at `start`, and how many characters it spans; undefined when malformed.
function unicodeEscape(pattern: string, start: number): { codePoint: number; length: number } | undefined {
  const braced = BRACED.exec(pattern.slice(start + 2, start + 10));
  if (braced !== null) {
    const codePoint = Number.parseInt(braced[1] as string, 16);
    return codePoint <= 0x10ffff ? { codePoint, length: 2 + braced[0].length } : undefined;
  }
  const hex = pattern.slice(start + 2, start + 6);
  if (!HEX4.test(hex)) return undefined;
  const low = pattern.slice(start + 8, start + 12);
  if (HIGH_SURROGATE.test(hex) && pattern.slice(start + 6, start + 8) === "\\u" && LOW_SURROGATE.test(low)) {
    const codePoint = 0x10000 + ((Number.parseInt(hex, 16) - 0xd800) << 10) + (Number.parseInt(low, 16) - 0xdc00);
    return { codePoint, length: 12 };
  }
  return { codePoint: Number.parseInt(hex, 16), length: 6 };
}
