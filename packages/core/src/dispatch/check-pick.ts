import { fail, ok, type Result } from "../errors/result";
import type { OptionSet, OptionSpec } from "../options/option-spec";
import { DEFAULT_EXTRACT_LIMITS } from "../reply/extract-action";
import { readAction, type PickSpan } from "../reply/read-action";
import { validateOptionArgsNow } from "./validate-option-args";
import type { DecisionPick } from "./decision-pick";
import { oversizedPick } from "./oversized-pick";

const MAX_LISTED_OPTIONS = 40;

// Where readAction reports the pick's text length: one object for every check, read right after the
// synchronous call that fills it (extraction runs no user code, so checks never overlap).
const span: PickSpan = { textLength: 0 };

/**
 * Reads a reply as a pick from `set`: extracts the JSON action, looks the option up, validates its
 * arguments (Ajv, then the Standard Schema or the DTO classes the option has). Every failure is a value.
 */
export async function checkPick(reply: string, set: OptionSet): Promise<Result<DecisionPick>> {
  return checkPickNow(reply, set);
}

/**
 * {@link checkPick} without a promise where none is needed: the result comes back directly unless the
 * picked option validates asynchronously (a Standard Schema, DTO parameters).
 */
export function checkPickNow(reply: string, set: OptionSet): Result<DecisionPick> | Promise<Result<DecisionPick>> {
  span.textLength = 0;
  const action = readAction(reply, DEFAULT_EXTRACT_LIMITS, undefined, span);
  if (!action.ok) return action;
  const oversized = oversizedPick(span.textLength);
  if (oversized) return fail(oversized);
  return checkCallNow(action.value.call, action.value.args, set);
}

/**
 * Checks one call (an option name and its arguments, from the reply text, a tool call or a structured
 * reply) against `set`: looks the option up and validates its arguments.
 */
export async function checkCall(call: string, args: Record<string, unknown>, set: OptionSet): Promise<Result<DecisionPick>> {
  return checkCallNow(call, args, set);
}

/** {@link checkCall} without a promise where none is needed (see {@link checkPickNow}). */
export function checkCallNow(call: string, args: Record<string, unknown>, set: OptionSet): Result<DecisionPick> | Promise<Result<DecisionPick>> {
  const option = set.byName.get(call);
  if (!option) {
    const names = set.options.slice(0, MAX_LISTED_OPTIONS).map((o) => o.name);
    const more = set.options.length > names.length ? ", …" : "";
    const shown = call.length > 80 ? `${call.slice(0, 80)}…` : call;
    return fail({
      kind: "unknown_call",
      message: `${JSON.stringify(shown)} is not one of the options (${names.join(", ")}${more})`,
    });
  }
  const validated = validateOptionArgsNow(option, args);
  return isPromise(validated) ? validated.then((v) => picked(option, v)) : picked(option, validated);
}

function picked(option: OptionSpec, validated: Result<Record<string, unknown>>): Result<DecisionPick> {
  return validated.ok ? ok({ option, args: validated.value }) : validated;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return value instanceof Promise;
}
