// Internal to reply/: the one forward pass over a reply that tries every attempt start and keeps what
// findPick needs to decide: the last candidate, the broken attempts, or the problem that stopped the pass.
import type { Problem } from "../errors/problem";
import { AttemptStarts } from "./attempt-starts";
import { CALL_KEYS, PICK_PROTOTYPE } from "./call-keys";
import { firstMemberFailure, type MemberFailure } from "./first-member-failure";
import { JsonScan } from "./json-scan";
import { scanJsonValue } from "./json-scanner";
import { ScanError, type ScanFailure } from "./scan-error";
import { SpanGuess } from "./span-guess";

const EXPECTED_FORM = 'Reply with {"call": "<option name>", "args": {...}}.';
// Where the first-member shortcut writes the failure it settles (read at once, so one serves every pass).
const QUICK: MemberFailure = { code: ScanError.None, at: 0, aux: 0, key: "", resume: 0 };

/** A top-level object with a call key: where it lies, and its value if the scan built it. */
export interface Candidate {
  readonly start: number;
  readonly end: number;
  readonly value: unknown;
  readonly built: boolean;
}

/**
 * The state of one pass over a reply. {@link run} is the whole pass; everything else is its outcome.
 */
export class PickScan {
  private readonly reply: string;
  private readonly maxDepth: number;
  private readonly budget: number;
  private readonly guess: SpanGuess;
  private readonly starts: AttemptStarts;
  // Created on the first attempt the native guesses do not settle: most replies never need it.
  private scan: JsonScan | null = null;
  // Marks the containers nested in a failed attempt (closed or still open when it failed): JSON nested in
  // broken JSON is never a pick (DESIGN.md §4.1), so they are skipped, which also keeps the pass linear.
  // Starts are visited front to back, each once, so a mark is read once and never needs clearing.
  private nestedInBroken: Uint8Array | null = null;
  /** Characters the attempts read (the searches and native parses count on their own objects). */
  private scanned = 0;
  /** Attempts started. */
  attempts = 0;
  /** The last top-level object with a call key. */
  last: Candidate | null = null;
  /**
   * Of the failed attempts that looked like JSON (an object's colon was read), the one that got furthest:
   * when there is no candidate, it is most likely the intended pick; -1 when there is none.
   */
  broken = -1;
  private brokenAt = -1;
  /**
   * The start of the last broken pick (a failed top-level object whose call key was read), or -1: one after
   * the last candidate means the model's final pick is broken, and an earlier pick must not run in its
   * place. Any other failed attempt is prose: it never voids a pick.
   */
  latestBrokenPick = -1;
  /** Why {@link broken} failed, kept so that its message needs no second scan (set with it). */
  brokenFailure: ScanFailure | null = null;
  /** Why {@link latestBrokenPick} failed (set with it). */
  pickFailure: ScanFailure | null = null;
  /** What stopped the pass early: a depth cap or the work budget. */
  problem: Problem | null = null;

  constructor(reply: string, maxDepth: number, budget: number) {
    this.reply = reply;
    this.maxDepth = maxDepth;
    this.budget = budget;
    this.guess = new SpanGuess(reply, maxDepth);
    this.starts = new AttemptStarts(reply);
  }

  /** Characters examined so far: the prose search, every attempt, every native search and parse. */
  get ops(): number {
    return this.scanned + this.starts.ops + this.guess.ops + (this.scan === null ? 0 : this.scan.extraOps);
  }

  /** Spans handed to the native JSON.parse. */
  get parses(): number {
    return this.guess.parses;
  }

  /** Tries every attempt start front to back; a parsed top-level value is skipped whole. */
  run(): void {
    passOver(this, this.reply, this.starts);
  }

  /**
   * Settles the attempt at `brace`: the native guess first (for an object), then the first-member shortcut,
   * then the strict scan. Returns where the pass goes on, or -1 when it must stop.
   */
  tryStart(brace: number, isArray: boolean): number {
    this.attempts++;
    let pos: number;
    const guess = this.guess;
    const fast = isArray || guess.exhausted ? -1 : guess.tryAt(brace);
    if (fast >= 0) {
      // A parsed object is top-level: objects inside it are never candidates, so resume after it.
      if (hasCallKey(guess.value)) this.last = { start: brace, end: fast, value: guess.value, built: true };
      pos = fast;
    } else {
      const quick = isArray ? -1 : firstMemberFailure(this.reply, brace, CALL_KEYS, QUICK);
      if (quick >= 0) {
        // It fails in or after its first member, like the scan would, with nothing nested: the next start lies
        // at the first brace its strings held, else where it failed.
        this.scanned += quick - brace + 1;
        if (QUICK.code !== ScanError.ExpectedColon && quick > this.brokenAt) this.keepBroken(brace, QUICK);
        pos = QUICK.resume as number;
      } else {
        pos = this.scanAttempt(brace, isArray);
        if (pos < 0) return -1;
      }
    }
    if (this.ops <= this.budget) return pos;
    const message = "The reply is too complex to scan for a JSON pick (too many overlapping broken JSON fragments). " + EXPECTED_FORM;
    this.problem = { kind: "parse_error", message };
    return -1;
  }

