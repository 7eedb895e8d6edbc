// Internal to reply/: where parse attempts may start in a reply, found front to back by native searches.
// Reads that may fall past the text's end are guarded (see json-scanner.ts).
import { skipWhitespace } from "./json-scanner";

// How many characters are looked at by hand for the next brace before a native search takes over.
const NEAR = 32;
// After this many braces in a row that cannot start JSON, one native regex search passes over the rest of
// the run ('{{{{…' would otherwise cost a look and a call per brace).
const MAX_REJECTS = 8;
// A brace that may start JSON, as {@link AttemptStarts.next} decides by hand; the match is the brace alone.
// The search is synchronous, so one global instance serves every reply.
const ATTEMPT_START = /\{(?=[ \t\n\r]*["}])|\[(?=[ \t\n\r]*[-0-9"[\]tfn{])/g;

/**
 * The braces and brackets of one reply that may start JSON: a '{' followed (after JSON whitespace) by a
 * key or '}', a '[' followed by a value or ']'. Any other brace would fail at once without looking like
 * JSON or opening anything, so it is passed over.
 *
 * Nearby braces are found by a short look by hand; beyond that, the next '{' and the next '[' are each
 * found by a native search and remembered, so each character is searched about once per kind however
 * often {@link next} is called, and a run of braces costs a few character looks each. A long run of braces
 * that cannot start JSON is passed over by one native regex search.
 */
export class AttemptStarts {
  private readonly text: string;
  // The next '{' and '[' at or after the last position asked for (the text length when there is none).
  private brace = -1;
  private bracket = -1;
  // The last brace found (accepted or not), which tells whether braces come in a run.
  private found = -NEAR - 1;
  /** Characters examined: the native searches and the looks after each brace found. */
  ops = 0;

  constructor(text: string) {
    this.text = text;
  }

  /**
   * Returns the first index at or after `from` where an attempt may start, or -1 when there is none.
   * Positions marked in `skip` (containers nested in failed attempts) are passed over, mostly without a
   * call each.
   */
  next(from: number, skip: Uint8Array | null = null): number {
    const text = this.text;
    const n = text.length;
    let rejects = 0;
    for (;;) {
      if (rejects === MAX_REJECTS) return this.search(from);
      // Braces often come in runs (hostile replies, nested JSON): next to the last brace found, a short look
      // by hand finds the next one faster than a native call. Prose goes to the cached native searches.
      let at = -1;
      if (from - this.found <= NEAR) {
        let near = from + NEAR < n ? from + NEAR : n;
        let i = from;
        while (i < near) {
          const c = text.charCodeAt(i);
          if (c === 123 || c === 91) {
            if (skip === null || skip[i] !== 1) break;
            // A skipped brace is passed here, and the look goes on as far again.
            near = i + 1 + NEAR < n ? i + 1 + NEAR : n;
          }
          i++;
        }
        this.ops += i - from;
        if (i < near || near === n) at = i;
        // Everything before i was looked at: the native search goes on from there.
        else from = i;
      }
      if (at < 0) {
        if (this.brace < from) this.brace = this.find("{", from);
        if (this.bracket < from) this.bracket = this.find("[", from);
        at = this.brace < this.bracket ? this.brace : this.bracket;
        if (at < n && skip !== null && skip[at] === 1) {
          this.found = at;
          from = at + 1;
          continue;
        }
      }
      this.found = at;
      if (at >= n) return -1;
      const i = skipWhitespace(text, at + 1);
      const c = i < n ? text.charCodeAt(i) : -1;
      this.ops += i - at;
      if (text.charCodeAt(at) === 123 ? c === 34 || c === 125 : mayStartValue(c)) return at;
      from = at + 1;
      rejects++;
    }
  }

  /**
   * Whether `at` holds a '{' directly followed by a quote, which is an attempt start whatever comes before:
   * where a failed attempt resumes the pass, this settles the next start without a search. Recorded as
   * {@link next} would record it.
   */
  opensKeyAt(at: number): boolean {
    const text = this.text;
    if (at + 1 >= text.length || text.charCodeAt(at) !== 123 || text.charCodeAt(at + 1) !== 34) return false;
    this.found = at;
    this.ops += 1;
    return true;
  }

  /** The first attempt start at or after `from` by one native regex search, or -1. */
  private search(from: number): number {
    ATTEMPT_START.lastIndex = from;
    if (!ATTEMPT_START.test(this.text)) {
      this.ops += this.text.length - from;
      return -1;
    }
    this.ops += ATTEMPT_START.lastIndex - from;
    return ATTEMPT_START.lastIndex - 1;
  }

  /** The index of the next `char` at or after `from`, or the text length. */
  private find(char: string, from: number): number {
    const at = this.text.indexOf(char, from);
    const end = at < 0 ? this.text.length : at;
    this.ops += end - from;
    return end;
  }
}

/** Whether the character code may start a JSON value or close an empty array: - 0-9 " [ ] t f n {. */
function mayStartValue(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 45 || c === 34 || c === 91 || c === 93 || c === 116 || c === 102 || c === 110 || c === 123;
}
