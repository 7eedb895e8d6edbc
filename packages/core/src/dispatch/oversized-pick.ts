import type { Problem } from "../errors/problem";
import { validationLimits } from "../validation/validation-limits";

// Slack for the pick's own members ("call", the option's name) and for whitespace in small picks.
const PICK_TEXT_SLACK = 4096;

/**
 * Refuses a pick whose JSON text is more than twice `maxArgsSize` (plus slack) before its arguments are
 * walked: such arguments cannot fit the limit unless most of the text is padding, and walking them
 * first would cost time in proportion to the text — for an object of a few hundred thousand keys,
 * V8's listing of the keys alone takes longer than validation may. Between the limit and twice it, the
 * validation walk measures the arguments exactly (and stops at the limit).
 */
export function oversizedPick(textLength: number): Problem | undefined {
  const { maxArgsSize } = validationLimits();
  if (textLength <= 2 * maxArgsSize + PICK_TEXT_SLACK) return undefined;
  return {
    kind: "bad_args",
    message:
      `arguments are too large to validate: the pick is ${textLength} characters of JSON, and arguments may be ` +
      `at most ${maxArgsSize} characters of JSON (the validation limit maxArgsSize); send fewer or shorter values`,
  };
}