  /** The containers nested in failed attempts, marked by position (null while there are none). */
  get skipped(): Uint8Array | null {
    return this.nestedInBroken;
  }

  /** Makes the attempt at `brace`, which failed as `failure` says and looked like JSON, the furthest one. */
  private keepBroken(brace: number, failure: ScanFailure): void {
    const kept = (this.brokenFailure ??= newFailure());
    kept.code = failure.code;
    kept.at = failure.at;
    kept.aux = failure.aux;
    kept.key = failure.key;
    this.broken = brace;
    this.brokenAt = failure.at;
  }

  /** Whether the container starting at `brace` is nested in a failed attempt. */
  isNestedInBroken(brace: number): boolean {
    return this.nestedInBroken !== null && this.nestedInBroken[brace] === 1;
  }

  /** Scans the attempt at `brace` strictly; returns where the pass goes on, or -1 when it must stop. */
  private scanAttempt(brace: number, isArray: boolean): number {
    const scan = (this.scan ??= new JsonScan(this.reply, this.maxDepth, CALL_KEYS));
    // The scan proves the text; only the winning candidate is built, by JSON.parse, once the pass is over.
    const end = scanJsonValue(brace, scan);
    if (end >= 0) {
      this.scanned += end - brace;
      if (!isArray && scan.sawWatchedKey) this.last = { start: brace, end, value: undefined, built: false };
      // A parsed value is top-level: what is inside it is never a candidate, so the pass resumes after it.
      return end;
    }
    this.scanned += scan.at - brace + 1;
    if (scan.depthExceeded) {
      const message = `The JSON in the reply is nested too deeply: ${scan.reason} (at character ${scan.at}).`;
      this.problem = { kind: "parse_error", message };
      return -1;
    }
    if (!isArray && scan.sawWatchedKey) {
      this.latestBrokenPick = brace;
      scan.keepFailure((this.pickFailure ??= newFailure()));
    }
    if (scan.sawTopColon && scan.at > this.brokenAt) {
      this.broken = brace;
      this.brokenAt = scan.at;
      scan.keepFailure((this.brokenFailure ??= newFailure()));
    }
    const count = scan.nestedCount;
    if (count > 0) {
      const marks = (this.nestedInBroken ??= new Uint8Array(this.reply.length));
      const nested = scan.nested;
      for (let k = 0; k < count; k++) marks[nested[k]] = 1;
    }
    // Every brace the attempt read outside its strings opened a container nested in it: when no string it
    // read held one either, no attempt can start before where it failed.
    return scan.braceInString || scan.at <= brace ? brace + 1 : scan.at;
  }
}

/**
 * The loop of {@link PickScan.run}. It is a function of its own that starts with the loop and ends with it:
 * on a long reply the optimizing compiler enters it in the middle of the loop during its first call, so any
 * code before or after the loop would have had no type feedback yet, and leaving the optimized code there
 * on every later call cost whole replies in slow code.
 */
function passOver(pass: PickScan, reply: string, starts: AttemptStarts): void {
  for (let pos = 0; pos >= 0; ) {
    // A top-level JSON array is scanned so that the objects inside it, being nested in other JSON, are
    // never taken as picks.
    const brace = starts.opensKeyAt(pos) ? pos : starts.next(pos, pass.skipped);
    if (brace < 0) return;
    pos = pass.isNestedInBroken(brace) ? brace + 1 : pass.tryStart(brace, reply.charCodeAt(brace) === 91);
  }
}

/** An empty {@link ScanFailure} to copy a failure into. */
function newFailure(): ScanFailure {
  return { code: ScanError.None, at: 0, aux: 0, key: "" };
}

/**
 * Whether a parsed top-level object has one of the {@link CALL_KEYS} as an own key. The usual pick is answered
 * by two plain reads: JSON.parse builds it on Object.prototype, so where that holds no "call" a defined "call"
 * is the object's own.
 */
export function hasCallKey(value: unknown): boolean {
  if ((value as { call?: unknown }).call !== undefined && PICK_PROTOTYPE.call === undefined) return true;
  for (const key of CALL_KEYS) if (Object.hasOwn(value as object, key)) return true;
  return false;
}
