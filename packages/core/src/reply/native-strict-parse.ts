// Internal to reply/: strict JSON at the speed of the native JSON.parse. JSON.parse already enforces the
// RFC 8259 grammar; what it lets through (duplicate keys, numbers beyond a double, lone surrogates, any
// depth) is checked with a few native searches over the text (on a long text, one vector pass: see
// text-marks.ts) and one walk over the built value, never a character-by-character scan in JavaScript.
// Anything the quick checks cannot settle is left to the strict scanner.
import { isWellFormedText } from "./strict-scan";
import { readTextMarks, type BacktickMark, type TextMarks } from "./text-marks";

/** The outcome of {@link parseNatively}: the value when the text is strict JSON the quick checks prove. */
export interface NativeParse {
  /** The parsed value, when {@link ok}. */
  value: unknown;
  /** Whether the text is one strict JSON value under the depth cap (false: undecided, scan it). */
  ok: boolean;
  /** JSON.parse's message when it rejected the text (a hint only: its wording is the engine's). */
  error: string | undefined;
}

const EMPTY: object = {};
// Above this length the well-formedness check runs over the value's strings instead of the text.
const TEXT_CHECK_LENGTH = 1024;
// The deepest nesting the walk follows (by recursion); a value nested deeper is left to the strict scanner.
const MAX_WALK_DEPTH = 256;
// Above this length the checks read the text's marks in one pass (text-marks.ts) instead of searching it.
const MARKED_LENGTH = 16 * 1024;
// The marks of the text being proven, read at once (the proof is synchronous).
const MARKS: TextMarks = { quotedColons: 0, rare: false };
const TICKS: BacktickMark = { backtick: false };

/**
 * Parses `text` (one whole JSON value) natively and proves it strict: no duplicate keys, every number
 * finite, no surrogate escape or lone surrogate, nesting at most `maxDepth`. Sets `out.ok` only when all of
 * that is proven; a `false` means "undecided", never "invalid", so callers fall back to the strict scan.
 * The cost is one JSON.parse, a few native substring searches (or one pass over the text's marks) and one
 * walk over the value's containers.
 */
export function parseNatively(text: string, maxDepth: number, out: NativeParse): void {
  // A long text without rare marks is proven from them; any other by the searches. The marks are read
  // before the parse: the walk then follows the parse at once, over a value still in the processor's cache
  // (after it, the pass's copy of the text would push it out), and the text is read warm by JSON.parse. A
  // long text that is not JSON costs a pass in vain, and only the span guesses parse such texts, a few
  // times per reply at most.
  parseMarked(text, maxDepth, out, text.length > MARKED_LENGTH && readTextMarks(text, MARKS) && !MARKS.rare);
}

/**
 * {@link parseNatively} for a long text (over 16 KiB) known to hold no backtick: returns false, with nothing
 * parsed, when its marks do not show that (a backtick, a rare mark, or no WebAssembly SIMD), else parses it
 * as parseNatively does and returns true. The span guess uses it to take the span to the reply's last '}'
 * as the one up to the next fence, which it is when no backtick lies in it (span-guess.ts).
 */
export function parseNativelyUnticked(text: string, maxDepth: number, out: NativeParse): boolean {
  if (text.length <= MARKED_LENGTH || !readTextMarks(text, MARKS, TICKS) || MARKS.rare || TICKS.backtick) return false;
  parseMarked(text, maxDepth, out, true);
  return true;
}

/** The parse and the proof of {@link parseNatively}, `marked` telling whether {@link MARKS} hold the text's marks. */
function parseMarked(text: string, maxDepth: number, out: NativeParse, marked: boolean): void {
  out.ok = false;
  out.value = undefined;
  out.error = undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    out.error = error instanceof Error ? error.message : undefined;
    return;
  }
  if (!(marked ? provenByMarks(text, value, maxDepth) : provenBySearches(text, value, maxDepth))) return;
  out.value = value;
  out.ok = true;
}

