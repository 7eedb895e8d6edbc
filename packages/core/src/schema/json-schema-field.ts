import { ConfigurationError } from "../errors/configuration-error";
import { describeValue } from "./describe-value";
import { isDict } from "./is-dict";
import type { JsonSchema } from "../contracts/json-schema";

// A symbol brand keeps a wrapped raw schema apart from a nested `{ field: ... }` dict.
const RAW_JSON_SCHEMA: unique symbol = Symbol.for("agentic-ts.jsonSchema");

/** Raw JSON Schema wrapped by {@link jsonSchema}, usable as a schema field or a whole payload. */
export interface JsonSchemaField {
  readonly [RAW_JSON_SCHEMA]: JsonSchema;
}

/**
 * Wraps raw JSON Schema so it can stand where the schema-field syntax is expected, as one field or as a
 * schema option's whole payload. It is deep-copied when compiled; object schemas that list `properties`
 * without `additionalProperties` get `additionalProperties: false`, so unknown fields are dropped.
 * `pattern` and `patternProperties` use RE2 syntax and run in linear time: a pattern RE2 cannot compile
 * (lookaround, backreferences) is refused when the option is built. As a schema option's whole payload, a
 * `decision` field is reserved: declaring or requiring one is refused, and a model-supplied one is dropped.
 *
 * @example
 * { "emit": ["Emit a point.", { at: jsonSchema({ type: "array", items: { type: "number" }, minItems: 2 }) }] }
 */
export function jsonSchema(schema: JsonSchema): JsonSchemaField {
  if (!isDict(schema)) {
    throw new ConfigurationError(
      `jsonSchema() takes a JSON Schema object such as { type: "string" }, not ${describeValue(schema)}.`,
    );
  }
  return Object.freeze({ [RAW_JSON_SCHEMA]: schema });
}

/** Tells whether a value was made by {@link jsonSchema}. */
export function isJsonSchemaField(value: unknown): value is JsonSchemaField {
  return typeof value === "object" && value !== null && RAW_JSON_SCHEMA in value;
}

/** Returns the raw schema inside a {@link JsonSchemaField}, as given (not copied). */
export function unwrapJsonSchema(field: JsonSchemaField): JsonSchema {
  return field[RAW_JSON_SCHEMA];
}
