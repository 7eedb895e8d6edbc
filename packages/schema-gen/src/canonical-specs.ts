import type { GeneratedFunctionSpec, GeneratedParamSpec, GeneratedSpecs, RefusedMethodSpec } from "@agentic-ts/core";
import { normalizeSchema } from "./normalize-schema";

/**
 * Returns a copy of `specs` in the one order they are printed in: keys sorted, every spec's fields in
 * declaration order of the contract, schemas normalized. Printing the result is deterministic whatever
 * order the input was built in.
 */
export function canonicalSpecs(specs: GeneratedSpecs): GeneratedSpecs {
  const canonical: GeneratedSpecs = { version: specs.version, methods: canonicalRecord(specs.methods), functions: canonicalRecord(specs.functions) };
  const refused = specs.refused === undefined ? [] : Object.keys(specs.refused).sort();
  if (refused.length === 0) return canonical;
  const out: Record<string, RefusedMethodSpec> = {};
  for (const key of refused) {
    const { file, reasons } = specs.refused![key] as RefusedMethodSpec;
    Object.defineProperty(out, key, { value: { file, reasons: [...reasons] }, enumerable: true, writable: true, configurable: true });
  }
  return { ...canonical, refused: out };
}

function canonicalRecord(record: Readonly<Record<string, GeneratedFunctionSpec>>): Record<string, GeneratedFunctionSpec> {
  const out: Record<string, GeneratedFunctionSpec> = {};
  for (const key of Object.keys(record).sort()) {
    const spec = canonicalFunction(record[key] as GeneratedFunctionSpec);
    Object.defineProperty(out, key, { value: spec, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function canonicalFunction(spec: GeneratedFunctionSpec): GeneratedFunctionSpec {
  const params = spec.params.map(canonicalParam);
  return {
    file: spec.file,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    ...(spec.types === undefined ? {} : { types: spec.types }),
    params,
    ...(spec.returns === undefined ? {} : { returns: normalizeSchema(spec.returns as Record<string, unknown>) }),
  };
}

function canonicalParam(param: GeneratedParamSpec): GeneratedParamSpec {
  const { name, index, kind, optional, designType, description, dtoClass, schema, dates } = param;
  return {
    name,
    index,
    kind,
    optional,
    designType,
    ...(description === undefined ? {} : { description }),
    ...(dtoClass === undefined ? {} : { dtoClass }),
    ...(schema === undefined ? {} : { schema: normalizeSchema(schema as Record<string, unknown>) }),
    ...(dates === undefined ? {} : { dates }),
  };
}
