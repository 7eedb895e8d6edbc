// Internal to reply/: strict JSON at the speed of the native JSON.parse. JSON.parse already enforces the
// RFC 8259 grammar; what it lets through (duplicate keys, numbers beyond a double, lone surrogates, any
// depth) is checked with a few native searches over the text and one walk over the built value, never a
// character-by-character scan. Anything the quick checks cannot settle is left to the strict scanner.
import { isWellFormedText } from "./strict-scan";

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

/**
 * Parses `text` (one whole JSON value) natively and proves it strict: no duplicate keys, every number
 * finite, no surrogate escape or lone surrogate, nesting at most `maxDepth`. Sets `out.ok` only when all of
 * that is proven; a `false` means "undecided", never "invalid", so callers fall back to the strict scan.
 * The cost is one JSON.parse, a few native substring searches and one walk over the value's containers.
 */
export function parseNatively(text: string, maxDepth: number, out: NativeParse): void {
  out.ok = false;
  out.value = undefined;
  out.error = undefined;
  let value: unknown;
  // Parsing first: text that is not JSON fails where the scanner would, before any other search.
  try {
    value = JSON.parse(text);
  } catch (error) {
    out.error = error instanceof Error ? error.message : undefined;
    return;
  }
  if (hasSurrogateEscape(text)) return;
  // Without surrogate escapes, every surrogate in the value was written raw in a string, next to the same
  // neighbours: the value's keys and strings are well-formed exactly when the text is. A long text is
  // checked through them (strings JSON.parse made one-byte are answered at once), a short one directly.
  const checkStrings = text.length > TEXT_CHECK_LENGTH;
  if (!checkStrings && !isWellFormedText(text)) return;
  const members = countMemberColons(text);
  // Keys JSON.parse kept against colons written: a duplicate key is a member the value no longer holds.
  if (members < 0 || walkValue(value, maxDepth, checkStrings) !== members) return;
  out.value = value;
  out.ok = true;
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
 * Walks a parsed value and returns how many members its objects hold, or -1 when a number is not finite,
 * the nesting is deeper than `maxDepth` (or than {@link MAX_WALK_DEPTH}, left to the scanner), or (with
 * `checkStrings`) a key or string is not well-formed.
 */
function walkValue(root: unknown, maxDepth: number, checkStrings: boolean): number {
  if (typeof root !== "object" || root === null) return walkItem(root, 0, checkStrings);
  // An enumerable property inherited from Object.prototype would be counted as a member of every object.
  for (const _ in EMPTY) return -1;
  const levels = maxDepth < MAX_WALK_DEPTH ? maxDepth : MAX_WALK_DEPTH;
  return levels > 0 ? walkItem(root, levels, checkStrings) : -1;
}

/**
 * Checks one value with `levels` levels of containers allowed from it down, and returns how many members
 * the objects in it hold (0 for a scalar), or -1. The walk recurses (at most {@link MAX_WALK_DEPTH} calls
 * deep): a call per container costs less than keeping a stack of them.
 */
function walkItem(item: unknown, levels: number, checkStrings: boolean): number {
  if (typeof item === "object") {
    if (item === null) return 0;
    if (levels === 0) return -1;
    return Array.isArray(item) ? walkItems(item, levels - 1, checkStrings) : walkMembers(item as Record<string, unknown>, levels - 1, checkStrings);
  }
  if (typeof item === "number") return Number.isFinite(item) ? 0 : -1;
  return checkStrings && typeof item === "string" && !isWellFormedText(item) ? -1 : 0;
}

/** Checks an array's items with {@link walkItem}, `below` more levels allowed under them. */
function walkItems(node: unknown[], below: number, checkStrings: boolean): number {
  let members = 0;
  for (let k = 0; k < node.length; k++) {
    const inner = walkItem(node[k], below, checkStrings);
    if (inner < 0) return -1;
    members += inner;
  }
  return members;
}

/** Like {@link walkItems} for an object's members (and keys), which it counts with those inside. */
function walkMembers(node: Record<string, unknown>, below: number, checkStrings: boolean): number {
  let members = 0;
  for (const key in node) {
    if (checkStrings && !isWellFormedText(key)) return -1;
    const inner = walkItem(node[key], below, checkStrings);
    if (inner < 0) return -1;
    members += inner + 1;
  }
  return members;
}
