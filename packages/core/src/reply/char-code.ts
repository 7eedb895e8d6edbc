// Internal to reply/: reading one code unit without ever reading past the text.

/**
 * The UTF-16 code unit at `i` of `text`, or -1 at or past its end (where `charCodeAt` gives NaN).
 *
 * Every scan of an unclosed reply reads at the text's end. One out-of-bounds `charCodeAt` at a call site
 * makes V8's optimized code call the generic builtin there from then on, for every reply; behind this
 * bound check every read stays a plain load. -1, like NaN, equals no character and is no digit.
 */
export function codeAt(text: string, i: number): number {
  return i < text.length ? text.charCodeAt(i) : -1;
}
