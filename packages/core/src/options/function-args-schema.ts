import { ConfigurationError } from "../errors/configuration-error";
import type { FunctionSpec } from "../metadata/function-spec";
import { checkName } from "../schema/names";
import { argsObjectSchema, type ArgsSchemaEntry } from "../schema/args-object-schema";
import type { JsonSchema } from "../contracts/json-schema";
import { compileValidator } from "../validation/validator-cache";

// Keyed by spec identity: a spec is resolved once per function, so the schema is built once per function.
const cache = new WeakMap<FunctionSpec, JsonSchema>();

/**
 * Builds (once per spec) the JSON Schema of the `args` object the model sends for a function: the `llm`
 * parameters only, `required` holding those marked required, closed with `additionalProperties: false`.
 * Context and runtime parameters never appear. Throws a {@link ConfigurationError} for a bad or
 * duplicated parameter name, and for a schema the validator cannot compile (e.g. a pattern RE2 refuses).
 */
export function functionArgsSchema(spec: FunctionSpec): JsonSchema {
  const cached = cache.get(spec);
  if (cached) return cached;
  const entries: ArgsSchemaEntry[] = [];
  for (const param of spec.params) {
    if (param.source !== "llm") continue;
    checkName(param.name, `parameter name in function "${spec.name}"`);
    if (entries.some((e) => e.name === param.name)) {
      throw new ConfigurationError(
        `Function "${spec.name}" has two parameters the model sees as "${param.name}"; ` +
          `give one of them another name with @LlmParam({ name }).`,
      );
    }
    let schema: JsonSchema = param.schema ?? {};
    if (param.description && schema.description === undefined) schema = { ...schema, description: param.description };
    entries.push({ name: param.name, schema, required: param.required });
  }
  const schema = argsObjectSchema(entries);
  // Compiled now, so a schema Ajv or the pattern engine refuses fails when the option or tool is built.
  compileValidator(schema);
  cache.set(spec, schema);
  return schema;
}
