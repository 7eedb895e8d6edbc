import { ConfigurationError } from "../errors/configuration-error";
import { compileValidator } from "../validation/validator-cache";
import { copyRawSchema } from "../schema/copy-raw-schema";
import { describeValue } from "../schema/describe-value";
import { shapeToSchema } from "../schema/field-to-schema";
import { isDict } from "../schema/is-dict";
import type { JsonSchema } from "../contracts/json-schema";
import { isJsonSchemaField, unwrapJsonSchema } from "../schema/json-schema-field";
import type { SchemaOption } from "./option-spec";
import { isStandardSchema, standardArgsSchema } from "../schema/standard-schema";

/** The field name a schema option's payload may not use: the result is `{ decision, ...fields }`. */
export const DECISION_FIELD = "decision";

/** Tells whether a value can be a schema option's payload: a dict shape, `jsonSchema(...)` or a Standard Schema. */
export function isPayloadSchema(value: unknown): boolean {
  return isDict(value) || isJsonSchemaField(value) || isStandardSchema(value);
}

function reservedDecision(): ConfigurationError {
  return new ConfigurationError(
    `the payload has a field named "${DECISION_FIELD}", which is reserved because the result is ` +
      `{ decision, ...fields }; rename the field.`,
  );
}

function checkObjectPayload(schema: JsonSchema): JsonSchema {
  if (schema.type !== undefined && schema.type !== "object") {
    throw new ConfigurationError(
      `the payload schema has type ${JSON.stringify(schema.type)}, but a schema option's payload must be an ` +
        `object (its result is { decision, ...fields }).`,
    );
  }
  if (isDict(schema.properties) && Object.hasOwn(schema.properties, DECISION_FIELD)) throw reservedDecision();
  // A model-supplied `decision` is dropped before validation, so a schema requiring one could never pass.
  if (Array.isArray(schema.required) && schema.required.includes(DECISION_FIELD)) throw reservedDecision();
  return schema;
}

/**
 * Builds the normalized schema option `name` from its payload: a `{ field: ... }` shape (every field
 * required, at every level), raw `jsonSchema({...})` of an object, or a Standard Schema object.
 * Errors name no option; the caller adds that context.
 *
 * `decision` is reserved: a payload that declares or requires it is refused, and whatever the payload
 * schema lets through (an open object, `additionalProperties` as a schema, a pass-through Standard
 * Schema), a `decision` key the model sends is dropped, never a re-pick; the result's `decision` is `name`.
 */
export function schemaOption(name: string, description: string, payload: unknown): SchemaOption {
  let argsSchema: JsonSchema;
  if (isStandardSchema(payload)) {
    argsSchema = checkObjectPayload(standardArgsSchema(payload));
    compileValidator(argsSchema);
    return Object.freeze({ kind: "schema" as const, name, description, argsSchema, standard: payload });
  }
  if (isJsonSchemaField(payload)) {
    const copy = copyRawSchema(unwrapJsonSchema(payload), "");
    argsSchema = checkObjectPayload(copy.type === undefined ? { type: "object", ...copy } : copy);
  } else if (isDict(payload)) {
    // Checked before compiling so that this, the likelier mistake, is the one reported.
    if (Object.hasOwn(payload, DECISION_FIELD)) throw reservedDecision();
    argsSchema = shapeToSchema(payload, "");
  } else {
    throw new ConfigurationError(
      `the payload is ${describeValue(payload)}; give a { field: ... } dict, jsonSchema({...}) or a Standard Schema object.`,
    );
  }
  // Compiled now, so a schema Ajv or the pattern engine refuses fails here, naming the option, not at a pick.
  compileValidator(argsSchema);
  return Object.freeze({ kind: "schema" as const, name, description, argsSchema });
}
