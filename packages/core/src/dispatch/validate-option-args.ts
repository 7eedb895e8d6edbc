import { ok, type Result } from "../errors/result";
import type { StandardSchemaLike } from "../contracts/standard-schema-like";
import type { OptionSpec } from "../options/option-spec";
import { DECISION_FIELD } from "../options/schema-option";
import { hasDtoArguments, instantiateDtos } from "./instantiate-dtos";
import { validateArgs } from "../validation/validate-args";
import { validateStandard } from "./validate-standard";

/**
 * Validates a model's arguments for one option, the same way for decisions and tool calls: JSON Schema
 * (Ajv, unknown fields dropped), then the option's Standard Schema (schema options), then DTO
 * instantiation and class-validator (function options with class-typed parameters).
 *
 * A schema option's result is `{ decision: name, ...fields }`, so `decision` is reserved in its payload
 * whatever the payload schema allows: a model-supplied `decision` key is dropped before validation (it can
 * neither fail an open schema nor cost a re-pick) and again from a Standard Schema's output.
 */
export async function validateOptionArgs(option: OptionSpec, args: Record<string, unknown>): Promise<Result<Record<string, unknown>>> {
  return validateOptionArgsNow(option, args);
}

/**
 * {@link validateOptionArgs} without a promise where none is needed: the result comes back directly
 * unless a step is asynchronous (a Standard Schema, or DTO parameters to instantiate), so a decision
 * whose option has neither pays no extra turn of the event loop.
 */
export function validateOptionArgsNow(
  option: OptionSpec,
  args: Record<string, unknown>,
): Result<Record<string, unknown>> | Promise<Result<Record<string, unknown>>> {
  if (option.kind === "schema") dropDecision(args);
  const validated = validateArgs(option.argsSchema, args);
  if (!validated.ok) return validated;
  if (option.kind === "schema" && option.standard) return standardOutput(option.standard, validated.value);
  if (option.kind === "function" && hasDtoArguments(option.spec, validated.value)) return instantiateDtos(option.spec, validated.value);
  return validated;
}

async function standardOutput(standard: StandardSchemaLike, value: Record<string, unknown>): Promise<Result<Record<string, unknown>>> {
  const output = await validateStandard(standard, value);
  return output.ok ? ok(withoutDecision(output.value)) : output;
}

// `args` is fresh parser output that only this call holds (see validateArgs), so it is cleaned in place.
function dropDecision(args: Record<string, unknown>): void {
  if (typeof args === "object" && args !== null && Object.hasOwn(args, DECISION_FIELD)) delete args[DECISION_FIELD];
}

// A Standard Schema's output is the vendor's object (perhaps frozen or shared), so it is copied, not edited.
function withoutDecision(value: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(value, DECISION_FIELD)) return value;
  const { [DECISION_FIELD]: _dropped, ...fields } = value;
  return fields;
}
