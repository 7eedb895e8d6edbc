import type { Problem } from "../errors/problem";
import { fail, ok, type Result } from "../errors/result";
import type { JsonSchema } from "../contracts/json-schema";
import { problemFromAjvErrors } from "./ajv-error-to-problem";
import { boundText } from "./message-bounds";
import { stripUnknownFields } from "./strip-unknown-fields";
import { SchemaStepsExceeded } from "./take-schema-steps";
import { findUnsafeInteger } from "./unsafe-integer";
import { validationLimits } from "./validation-limits";
import { validateInRun } from "./validation-run";
import { compileValidator } from "./validator-cache";

/**
 * Validates a model's `args` object against an option's arguments schema and returns it cleaned: unknown
 * fields dropped at every level (where the schema says `additionalProperties: false`), every own `__proto__`
 * key dropped, nothing coerced or defaulted. A failure is a {@link Problem} (`missing_required`,
 * `type_mismatch`, `enum_violation` or `bad_args`) worded for the model, never an exception. An `integer`
 * field beyond ±(2^53 − 1) is a `bad_args` problem (JSON.parse has already rounded it, so the value is not
 * what the model wrote); a `number` field takes the rounded double.
 *
 * The work is bounded by the `ValidationLimits` in force (see `setValidationLimits`): arguments larger
 * than `maxArgsSize`, or needing more than `maxSchemaSteps` schema steps, are a `bad_args` problem that
 * names the limit, found before (size) or while (steps) validating, never after the work is done.
 *
 * `args` is cleaned in place and the same object is returned: it is expected to be fresh parser output that
 * nobody else holds.
 *
 * @throws ConfigurationError when the schema itself cannot be compiled: that is a definition mistake, not the
 *   model's, so it must not become a re-pick.
 */
export function validateArgs(schema: JsonSchema, args: Record<string, unknown>): Result<Record<string, unknown>> {
  const validate = compileValidator(schema);
  const limits = validationLimits();
  try {
    // Dropping comes first, so `additionalProperties: false` never fails on a field that is simply ignored.
    const stripped = typeof args === "object" && args !== null ? stripUnknownFields(schema, args, limits.maxArgsSize) : undefined;
    if (stripped !== undefined) return fail(stripped);
    if (!validateInRun(limits.maxSchemaSteps, validate, args)) return fail(problemFromAjvErrors(validate.errors, args));
    // Ajv sees numbers after JSON.parse rounded them: an integer beyond 2^53 passes as another integer.
    const unsafe = findUnsafeInteger(schema, args);
    return unsafe === undefined ? ok(args) : fail(unsafe);
  } catch (error) {
    // Hostile data (a stack overflow in generated code, a throwing getter) must cost a re-pick, not a crash.
    return fail(unexpected(error));
  }
}

function unexpected(error: unknown): Problem {
  if (error instanceof SchemaStepsExceeded) {
    return {
      kind: "bad_args",
      message: `arguments are too complex for this schema: checking them takes more than ${error.maxSteps} schema steps (the validation limit maxSchemaSteps); send fewer or simpler values`,
    };
  }
  let reason = "unknown error";
  try {
    reason = error instanceof Error ? error.message : String(error);
  } catch {
    // An error whose message itself throws still gets reported, just without the reason.
  }
  return { kind: "bad_args", message: boundText(`arguments could not be validated: ${reason}`, 200) };
}
