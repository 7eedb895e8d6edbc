import type { ErrorObject } from "ajv";
import type { Problem, ProblemKind } from "../errors/problem";
import { DATE_TIME_PATTERN } from "../schema/date-time-pattern";
import { jsonTypeOf } from "./json-type-of";
import { locateField } from "./field-path";
import { boundText, MAX_PROBLEM_MESSAGE } from "./message-bounds";
import { excerptValue } from "./value-excerpt";

// The allowed-values list of an enum is cut here; the model needs a hint, not a 500-item dump.
const MAX_ALLOWED_LIST = 160;
// Sub-errors (the branches an `anyOf` tried) quoted after the main message.
const MAX_BRANCH_DETAILS = 3;

/**
 * Turns Ajv's errors for one failed validation of `args` into the single {@link Problem} sent back to the
 * model: `missing_required`, `type_mismatch`, `enum_violation` (enum and const), or `bad_args` for any
 * other keyword. Fields are named by path (`steps[0].action`) and messages are bounded in length.
 */
export function problemFromAjvErrors(errors: readonly ErrorObject[] | null | undefined, args: unknown): Problem {
  if (errors === null || errors === undefined || errors.length === 0) {
    return { kind: "bad_args", message: "arguments do not match the schema" };
  }
  // With allErrors off, Ajv stops at the first failing keyword and reports it last; anything before it is
  // what the branches of that keyword (anyOf, oneOf, if/then …) tried.
  const primary = errors[errors.length - 1] as ErrorObject;
  const problem = describe(primary, args);
  const branches = errors.slice(0, -1).slice(0, MAX_BRANCH_DETAILS);
  const detail = branches.length === 0 ? "" : ` (${branches.map((branch) => describe(branch, args).message).join("; ")})`;
  return withPath(problem.kind, problem.message + detail, problem.path ?? "");
}

function describe(error: ErrorObject, args: unknown): Problem {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required") {
    const located = locateField(args, error.instancePath, String(params.missingProperty));
    return withPath("missing_required", `missing required field "${located.path}"`, located.path);
  }
  const { path, value } = locateField(args, error.instancePath);
  const subject = path === "" ? "arguments" : `field "${path}"`;
  switch (error.keyword) {
    case "type":
      return withPath(
        "type_mismatch",
        `${subject} must be ${expectedTypes(params.type)}, got ${jsonTypeOf(value)} (${excerptValue(value)})`,
        path,
      );
    case "enum":
      return withPath("enum_violation", `${subject} must be one of ${allowedList(params.allowedValues)}; got ${excerptValue(value)}`, path);
    case "const":
      return withPath("enum_violation", `${subject} must be ${excerptValue(params.allowedValue)}; got ${excerptValue(value)}`, path);
    case "pattern":
      // A Date's pattern is its format spelled out: say what it asks for, not the regex.
      if (params.pattern !== DATE_TIME_PATTERN) break;
      return withPath(
        "bad_args",
        `${subject} must be a date-time like "2026-03-01T09:30:00Z" (date, T, time, then Z or an offset such as +01:00) on a day that exists; got ${excerptValue(value)}`,
        path,
      );
    case "additionalProperties":
      return withPath("bad_args", `${subject} has an unknown field ${excerptValue(String(params.additionalProperty))}`, path);
  }
  return withPath("bad_args", `${subject} ${error.message ?? `fails "${error.keyword}"`}`, path);
}

function withPath(kind: ProblemKind, message: string, path: string): Problem {
  const bounded = boundText(message, MAX_PROBLEM_MESSAGE);
  return path === "" ? { kind, message: bounded } : { kind, message: bounded, path };
}

// Ajv gives one type name, or for `type: [..]` the list (as an array, or joined by commas in its message).
function expectedTypes(type: unknown): string {
  const names = Array.isArray(type) ? type.map(String) : String(type).split(",");
  return names.join(" or ");
}

function allowedList(values: unknown): string {
  if (!Array.isArray(values)) return excerptValue(values);
  let list = "";
  for (let index = 0; index < values.length; index += 1) {
    const piece = (index === 0 ? "" : ", ") + excerptValue(values[index], 40);
    if (list.length + piece.length > MAX_ALLOWED_LIST) return `${list}, … (${values.length - index} more)`;
    list += piece;
  }
  return list;
}
