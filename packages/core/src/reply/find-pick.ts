// Internal to reply/: the linear scan over a whole reply that finds the winning candidate object.
import { fail, ok, type Result } from "../errors/result";
import { PickScan } from "./pick-scan";
import { quickPick } from "./quick-pick";
import { formatScanError } from "./scan-error";

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
  // Without counters to fill, the commonest short reply is settled at once (with the same answer).
  if (stats === undefined) {
    const quick = quickPick(reply, limits.maxDepth);
    if (quick !== null) return ok(quick);
  }
  const pass = new PickScan(reply, limits.maxDepth, workPerChar * n + WORK_SLACK);
  pass.run();
  if (stats) {
    stats.ops += pass.ops;
    stats.attempts += pass.attempts;
    if (stats.parses !== undefined) stats.parses += pass.parses;
  }
  if (pass.problem) return fail(pass.problem);
  const last = pass.last;
  let broken = pass.broken;
  let failure = pass.brokenFailure;
  if (last && pass.latestBrokenPick > last.start) {
    broken = pass.latestBrokenPick;
    failure = pass.pickFailure;
  } else if (last) {
    // The scan proved the slice strict JSON; JSON.parse builds it (and, like any JSON.parse, defines
    // a "__proto__" key as an own data property, never calling the prototype setter).
    const value = last.built ? last.value : JSON.parse(reply.slice(last.start, last.end));
    return ok({ value: value as Record<string, unknown>, textLength: last.end - last.start });
  }
  if (broken >= 0 && failure !== null) {
    const reason = formatScanError(failure.code, reply, failure.at, failure.aux, failure.key);
    return fail({
      kind: "parse_error",
      message: `The JSON object at character ${broken} is not valid JSON: ${reason} (at character ${failure.at}). ${EXPECTED_FORM}`,
    });
  }
  return fail({ kind: "no_action", message: `No JSON object with a "call" key was found. ${EXPECTED_FORM}` });
}
