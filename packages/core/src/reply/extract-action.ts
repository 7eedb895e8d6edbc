import type { Result } from "../errors/result";
import type { ExtractedAction } from "./extracted-action";
import { DEFAULT_EXTRACT_LIMITS, type ExtractLimits } from "./extract-limits";
import { readAction } from "./read-action";
import { resolveLimits } from "./resolve-limits";

// The pick's types and caps have files of their own so that read-action.ts needs nothing from this one (the
// two imported each other); they are re-exported here, where the package index and callers find them.
export { CALL_KEYS, type CallKey } from "./call-keys";
export type { ExtractedAction } from "./extracted-action";
export { DEFAULT_EXTRACT_LIMITS, type ExtractLimits } from "./extract-limits";

/**
 * Finds the model's pick in a reply: the last top-level JSON object (bare or in a ``` fence) that
 * has a call key (see {@link CALL_KEYS}), read as strict JSON in one linear pass under size and
 * depth caps.
 *
 * Never throws: a reply without a usable pick yields a problem to send back to the model
 * (`no_action`, `parse_error` or `bad_args`). Only a broken pick (a top-level object whose call key
 * was read) after the last good one voids it; other broken JSON is prose, and an object nested in
 * broken JSON is never a pick. Two call keys naming different calls, or `args` and `arguments` objects
 * that differ, are sent back as a conflict.
 */
export function extractAction(reply: string, limits?: Partial<ExtractLimits>): Result<ExtractedAction> {
  return readAction(reply, limits === undefined ? DEFAULT_EXTRACT_LIMITS : resolveLimits(DEFAULT_EXTRACT_LIMITS, limits));
}
