/**
 * The kind of a problem found in a model's pick; it becomes {@link DecisionError.kind} when re-picks run out.
 *
 * - `no_action`: the reply holds no top-level JSON object with a call key.
 * - `parse_error`: a candidate was not strict JSON, or the reply broke a size or depth cap.
 * - `unknown_call`: the call names no option on the menu.
 * - `bad_args`: the arguments are not an object, or break a constraint other than those below.
 * - `missing_required`: a required field is absent.
 * - `type_mismatch`: a field has the wrong JSON type.
 * - `enum_violation`: a field is not one of its allowed values.
 * - `declined`: the pick needed approval and a person declined it.
 */
export type ProblemKind =
  | "no_action"
  | "parse_error"
  | "unknown_call"
  | "bad_args"
  | "missing_required"
  | "type_mismatch"
  | "enum_violation"
  | "declined";

/** A problem found while reading or checking a model's pick: a value inside the pipeline, never thrown. */
export interface Problem {
  /** What went wrong, as a stable machine-readable kind. */
  readonly kind: ProblemKind;
  /** A one-line explanation written for the model (it is sent back on a re-pick). */
  readonly message: string;
  /** The field path the problem is about, e.g. `steps[0].action`, when there is one. */
  readonly path?: string;
}
