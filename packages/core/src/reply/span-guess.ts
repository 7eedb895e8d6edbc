// Internal to reply/: the fast attempt at a top-level object. A model's pick nearly always ends at the '}'
// before the closing fence, at the last '}' of the reply (tried for short spans only), or where JSON.parse
// says the text after the JSON starts; one native parse of that span settles the attempt exactly as the
// strict scanner would (a JSON value that parses over [start, end) ends at end). A span that parses is
// skipped by the caller, and after MAX_MISSES guesses that did not parse at once no more are tried, so the
// native work stays linear.
import { parseNatively, parseNativelyUnticked, type NativeParse } from "./native-strict-parse";

const MAX_MISSES = 2;
// The outcome of the last native parse, shared: a guess reads it right after the parse, synchronously.
const PARSED: NativeParse = { value: undefined, ok: false, error: undefined };
// The longest span guessed up to the last '}' without a fence. A native parse that fails near the end of a
// long span costs up to a few strict scans of it (V8 builds everything before the error), while a long pick
// without a fence is rare: a longer span is left to the scanner, and JSON.parse only builds what it proved.
const MAX_BARE_GUESS = 64 * 1024;
// How many characters before the reply's end are looked at by hand for its last '}'.
const NEAR_END = 32;
// V8's message when valid JSON is followed by more text; only ever a hint, verified by a second parse.
const AFTER_JSON = /after JSON at position (\d+)/;

/** Fast attempts over one reply: where guesses may still start, and the last '}' (found once). */
export class SpanGuess {
  private readonly text: string;
  private readonly maxDepth: number;
  private misses = 0;
  /** Whether no more guesses are made: {@link tryAt} returns -1 from now on. */
  exhausted = false;
  private lastClose = -2;
  // The next fence after the last start and the last '}' before it (-1: none).
  private fence = 0;
  private fenced = -1;
  // Whether the span to the last '}' was tried as the fenced guess by its marks (see tryAt).
  private untickedTried = false;
  /** The value of the last successful {@link tryAt}. */
  value: unknown = undefined;
  /** Characters the guesses handed to JSON.parse and the quick checks (work budget). */
  ops = 0;
  /** Spans handed to JSON.parse. */
  parses = 0;

  constructor(text: string, maxDepth: number) {
    this.text = text;
    this.maxDepth = maxDepth;
  }

  /**
   * Tries to settle the object attempt at `start` natively; returns the index just past the object, with
   * {@link value} set, or -1 when no guess proved it (the strict scanner then decides).
   */
  tryAt(start: number): number {
    if (this.exhausted) return -1;
    const text = this.text;
    if (this.lastClose === -2) this.lastClose = lastCloseIn(text);
    if (this.lastClose <= start) {
      // Starts only grow: no later object can end at a '}' either.
      this.exhausted = true;
      return -1;
    }
    // Starts only grow, so each fence and the '}' before it are searched for once.
    if (this.fence !== -1 && this.fence <= start) {
      // A long span to the last '}' with a fence after it: when no backtick lies in the span (its marks,
      // read before its parse, tell), the next fence is the first after that '}', and the span is the
      // fenced guess, found without a search through it. Tried once per reply, so that its pass over the
      // span is made once at most, whatever the attempts.
      if (!this.untickedTried && this.lastClose - start >= MAX_BARE_GUESS) {
        this.untickedTried = true;
        const after = text.indexOf("```", this.lastClose + 1);
        const end = after < 0 ? -2 : this.parseSpan(start, this.lastClose + 1, true);
        if (end !== -2) {
          this.fence = after;
          this.fenced = this.lastClose;
          this.ops += after - start;
          // As below: this span is the fenced guess, and the bare guess would be the same span.
          return end;
        }
      }
      this.fence = text.indexOf("```", start + 1);
      this.fenced = this.fence < 0 ? -1 : closeBefore(text, start, this.fence);
      this.ops += (this.fence < 0 ? text.length : this.fence) - start;
    }
    const fenced = this.fenced;
    let end = -1;
    if (fenced > start) end = this.parseSpan(start, fenced + 1);
    if (end < 0 && fenced !== this.lastClose && this.lastClose + 1 - start <= MAX_BARE_GUESS) {
      end = this.parseSpan(start, this.lastClose + 1);
    }
    return end;
  }

  /**
   * Parses [start, end) natively, or the shorter span JSON.parse's error points at; -1 when neither proves
   * strict. With `unticked`, only a span whose marks show no backtick is parsed: -2 when they do not.
   */
  private parseSpan(start: number, end: number, unticked = false): number {
    const span = this.text.slice(start, end);
    this.ops += end - start;
    if (unticked) {
      if (!parseNativelyUnticked(span, this.maxDepth, PARSED)) return -2;
    } else {
      parseNatively(span, this.maxDepth, PARSED);
    }
    this.parses++;
    if (PARSED.ok) return this.settle(end);
    const hint = PARSED.error === undefined ? null : AFTER_JSON.exec(PARSED.error);
    const close = hint === null ? -1 : start + span.slice(0, Number(hint[1])).lastIndexOf("}");
    // Even when the hint proves right it cost an exception: reply after reply of small picks is the scanner's.
    this.exhausted = ++this.misses >= MAX_MISSES;
    if (close <= start) return -1;
    this.ops += close + 1 - start;
    this.parses++;
    parseNatively(this.text.slice(start, close + 1), this.maxDepth, PARSED);
    return PARSED.ok ? this.settle(close + 1) : -1;
  }

  /** Records the parsed value; returns `end`. */
  private settle(end: number): number {
    this.value = PARSED.value;
    PARSED.value = undefined;
    return end;
  }
}

/**
 * The last '}' of `text`, or -1. A pick usually ends a few characters before the reply does, and a short
 * look back by hand is cheaper there than the native lastIndexOf (a call into the runtime).
 */
function lastCloseIn(text: string): number {
  const stop = text.length > NEAR_END ? text.length - NEAR_END : 0;
  for (let k = text.length - 1; k >= stop; k--) if (text.charCodeAt(k) === 125) return k;
  // The native lastIndexOf reads back one character at a time: a reply without any '}' (most hostile ones)
  // is answered by the far faster forward search.
  return stop === 0 || text.indexOf("}") < 0 ? -1 : text.lastIndexOf("}", stop - 1);
}

/** The last '}' in text[start, end), or a value below `start` when there is none. */
export function closeBefore(text: string, start: number, end: number): number {
  // Usually only whitespace lies between the pick's '}' and the fence.
  let k = end - 1;
  let c = text.charCodeAt(k);
  while (k > start && (c === 32 || c === 10 || c === 13 || c === 9)) c = text.charCodeAt(--k);
  if (c === 125 && k > start) return k;
  // Searched in a slice, so no search runs back past the start into text already searched.
  return start + text.slice(start, end).lastIndexOf("}");
}
