import type { JsonSchema } from "../contracts/json-schema";

/** One model-visible argument: its name, the JSON Schema of its value, and whether it must be given. */
export interface ArgsSchemaEntry {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly required: boolean;
}

/**
 * Builds the JSON Schema of an `args` object from its arguments in order: `properties`, `required`,
 * `additionalProperties: false`. The one construction both the runtime (`functionArgsSchema`) and the
 * build-time generator (`generatedArgsSchema`) use, so a precompiled validator's key always matches.
 */
export function argsObjectSchema(entries: Iterable<ArgsSchemaEntry>): JsonSchema {
  const properties: Array<[string, JsonSchema]> = [];
  const required: string[] = [];
  for (const entry of entries) {
    properties.push([entry.name, entry.schema]);
    if (entry.required) required.push(entry.name);
  }
  // fromEntries defines own properties, so even a hostile name like `__proto__` stays an ordinary key.
  return { type: "object", properties: Object.fromEntries(properties), required, additionalProperties: false };
}
