// Internal to reply/: the linear scan over a whole reply that finds the winning candidate object.
import type { Problem } from "../errors/problem";
import { fail, ok, type Result } from "../errors/result";
import { AttemptStarts } from "./attempt-starts";
import { CALL_KEYS } from "./call-keys";
import { JsonScan } from "./json-scan";
import { formatScanError, ScanError, type ScanFailure } from "./scan-error";
import { SpanGuess } from "./span-guess";
import { scanStrictValue, type StrictScanValue } from "./strict-scan";

/** Work counters a pick scan adds to, so tests and benchmarks can check growth without timing. */
export interface PickScanStats {
  /** Characters examined: the prose search, every parse attempt and every native re-check. */
  ops: number;
  /** Parse attempts started (memoized failures are not attempts). */
  attempts: number;
  /** Spans handed to the native JSON.parse by the fast attempts, when counted. */
  parses?: number;
}

/** The work budget per reply character: honest replies use about 2-3, the worst hostile ones found about 7. */
export const WORK_PER_CHAR = 12;
/** Extra work allowed on top of {@link WORK_PER_CHAR} so tiny replies are never "too complex". */
export const WORK_SLACK = 4096;

const EXPECTED_FORM = 'Reply with {"call": "<option name>", "args": {...}}.';

/** The pick object a scan found: its parsed value and the length of its text in the reply. */
export interface FoundPick {
  readonly value: Record<string, unknown>;
  /** Characters of the reply the object's JSON text spans, whitespace included. */
  readonly textLength: number;
}

/** A top-level object with a call key: where it lies, and its value if the scan built it. */
interface Candidate {
  readonly start: number;
  readonly end: number;
  readonly value: unknown;
  readonly built: boolean;
}

/**
 * Scans a reply for top-level JSON objects and returns the last one carrying a call key (parsed),
 * or the problem to send back: a cap was hit, a broken pick (a top-level object whose call key was
 * read) follows the last good one, there is no pick but JSON that looked intended was broken, or
 * nothing resembling a pick was there. Other broken JSON is prose, and what is nested in it is never
 * a pick. `workPerChar` overrides the work budget (tests only).
 */
