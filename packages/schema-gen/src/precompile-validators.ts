import { generatedArgsSchema, precompiledValidatorKey, standaloneValidatorCode, type GeneratedFunctionSpec, type GeneratedSpecs } from "@agentic-ts/core";

/** One precompiled validator of a generated module: its key, its code and the specs whose arguments it checks. */
export interface PrecompiledValidator {
  /** The key core looks it up by: `precompiledValidatorKey` of the arguments schema. */
  readonly key: string;
  /** The function expression core's `standaloneValidatorCode` wrote. */
  readonly code: string;
  /** The methods (`Class.method`) and functions whose arguments schema this is, in spec order. */
  readonly usedBy: readonly string[];
}

/**
 * Precompiles the arguments validator of every spec, exactly as the runtime will build its arguments schema
 * (core's `generatedArgsSchema`): one validator per distinct schema, in order of first use (methods, then
 * functions, each in the order of `specs`). Specs whose schema is not fully known at build time, and schemas
 * Ajv rejects, get none; the runtime compiles those as before. Pass canonical specs for deterministic output.
 */
export function precompileValidators(specs: GeneratedSpecs): PrecompiledValidator[] {
  const byKey = new Map<string, { key: string; code: string; usedBy: string[] }>();
  const skipped = new Set<string>();
  const visit = (name: string, spec: GeneratedFunctionSpec): void => {
    const schema = generatedArgsSchema(spec);
    if (schema === undefined) return;
    const key = precompiledValidatorKey(schema);
    const known = byKey.get(key);
    if (known !== undefined) {
      known.usedBy.push(name);
      return;
    }
    if (skipped.has(key)) return;
    const code = standaloneValidatorCode(schema);
    if (code === undefined) skipped.add(key);
    else byKey.set(key, { key, code, usedBy: [name] });
  };
  for (const [name, spec] of Object.entries(specs.methods)) visit(name, spec);
  for (const [name, spec] of Object.entries(specs.functions)) visit(name, spec);
  return [...byKey.values()];
}
