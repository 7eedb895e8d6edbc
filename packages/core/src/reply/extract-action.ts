import type { Problem } from "../errors/problem";
import { fail, ok, type Result } from "../errors/result";
import { CALL_KEYS } from "./call-keys";
import { findPick, type PickScanStats } from "./find-pick";
import { resolveLimits } from "./json-scan";

export { CALL_KEYS, type CallKey } from "./call-keys";

/** The option a model picked and the arguments it gave, as read from its reply. */
export interface ExtractedAction {
  /** The option name, from the object's call key. */
  readonly call: string;
  /** The arguments: the `args` object, else an `arguments` object, else `{}`. */
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
 * Finds the model's pick in a reply: the last top-level JSON object (bare or in a fence) that has a
 * call key (see {@link CALL_KEYS}), read in one linear pass under size and depth caps.
 *
 * Never throws: a reply without a usable pick yields a problem to send back to the model
 * (`no_action`, `parse_error` or `bad_args`).
 */
export function extractAction(reply: string, limits?: Partial<ExtractLimits>): Result<ExtractedAction> {
  return readAction(reply, limits);
}

/**
 * {@link extractAction} with a work counter, for tests and benchmarks.
 *
 * @internal Not exported from the package index.
 */
export function readAction(reply: string, limits?: Partial<ExtractLimits>, stats?: PickScanStats): Result<ExtractedAction> {
  if (typeof reply !== "string") {
    return fail({ kind: "no_action", message: "The reply is not text, so it holds no pick." });
  }
  try {
    const found = findPick(reply, resolveLimits(DEFAULT_EXTRACT_LIMITS, limits), stats);
    return found.ok ? readPick(found.value) : found;
  } catch (error) {
    // Unreachable by design; kept so that no reply can make extraction throw.
    const reason = error instanceof Error ? error.message : String(error);
    return fail({ kind: "parse_error", message: `The reply could not be read: ${reason}.` });
  }
}

/** Reads the call and the arguments out of a parsed candidate object. */
function readPick(pick: Record<string, unknown>): Result<ExtractedAction> {
  const callKey = CALL_KEYS.find((key) => Object.hasOwn(pick, key));
  if (callKey === undefined) return noAction("The pick has no call key.", undefined);
  const call = pick[callKey];
  if (typeof call !== "string" || call.trim() === "") {
    return noAction(
      `The "${callKey}" value must be a string naming one of the options, but it is ${describe(call)}. ` +
        'Reply with {"call": "<option name>", "args": {...}}.',
      callKey,
    );
  }
  if (Object.hasOwn(pick, "args")) {
    const args = pick.args;
    if (!isJsonObject(args)) {
      return fail({ kind: "bad_args", message: `"args" must be a JSON object, but it is ${describe(args)}.`, path: "args" });
    }
    return ok({ call, args });
  }
  const alt = Object.hasOwn(pick, "arguments") ? pick.arguments : undefined;
  return ok({ call, args: isJsonObject(alt) ? alt : {} });
}

/** Whether a parsed JSON value is an object (not an array, not null). */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Names a parsed JSON value's type for a message. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return value === "" ? "an empty string" : value.trim() === "" ? "a blank string" : "a string";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/** Builds a `no_action` result. */
function noAction(message: string, path: string | undefined): Result<never> {
  const problem: Problem = path === undefined ? { kind: "no_action", message } : { kind: "no_action", message, path };
  return fail(problem);
}