export function findPick(
  reply: string,
  limits: { maxLength: number; maxDepth: number },
  stats?: PickScanStats,
  workPerChar: number = WORK_PER_CHAR,
): Result<FoundPick> {
  const n = reply.length;
  if (n > limits.maxLength) {
    const message = `The reply is too long (${n} characters; the limit is ${limits.maxLength}).`;
    return fail({ kind: "parse_error", message });
  }
  // Created on the first attempt the native guesses do not settle: most replies never need it.
  let scan: JsonScan | null = null;
  const guess = new SpanGuess(reply, limits.maxDepth);
  const starts = new AttemptStarts(reply);
  const out: StrictScanValue = { value: undefined, built: false };
  const budget = workPerChar * n + WORK_SLACK;
  // Marks the containers nested in a failed attempt (closed or still open when it failed): JSON nested in
  // broken JSON is never a pick (DESIGN.md §4.1), so they are skipped, which also keeps the scan linear.
  // Starts are visited front to back, each once, so a mark is read once and never needs clearing.
  let nestedInBroken: Uint8Array | null = null;
  let ops = 0;
  let attempts = 0;
  let pos = 0;
  let last: Candidate | null = null;
  // Of the failed attempts that looked like JSON, the one that got furthest: when there is no candidate,
  // it is most likely the intended pick.
  let broken = -1;
  let brokenAt = -1;
  // The start of the last broken pick (a failed top-level object whose call key was read): one after the
  // last good candidate means the model's final pick is broken, and an earlier pick must not run in its
  // place. Any other failed attempt is prose: it never voids a pick.
  let latestBrokenPick = -1;
  // Why each of them failed, kept so the reported one needs no second scan.
  const brokenFailure: ScanFailure = { code: ScanError.None, at: 0, aux: 0, key: "" };
  const pickFailure: ScanFailure = { code: ScanError.None, at: 0, aux: 0, key: "" };
  let problem: Problem | null = null;
  for (;;) {
    // A top-level JSON array is scanned so that the objects inside it, being nested in other JSON, are
    // never taken as picks.
    const brace = starts.next(pos);
    if (brace < 0) break;
    const isArray = reply.charCodeAt(brace) === 91;
    pos = brace + 1;
    if (nestedInBroken !== null && nestedInBroken[brace] === 1) continue;
    attempts++;
    const fast = isArray ? -1 : guess.tryAt(brace);
    if (fast >= 0) {
      // A parsed object is top-level: objects inside it are never candidates, so resume after it.
      pos = fast;
      if (hasCallKey(guess.value)) last = { start: brace, end: fast, value: guess.value, built: true };
      if (ops + starts.ops + guess.ops + (scan?.extraOps ?? 0) <= budget) continue;
      problem = tooComplex();
      break;
    }
    scan ??= new JsonScan(reply, limits.maxDepth, CALL_KEYS);
    const end = scanStrictValue(brace, scan, false, out);
    if (end >= 0) {
      ops += end - brace;
      // A parsed object is top-level: objects inside it are never candidates, so resume after it.
      pos = end;
      if (!isArray && scan.sawWatchedKey) last = { start: brace, end, value: out.value, built: out.built };
    } else {
      ops += scan.at - brace + 1;
      if (scan.depthExceeded) {
        const message = `The JSON in the reply is nested too deeply: ${scan.reason} (at character ${scan.at}).`;
        problem = { kind: "parse_error", message };
        break;
      }
      if (!isArray && scan.sawWatchedKey) {
        latestBrokenPick = brace;
        scan.keepFailure(pickFailure);
      }
      if (scan.sawTopColon && scan.at > brokenAt) {
        broken = brace;
        brokenAt = scan.at;
        scan.keepFailure(brokenFailure);
      }
      const count = scan.nestedCount;
      if (count > 0) {
        nestedInBroken ??= new Uint8Array(n);
        const nested = scan.nested;
        for (let k = 0; k < count; k++) nestedInBroken[nested[k]] = 1;
      }
    }
    if (ops + starts.ops + guess.ops + scan.extraOps > budget) {
      problem = tooComplex();
      break;
    }
  }
  ops += starts.ops;
  if (stats) {
    stats.ops += ops + guess.ops + (scan?.extraOps ?? 0);
    stats.attempts += attempts;
    if (stats.parses !== undefined) stats.parses += guess.parses;
  }
  if (problem) return fail(problem);
  let failure = brokenFailure;
  if (last && latestBrokenPick > last.start) {
    broken = latestBrokenPick;
    failure = pickFailure;
  } else if (last) {
    // The scan proved the slice strict JSON; JSON.parse builds it (and, like any JSON.parse, defines
    // a "__proto__" key as an own data property, never calling the prototype setter).
    const value = last.built ? last.value : JSON.parse(reply.slice(last.start, last.end));
    return ok({ value: value as Record<string, unknown>, textLength: last.end - last.start });
  }
  if (broken >= 0) {
    const reason = formatScanError(failure.code, reply, failure.at, failure.aux, failure.key);
    return fail({
      kind: "parse_error",
      message: `The JSON object at character ${broken} is not valid JSON: ${reason} (at character ${failure.at}). ${EXPECTED_FORM}`,
    });
  }
  return fail({ kind: "no_action", message: `No JSON object with a "call" key was found. ${EXPECTED_FORM}` });
}

/** The problem for a reply whose scan ran out of its work budget. */
function tooComplex(): Problem {
  const message =
    "The reply is too complex to scan for a JSON pick (too many overlapping broken JSON fragments). " + EXPECTED_FORM;
  return { kind: "parse_error", message };
}

/** Whether a parsed top-level object has one of the {@link CALL_KEYS} as an own key. */
function hasCallKey(value: unknown): boolean {
  for (const key of CALL_KEYS) if (Object.hasOwn(value as object, key)) return true;
  return false;
}
