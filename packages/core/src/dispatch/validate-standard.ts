import { fail, ok, type Result } from "../errors/result";
import type { StandardSchemaLike } from "../contracts/standard-schema-like";
import { boundText, MAX_PROBLEM_MESSAGE } from "../validation/message-bounds";

const MAX_ISSUES = 5;

/**
 * Validates a payload with a Standard Schema object (zod 4, valibot …) and returns its output value, or
 * a `bad_args` problem listing the first issues with their paths.
 */
export async function validateStandard(
  schema: StandardSchemaLike,
  value: Record<string, unknown>,
): Promise<Result<Record<string, unknown>>> {
  let outcome;
  try {
    outcome = await schema["~standard"].validate(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail({ kind: "bad_args", message: boundText(`the payload could not be validated: ${reason}`, MAX_PROBLEM_MESSAGE) });
  }
  if (outcome.issues) {
    const issues = outcome.issues.slice(0, MAX_ISSUES).map((i) => {
      const path = (i.path ?? []).map((seg) => (typeof seg === "object" && seg !== null && "key" in seg ? String(seg.key) : String(seg)));
      return path.length > 0 ? `${path.join(".")}: ${i.message}` : i.message;
    });
    return fail({ kind: "bad_args", message: boundText(`invalid payload: ${issues.join("; ")}`, MAX_PROBLEM_MESSAGE) });
  }
  const out = outcome.value;
  if (typeof out !== "object" || out === null || Array.isArray(out)) {
    return fail({ kind: "bad_args", message: "the payload schema must produce an object" });
  }
  return ok(out as Record<string, unknown>);
}
