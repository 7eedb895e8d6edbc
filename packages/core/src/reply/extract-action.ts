import type { Result } from "../errors/result";
import { readAction } from "./read-action";
import { resolveLimits } from "./resolve-limits";

export { CALL_KEYS, type CallKey } from "./call-keys";

/** The option a model picked and the arguments it gave, as read from its reply. */
export interface ExtractedAction {
  /** The option name, from the object's call key. */
  readonly call: string;
  /**
   * The arguments: the `args` object, else an `arguments` object, else `{}` (`null` counts as missing).
   * When both carry objects they must be the same JSON, or the pick is sent back as a conflict.
   */
  readonly args: Record<string, unknown>;
}

/** The caps {@link extractAction} enforces on a reply, so hostile text fails fast. */
export interface ExtractLimits {
  /** The longest reply accepted, in UTF-16 code units. */
  readonly maxLength: number;
  /** The deepest nesting of objects and arrays accepted in any JSON attempt (`{}` is depth 1). */
  readonly maxDepth: number;
}

/** The default {@link ExtractLimits}: 4 Mi characters and 64 levels of nesting. */
export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = Object.freeze({ maxLength: 4 * 1024 * 1024, maxDepth: 64 });

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