/**
 * The value of `text` (one whole JSON value, a short one: it is searched as a whole) when JSON.parse accepts
 * it and the quick checks prove it strict, as {@link parseNatively} does; else undefined ("undecided", as a
 * parsed value is never undefined). The lean twin for the quick look at short replies: no outcome object and
 * no message, and the colons are first counted without a look at what precedes them (see
 * {@link countColons}), so a spaced key is proven too.
 */
export function parseShortNatively(text: string, maxDepth: number): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (hasSurrogateEscape(text) || !isWellFormedText(text)) return undefined;
  const members = walkValue(value, maxDepth, false);
  if (members < 0) return undefined;
  return countColons(text, members) === members || countMemberColons(text) === members ? value : undefined;
}

/**
 * The proof by native searches: no surrogate escape, then the keys JSON.parse kept against the colons
 * written (a duplicate key is a member the value no longer holds).
 */
function provenBySearches(text: string, value: unknown, maxDepth: number): boolean {
  if (hasSurrogateEscape(text)) return false;
  // Without surrogate escapes, every surrogate in the value was written raw in a string, next to the same
  // neighbours: the value's keys and strings are well-formed exactly when the text is. A long text is
  // checked through them (strings JSON.parse made one-byte are answered at once), a short one directly.
  const checkStrings = text.length > TEXT_CHECK_LENGTH;
  if (!checkStrings && !isWellFormedText(text)) return false;
  const members = walkValue(value, maxDepth, checkStrings);
  return members >= 0 && writesMembers(text, members, checkStrings);
}

/**
 * The same proof from the {@link TextMarks} of a long text without rare marks, read in one pass: without a
 * `\u` or a raw surrogate, no key or string of the value holds a surrogate, so the walk skips the string
 * checks; and without a colon after whitespace, the quoted colons stand for the member colons as in
 * {@link writesMembers}.
 */
function provenByMarks(text: string, value: unknown, maxDepth: number): boolean {
  const members = walkValue(value, maxDepth, false);
  return members >= 0 && (MARKS.quotedColons === members || countMemberColons(text) === members);
}

/**
 * Whether `text` writes exactly `members` members (the count its parsed value holds), so that no key was
 * written twice in one object. A long text is counted first by its quoted colons, one look per colon: every
 * member colon follows its key's quote (a colon after whitespace leaves it undecided), so that count is at
 * least the members written, and equal to the members kept proves none was dropped. A larger count (a colon
 * after a quote inside a string, or a duplicate) goes to the exact count, as does every short text.
 */
function writesMembers(text: string, members: number, long: boolean): boolean {
  if (long) {
    const quoted = countQuotedColons(text);
    if (quoted === members) return true;
    if (quoted < 0) return false;
  }
  return countMemberColons(text) === members;
}

/** Whether a `\u` in `text` may escape a surrogate (a precise check is the scanner's job). */
function hasSurrogateEscape(text: string): boolean {
  for (let i = text.indexOf("\\u"); i >= 0; i = text.indexOf("\\u", i + 2)) {
    const c = text.charCodeAt(i + 2) | 0x20;
    const d = text.charCodeAt(i + 3) | 0x20;
    // 'd' then '8'-'9' or 'a'-'f': D800-DFFF.
    if (c === 100 && ((d >= 56 && d <= 57) || (d >= 97 && d <= 102))) return true;
  }
  return false;
}

/**
 * Counts the member colons of valid JSON text, or returns -1 when a colon is ambiguous. A member's colon
 * directly follows its key's closing quote; a colon after anything else but whitespace lies inside a
 * string. Ambiguous: a colon after whitespace (a spaced key, or prose in a string), or after a quote that
 * follows a backslash (an escaped quote, or a key ending in one) or what may open a string (`{ [ , :`,
 * whitespace), so that the string could begin with ':'. Colons are searched natively, being far rarer
 * than most characters.
 */
function countMemberColons(text: string): number {
  let count = 0;
  for (let i = text.indexOf(":"); i >= 0; i = text.indexOf(":", i + 1)) {
    const before = text.charCodeAt(i - 1);
    if (before !== 34) {
      if (before <= 32) return -1;
      continue;
    }
    const quoted = i > 1 ? text.charCodeAt(i - 2) : 32;
    if (quoted === 92 || quoted === 123 || quoted === 91 || quoted === 44 || quoted === 58 || quoted <= 32) return -1;
    count++;
  }
  return count;
}

