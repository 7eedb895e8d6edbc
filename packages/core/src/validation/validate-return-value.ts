import type { Problem } from "../errors/problem";
import { fail, ok, type Result } from "../errors/result";
import type { JsonSchema } from "../contracts/json-schema";
import { problemFromAjvErrors } from "./ajv-error-to-problem";
import { stripUnknownFields } from "./strip-unknown-fields";
import { validateInRun } from "./validation-run";
import { compileValidator } from "./validator-cache";

/**
 * Turns what a function returned into the JSON data its return schema describes (`FunctionSpec.returnSchema`),
 * for a consumer that promises its callers that shape (an MCP tool's `outputSchema` and `structuredContent`):
 * the value's JSON (`toJSON` applied, so a `Date` is its ISO string; `undefined` members gone), with the
 * fields the schema does not declare dropped where it is closed (as a model's arguments are cleaned), then
 * checked by the same Ajv engine. A value that is still not of that shape (the type was cast, or a union
 * branch holds fields it does not declare: branches are not cleaned) or has no JSON form is a {@link Problem}.
 *
 * The schema is compiled on the first call (and cached like any arguments schema), never before: nothing
 * pays for return schemas that no consumer checks. The data is the function's own, not a model's, so the
 * validation limits on arguments do not apply.
 */
export function validateReturnValue(schema: JsonSchema, value: unknown): Result<unknown> {
  let data: unknown;
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return fail(problem("the result has no JSON form"));
    data = JSON.parse(text);
  } catch (error) {
    return fail(problem(`the result cannot be written as JSON (${error instanceof Error ? error.message : String(error)})`));
  }
  const validate = compileValidator(schema);
  if (typeof data === "object" && data !== null) {
    const stripped = stripUnknownFields(schema, data, Number.POSITIVE_INFINITY);
    if (stripped !== undefined) return fail(stripped);
  }
  if (!validateInRun(Number.MAX_SAFE_INTEGER, validate, data)) return fail(problemFromAjvErrors(validate.errors, data));
  return ok(data);
}

function problem(message: string): Problem {
  return { kind: "bad_args", message };
}
