// Internal to reply/ (not exported from the package index): extraction with a work counter, which
// extractAction wraps and tests and benchmarks call directly.
import type { Problem } from "../errors/problem";
import { fail, ok, type Result } from "../errors/result";
import { excerptValue } from "../validation/value-excerpt";
import { CALL_KEYS, PICK_PROTOTYPE } from "./call-keys";
import type { ExtractedAction } from "./extracted-action";
import type { ExtractLimits } from "./extract-limits";
import { findPick, type PickScanStats } from "./find-pick";
import { sameJson } from "./same-json";

const EXPECTED_FORM = 'Reply with {"call": "<option name>", "args": {...}}.';

/** Where {@link readAction} reports the size of the pick it found. */
export interface PickSpan {
  /**
   * How many characters of the reply the pick object's JSON text spans (whitespace and every member
   * included): an upper bound of the arguments' size that costs nothing to know, so that oversized
   * arguments can be refused before anything walks them.
   */
  textLength: number;
}

/**
 * Extracts the pick from a reply under resolved caps, adding the work done to `stats` and the pick's text
 * length to `span` when given; the engine behind `extractAction`.
 */
export function readAction(reply: string, limits: ExtractLimits, stats?: PickScanStats, span?: PickSpan): Result<ExtractedAction> {
  if (typeof reply !== "string") {
    return fail({ kind: "no_action", message: "The reply is not text, so it holds no pick." });
  }
  try {
    const found = findPick(reply, limits, stats);
    if (!found.ok) return found;
    if (span) span.textLength = found.value.textLength;
    return readPick(found.value.value);
  } catch (error) {
    // Unreachable by design; kept so that no reply can make extraction throw.
    const reason = error instanceof Error ? error.message : String(error);
    return fail({ kind: "parse_error", message: `The reply could not be read: ${reason}.` });
  }
}

/** Reads the call and the arguments out of a parsed candidate object. */
function readPick(pick: Record<string, unknown>): Result<ExtractedAction> {
  // Own properties only: a "__proto__" key is an own property too, and nothing is read through it.
  // Loops rather than filter/find: this runs once per decision, and most picks carry one call key.
  let callKey: (typeof CALL_KEYS)[number] | undefined;
  let other: (typeof CALL_KEYS)[number] | undefined;
  if (carriesCallAlone(pick)) {
    callKey = "call";
  } else {
    for (const key of CALL_KEYS) {
      // A parsed value is never undefined, so only a key that reads as something can be an own property.
      if (pick[key] === undefined || !Object.hasOwn(pick, key)) continue;
      if (callKey === undefined) callKey = key;
      // Two call keys naming different calls is a contradiction only the model can settle: no priority
      // order may silently run one of them.
      else if (other === undefined && !sameJson(pick[key], pick[callKey])) other = key;
    }
  }
  if (callKey === undefined) return noAction(`The pick has no call key. ${EXPECTED_FORM}`, undefined);
  const call = pick[callKey];
  if (other !== undefined) {
    const message =
      `The pick names two different calls: ${member(callKey, call)} and ${member(other, pick[other])}. ` +
      "Use one call key, naming one option.";
    return noAction(`${message} ${EXPECTED_FORM}`, other);
  }
  if (typeof call !== "string" || isBlank(call)) {
    const message = `The "${callKey}" value must be a string naming one of the options, but it is ${describe(call)}.`;
    return noAction(`${message} ${EXPECTED_FORM}`, callKey);
  }
  // `null` means no arguments, exactly like a missing key.
  const args = ownValue(pick, pick.args, PICK_PROTOTYPE.args, "args");
  const alternative = ownValue(pick, pick.arguments, PICK_PROTOTYPE.arguments, "arguments");
  if (args === undefined) return ok({ call, args: isJsonObject(alternative) ? alternative : {} });
  if (!isJsonObject(args)) {
    const message = `"args" must be a JSON object, but it is ${describe(args)}.`;
    return fail({ kind: "bad_args", message, path: "args" });
  }
  if (isJsonObject(alternative) && !sameJson(args, alternative)) {
    const message =
      `The pick carries two different argument objects, "args" and "arguments". ` +
      `Send the arguments once, in "args". ${EXPECTED_FORM}`;
    return fail({ kind: "bad_args", message, path: "arguments" });
  }
  return ok({ call, args });
}

/**
 * Whether "call" is the pick's only call key, as an own property: the usual pick, settled by four plain
 * reads (a parsed value is never undefined) instead of the loop's keyed reads, and a fifth of what
 * Object.prototype holds there (see {@link ownValue}).
 */
function carriesCallAlone(pick: Record<string, unknown>): boolean {
  return (
    pick.call !== undefined &&
    pick.action === undefined &&
    pick.function === undefined &&
    pick.tool === undefined &&
    (PICK_PROTOTYPE.call === undefined || Object.hasOwn(pick, "call"))
  );
}

/**
 * `value`, read from `pick[key]` by the caller (a plain read, where a read by a variable key is a generic
 * one), when it is an own property and not `null`; else undefined. `inherited` is `Object.prototype[key]`,
 * read by the caller too: a pick is built by JSON.parse, so its prototype is Object.prototype, and where that
 * reads as undefined a defined value can only be the pick's own (then no own-property call is needed).
 */
function ownValue(pick: Record<string, unknown>, value: unknown, inherited: unknown, key: string): unknown {
  return value === undefined || value === null || (inherited !== undefined && !Object.hasOwn(pick, key)) ? undefined : value;
}

/** Renders one member of a pick for a message, the value shortened: `"tool": "b"`. */
function member(key: string, value: unknown): string {
  return `"${key}": ${excerptValue(value, 60)}`;
}

/**
 * Whether a string is empty or only whitespace (as `trim` sees it): a first character that is printable
 * ASCII settles it without trimming.
 */
function isBlank(text: string): boolean {
  const first = text.length === 0 ? 0 : text.charCodeAt(0);
  return first > 32 && first < 127 ? false : text.trim() === "";
}

/** Whether a parsed JSON value is an object (not an array, not null). */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Names a parsed JSON value's type for a message. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value !== "string") return `a ${typeof value}`;
  if (value === "") return "an empty string";
  return value.trim() === "" ? "a blank string" : "a string";
}

/** Builds a `no_action` result. */
function noAction(message: string, path: string | undefined): Result<never> {
  const problem: Problem = path === undefined ? { kind: "no_action", message } : { kind: "no_action", message, path };
  return fail(problem);
}
