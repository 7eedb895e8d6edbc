import type { Result } from "../errors/result";
import type { OptionSpec } from "../options/option-spec";
import { instantiateDtos } from "./instantiate-dtos";
import { validateArgs } from "./validate-args";
import { validateStandard } from "./validate-standard";

/**
 * Validates a model's arguments for one option, the same way for decisions and tool calls: JSON Schema
 * (Ajv, unknown fields dropped), then the option's Standard Schema (schema options), then DTO
 * instantiation and class-validator (function options with class-typed parameters).
 */
export async function validateOptionArgs(option: OptionSpec, args: Record<string, unknown>): Promise<Result<Record<string, unknown>>> {
  const validated = validateArgs(option.argsSchema, args);
  if (!validated.ok) return validated;
  if (option.kind === "schema" && option.standard) return validateStandard(option.standard, validated.value);
  if (option.kind === "function") return instantiateDtos(option.spec, validated.value);
  return validated;
}
