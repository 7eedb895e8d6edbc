// Code points a terminal could act on instead of showing, or that could make shown text read differently
// from what it is. ESC (U+001B) and BEL are among the C0 controls, so an OSC (ESC ] … BEL or ESC \ — a
// window title, OSC 52 writing the clipboard) or a CSI (ESC [ … — erase line, cursor moves, colours)
// loses its introducer and is shown as plain text; U+009B (8-bit CSI) and U+009D (8-bit OSC) are among
// the C1 controls. The bidi embeddings, overrides, isolates and marks can make an argument read as
// another (`"amount": 10‮00001‬`), and U+2028/U+2029 may break a line in some terminals.
const ALWAYS = "\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069";
const IN_BLOCK = new RegExp(`[${ALWAYS}]`, "g");
const IN_LINE = new RegExp(`[\\t\\n${ALWAYS}]`, "g");

// The short forms JSON and JavaScript use, so an escaped string inside printed JSON is still that JSON.
const SHORT: Readonly<Record<string, string>> = { "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r" };

function escapeOne(c: string): string {
  return SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * Text read from a store (or written by a model), made safe to print as one line of a terminal: every
 * C0 control (tab and newline included), DEL, every C1 control, and the bidi controls (U+061C, U+200E,
 * U+200F, U+202A–U+202E, U+2066–U+2069) and U+2028/U+2029 are written as the escape JSON uses for them:
 * `\t`, `\n`, `\r`, `\b`, `\f`, else `\u` and four lowercase hex digits (`\x1b` is printed as `\u001b`,
 * U+009B as `\u009b`). All of them are in the Basic Multilingual Plane, so the form always names exactly
 * one code point, and escaping the text of printed JSON leaves valid JSON of the same value. A backslash
 * is not doubled, so in free text (a reply, a note) a literal `\u001b` looks like an escaped ESC; JSON
 * (arguments, results) already doubles its backslashes and stays unambiguous.
 */
export function terminalLine(text: string): string {
  return text.replace(IN_LINE, escapeOne);
}

/**
 * Text made safe to print as a block of lines (a model's reply, pretty JSON): as {@link terminalLine},
 * except that newlines and tabs are kept, since the layout needs them. A carriage return is escaped: it
 * would let a line overwrite the one shown before it.
 */
export function terminalBlock(text: string): string {
  return text.replace(IN_BLOCK, escapeOne);
}