/**
 * Counts the colons of `text`, stopping past `most`. Every member written has its colon, so in valid JSON
 * text the count is at least the members written, and equal to the members kept it proves none was dropped,
 * without a look at what precedes each colon (a colon in a string makes it larger: the exact count decides).
 */
function countColons(text: string, most: number): number {
  let count = 0;
  for (let i = text.indexOf(":"); i >= 0 && count <= most; i = text.indexOf(":", i + 1)) count++;
  return count;
}

/**
 * Counts the colons of valid JSON text that directly follow a quote, or returns -1 when a colon follows
 * whitespace (a spaced key, or prose in a string). Each member colon is counted, and so is a colon after a
 * quote inside a string: the count is never below the members written.
 */
function countQuotedColons(text: string): number {
  let count = 0;
  for (let i = text.indexOf(":"); i >= 0; i = text.indexOf(":", i + 1)) {
    const before = text.charCodeAt(i - 1);
    if (before === 34) count++;
    else if (before <= 32) return -1;
  }
  return count;
}

/**
 * Walks a parsed value and returns how many members its objects hold, or -1 when a number is not finite,
 * the nesting is deeper than `maxDepth` (or than {@link MAX_WALK_DEPTH}, left to the scanner), or (with
 * `checkStrings`) a key or string is not well-formed.
 */
function walkValue(root: unknown, maxDepth: number, checkStrings: boolean): number {
  // A scalar root is checked as the one item of an array: it holds no members.
  if (typeof root !== "object" || root === null) return walkItems([root], 0, checkStrings);
  // An enumerable property inherited from Object.prototype would be counted as a member of every object.
  for (const _ in EMPTY) return -1;
  const levels = maxDepth < MAX_WALK_DEPTH ? maxDepth : MAX_WALK_DEPTH;
  return levels > 0 ? walkContainer(root, levels - 1, checkStrings) : -1;
}

/**
 * Checks a container with `below` more levels of containers allowed under it, and returns how many members
 * the objects in it (itself included) hold, or -1. Scalars are checked in the loops, so the walk makes a
 * call per container only; it recurses, at most {@link MAX_WALK_DEPTH} calls deep, which costs less than
 * keeping a stack of containers.
 */
function walkContainer(node: object, below: number, checkStrings: boolean): number {
  return Array.isArray(node) ? walkItems(node, below, checkStrings) : walkMembers(node as Record<string, unknown>, below, checkStrings);
}

/** Checks an array's items, `below` more levels allowed under them (see {@link walkContainer}). */
function walkItems(node: unknown[], below: number, checkStrings: boolean): number {
  let members = 0;
  for (let k = 0; k < node.length; k++) {
    const item = node[k];
    // Numbers first: they are the commonest scalar a check can fail on, and a string needs no look unless
    // strings are checked.
    if (typeof item === "number") {
      if (item - item !== 0) return -1;
    } else if (typeof item === "object") {
      if (item === null) continue;
      const inner = below === 0 ? -1 : walkContainer(item, below - 1, checkStrings);
      if (inner < 0) return -1;
      members += inner;
    } else if (checkStrings && typeof item === "string" && !isWellFormedText(item)) return -1;
  }
  return members;
}

/** Like {@link walkItems} for an object's members (and keys), which it counts with those inside. */
function walkMembers(node: Record<string, unknown>, below: number, checkStrings: boolean): number {
  let members = 0;
  for (const key in node) {
    if (checkStrings && !isWellFormedText(key)) return -1;
    const item = node[key];
    members++;
    if (typeof item === "number") {
      if (item - item !== 0) return -1;
    } else if (typeof item === "object") {
      if (item === null) continue;
      const inner = below === 0 ? -1 : walkContainer(item, below - 1, checkStrings);
      if (inner < 0) return -1;
      members += inner;
    } else if (checkStrings && typeof item === "string" && !isWellFormedText(item)) return -1;
  }
  return members;
}
