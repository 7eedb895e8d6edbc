// Internal to reply/: the linear scan over a whole reply that finds the winning candidate object.
import type { Problem } from "../errors/problem";
import { fail, ok, type Result } from "../errors/result";
import { CALL_KEYS } from "./call-keys";
import { JsonScan } from "./json-scan";
import { scanStrictValue } from "./strict-scan";

/** Work counters a pick scan fills in, so tests and benchmarks can check growth without timing. */
export interface PickScanStats {
  /** Characters examined across the prose search and every parse attempt. */
  ops: number;
  /** Parse attempts started (memoized failures are not attempts). */
  attempts: number;
}

/** The winning candidate: where it lies in the reply, and its value when the scan already built it. */
interface Candidate {
  readonly start: number;
  readonly end: number;
  readonly value: unknown;
  readonly hasValue: boolean;
}

/** The work budget per reply character; honest replies use about 2, hostile ones we know of under 4. */
export const WORK_PER_CHAR = 8;
/** Extra work allowed on top of {@link WORK_PER_CHAR} so tiny replies are never "too complex". */
export const WORK_SLACK = 4096;

const EXPECTED_FORM = 'Reply with {"call": "<option name>", "args": {...}}.';

/** The best failed attempt to report when the reply holds no candidate at all. */
interface FailedAttempt {
  start: number;
  at: number;
  reason: string;
}

/**
 * Scans a reply for top-level JSON objects and returns the last one carrying a call key (parsed),
 * or the problem to send back: a cap was hit, the JSON that looked intended was broken, or nothing
 * resembling a pick was there.
 */
export function findPick(reply: string, limits: { maxLength: number; maxDepth: number }, stats?: PickScanStats): Result<Record<string, unknown>> {
  const n = reply.length;
  if (n > limits.maxLength) {
    return parseError(`The reply is too long (${n} characters; the limit is ${limits.maxLength}).`);
  }
  const scan = new JsonScan(limits.maxDepth, CALL_KEYS);
  const budget = WORK_PER_CHAR * n + WORK_SLACK;
  // Nested objects that were still open when an enclosing attempt failed: a fresh attempt from one
  // of them would read the same characters and fail at the same place, so it is skipped.
  const knownFailures = new Set<number>();
  let ops = 0;
  let attempts = 0;
  let pos = 0;
  let last: Candidate | null = null;
  let broken: FailedAttempt | null = null;
  let problem: Problem | null = null;
  for (;;) {
    const brace = reply.indexOf("{", pos);
    ops += (brace < 0 ? n : brace + 1) - pos;
    if (brace < 0) break;
    pos = brace + 1;
    if (knownFailures.size > 0 && knownFailures.delete(brace)) continue;
    attempts++;
    const end = scanStrictValue(reply, brace, scan);
    if (end >= 0) {
      ops += end - brace;
      // A parsed object is top-level: objects inside it are never candidates, so resume after it.
      pos = end;
      if (scan.sawWatchedKey) last = { start: brace, end, value: scan.value, hasValue: scan.hasValue };
    } else {
      ops += scan.at - brace + 1;
      if (scan.depthExceeded) {
        problem = { kind: "parse_error", message: `The JSON in the reply is nested too deeply: ${scan.reason} (at character ${scan.at}).` };
        break;
      }
      // Of the attempts that looked like JSON, the one that got furthest is most likely the intended pick.
      if (scan.sawTopColon && (broken === null || scan.at > broken.at)) {
        broken = { start: brace, at: scan.at, reason: scan.reason };
      }
      for (const open of scan.openObjects) knownFailures.add(open);
    }
    if (ops + scan.extraOps > budget) {
      problem = {
        kind: "parse_error",
        message: `The reply is too complex to scan for a JSON pick (too many overlapping broken JSON fragments). ${EXPECTED_FORM}`,
      };
      break;
    }
  }
  ops += scan.extraOps;
  if (stats) {
    stats.ops += ops;
    stats.attempts += attempts;
  }
  if (problem) return fail(problem);
  // The scan proved the slice strict JSON; JSON.parse builds it (and, like any JSON.parse, defines a
  // "__proto__" key as an own data property, never calling the prototype setter).
  if (last) return ok((last.hasValue ? last.value : JSON.parse(reply.slice(last.start, last.end))) as Record<string, unknown>);
  if (broken) {
    return parseError(
      `The JSON object at character ${broken.start} is not valid JSON: ${broken.reason} (at character ${broken.at}). ${EXPECTED_FORM}`,
    );
  }
  return fail({ kind: "no_action", message: `No JSON object with a "call" key was found. ${EXPECTED_FORM}` });
}

/** Builds a `parse_error` result. */
function parseError(message: string): Result<never> {
  return fail({ kind: "parse_error", message });
}
