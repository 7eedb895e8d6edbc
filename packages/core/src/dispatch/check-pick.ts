import { fail, ok, type Result } from "../errors/result";
import type { OptionSet } from "../options/option-spec";
import { DEFAULT_EXTRACT_LIMITS } from "../reply/extract-action";
import { readAction, type PickSpan } from "../reply/read-action";
import { validateOptionArgs } from "../validation/validate-option-args";
import type { DecisionPick } from "./decision-pick";
import { oversizedPick } from "./oversized-pick";

const MAX_LISTED_OPTIONS = 40;

/**
 * Reads a reply as a pick from `set`: extracts the JSON action, looks the option up, validates its
 * arguments (Ajv, then the Standard Schema or the DTO classes the option has). Every failure is a value.
 */
export async function checkPick(reply: string, set: OptionSet): Promise<Result<DecisionPick>> {
  const span: PickSpan = { textLength: 0 };
  const action = readAction(reply, DEFAULT_EXTRACT_LIMITS, undefined, span);
  if (!action.ok) return action;
  const oversized = oversizedPick(span.textLength);
  if (oversized) return fail(oversized);
  return checkCall(action.value.call, action.value.args, set);
}

/**
 * Checks one call (an option name and its arguments, from the reply text, a tool call or a structured
 * reply) against `set`: looks the option up and validates its arguments.
 */
export async function checkCall(call: string, args: Record<string, unknown>, set: OptionSet): Promise<Result<DecisionPick>> {
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
  const validated = await validateOptionArgs(option, args);
  return validated.ok ? ok({ option, args: validated.value }) : validated;
}
