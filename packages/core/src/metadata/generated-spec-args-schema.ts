import { argsObjectSchema, type ArgsSchemaEntry } from "../schema/args-object-schema";
import type { JsonSchema } from "../contracts/json-schema";
import type { GeneratedFunctionSpec } from "./generated-spec";

/**
 * The JSON Schema of the `args` object the model sends for a function, built from its generated spec alone,
 * exactly as the runtime builds it (`functionArgsSchema` over the spec the decorators resolve): the `llm`
 * parameters in order, each schema carrying the parameter's description, `required` listing the
 * non-optional ones, closed with `additionalProperties: false`. Pure: the same spec always gives an equal
 * schema. `agentic gen` precompiles a validator for this schema.
 *
 * Returns `undefined` when the runtime schema depends on more than the generated spec: an `llm` parameter
 * without a generated schema (its type comes from `@LlmParam({ type })`) or a name used twice (an error at
 * run time).
 */
export function generatedArgsSchema(spec: GeneratedFunctionSpec): JsonSchema | undefined {
  const entries: ArgsSchemaEntry[] = [];
  for (const param of spec.params) {
    if (param.kind !== "llm") continue;
    if (param.schema === undefined || entries.some((e) => e.name === param.name)) return undefined;
    // The JSDoc description wins over one already in the schema, as when a decorated method's spec is built.
    const schema = param.description === undefined ? param.schema : { ...param.schema, description: param.description };
    entries.push({ name: param.name, schema, required: !param.optional });
  }
  return argsObjectSchema(entries);
}
