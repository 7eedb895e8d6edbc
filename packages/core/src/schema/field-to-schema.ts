import { AgenticTypeError } from "../errors/agentic-type-error";
import { ConfigurationError } from "../errors/configuration-error";
import { checkName } from "./names";
import { copyRawSchema } from "./copy-raw-schema";
import { describeValue } from "./describe-value";
import { Int } from "./int";
import { isDict } from "./is-dict";
import type { JsonSchema, JsonTypeName } from "../contracts/json-schema";
import { isJsonSchemaField, unwrapJsonSchema } from "./json-schema-field";
import { META_SPEC_KEYS } from "./schema-field";
import { isStandardSchema } from "./standard-schema";

type JsonType = JsonTypeName;

const CONSTRUCTORS = new Map<unknown, JsonType>([
  [String, "string"],
  [Number, "number"],
  [Int, "integer"],
  [Boolean, "boolean"],
  [Array, "array"],
  [Object, "object"],
]);
// Guards against a shape that contains itself; real schemas are nowhere near this deep.
const MAX_DEPTH = 32;
const ACCEPTED =
  "Accepted: String, Number, Int, Boolean, Array, Object, a description string, [item], a nested " +
  "{ field: ... } dict, a meta-spec { type, description, options, fields, items }, or jsonSchema({...}).";
const META_HINT =
  "(A dict whose keys all lie in {type, description, options, fields, items} is read as a meta-spec; " +
  "for a nested object with such field names write { type: Object, fields: { ... } }.)";

// Callers outside the options stage may pass a phrase ("parameter 1 of refund") rather than a field path.
const label = (path: string): string =>
  !path ? "Schema field" : /^[\w.\-[\]]+$/.test(path) ? `Schema field "${path}"` : path;
const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/**
 * Compiles one field of the schema-field syntax into JSON Schema, throwing at definition time when the
 * field is malformed: an {@link AgenticTypeError} for a list that does not hold exactly one item
 * template, a {@link ConfigurationError} for anything else that is not a field. Compiled objects
 * require every key and are closed (`additionalProperties: false`).
 *
 * @example
 * fieldToSchema([{ action: String, target: "Where to act" }], "steps");
 * // { type: "array", items: { type: "object", properties: { action: { type: "string" },
 * //   target: { type: "string", description: "Where to act" } }, required: ["action", "target"],
 * //   additionalProperties: false } }
 *
 * @param field - The field, as written by the developer.
 * @param path - Where the field sits (`steps[].action`), named in error messages; empty at the root.
 */
export function fieldToSchema(field: unknown, path: string): JsonSchema {
  return compileField(field, path, 0);
}

/**
 * Compiles a `{ fieldName: field }` shape into a closed object schema whose every key is required,
 * checking each field name.
 */
export function shapeToSchema(shape: Readonly<Record<string, unknown>>, path: string): JsonSchema {
  return compileShape(shape, path, 0);
}

function compileField(field: unknown, path: string, depth: number): JsonSchema {
  if (depth > MAX_DEPTH) throw new ConfigurationError(`${label(path)} nests deeper than ${MAX_DEPTH} levels (is it cyclic?).`);
  const type = CONSTRUCTORS.get(field);
  if (type) return { type };
  if (typeof field === "string") return field ? { type: "string", description: field } : { type: "string" };
  if (Array.isArray(field)) {
    if (field.length !== 1) {
      throw new AgenticTypeError(
        `${label(path)} is a list with ${field.length} items, but a list schema takes exactly one item ` +
          `template: write [item], e.g. [String] or [{ name: String }]. For a tuple use jsonSchema({...}).`,
      );
    }
    return { type: "array", items: compileField(field[0], `${path}[]`, depth + 1) };
  }
  if (isJsonSchemaField(field)) return copyRawSchema(unwrapJsonSchema(field), path);
  if (isStandardSchema(field)) {
    throw new ConfigurationError(
      `${label(path)} is a Standard Schema object, which is accepted only as a schema option's whole ` +
        `payload. Use the field syntax or jsonSchema({...}) for a single field.`,
    );
  }
  if (isDict(field)) {
    const keys = Object.keys(field);
    if (keys.length === 0) throw new ConfigurationError(`${label(path)} is an empty dict. ${ACCEPTED}`);
    return keys.every((key) => META_SPEC_KEYS.has(key)) ? compileMeta(field, path, depth) : compileShape(field, path, depth);
  }
  throw new ConfigurationError(`${label(path)} is ${describeValue(field)}, which is not a schema field. ${ACCEPTED}`);
}

function compileShape(shape: Readonly<Record<string, unknown>>, path: string, depth: number): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const key of Object.keys(shape)) {
    checkName(key, path ? `field name at "${path}"` : "field name");
    properties[key] = compileField(shape[key], join(path, key), depth + 1);
  }
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false };
}

function compileMeta(meta: Readonly<Record<string, unknown>>, path: string, depth: number): JsonSchema {
  const bad = (message: string): never => {
    throw new ConfigurationError(`${label(path)}: ${message} ${META_HINT}`);
  };
  const { type: ctor, description, options, fields, items } = meta;
  if (description !== undefined && typeof description !== "string") {
    bad(`a meta-spec's "description" must be a string, found ${describeValue(description)}.`);
  }
  let type: JsonType | undefined = fields !== undefined ? "object" : items !== undefined ? "array" : "string";
  if (ctor !== undefined) {
    type = CONSTRUCTORS.get(ctor);
    if (!type) bad(`a meta-spec's "type" must be String, Number, Int, Boolean, Array or Object, found ${describeValue(ctor)}.`);
  }
  const schema: JsonSchema = { type };
  if (description) schema.description = description as string;
  if (fields !== undefined) {
    if (type !== "object") bad(`"fields" describes an object, so "type" must be Object (or left out).`);
    if (!isDict(fields)) bad(`"fields" must be a { field: ... } dict, found ${describeValue(fields)}.`);
    const { properties, required, additionalProperties } = compileShape(fields as Record<string, unknown>, path, depth + 1);
    Object.assign(schema, { properties, required, additionalProperties });
  }
  if (items !== undefined) {
    if (type !== "array") bad(`"items" describes a list's items, so "type" must be Array (or left out).`);
    schema.items = compileField(items, `${path}[]`, depth + 1);
  }
  if (options !== undefined) schema.enum = checkOptions(options, type as JsonType, bad);
  return schema;
}

const OPTION_TESTS: Partial<Record<JsonType, [string, (value: unknown) => boolean]>> = {
  string: ["a string", (v) => typeof v === "string"],
  number: ["a finite number", (v) => typeof v === "number" && Number.isFinite(v)],
  integer: ["an integer", (v) => Number.isInteger(v)],
  boolean: ["a boolean", (v) => typeof v === "boolean"],
};

function checkOptions(options: unknown, type: JsonType, bad: (message: string) => never): unknown[] {
  const test = OPTION_TESTS[type];
  if (!test) return bad(`"options" apply only to String, Number, Int or Boolean fields, not to ${type} fields.`);
  if (!Array.isArray(options) || options.length === 0) {
    return bad(`"options" must be a non-empty list of allowed values, found ${describeValue(options)}.`);
  }
  const seen = new Set<unknown>();
  for (const value of options) {
    if (!test[1](value)) bad(`option ${describeValue(value)} is not ${test[0]}; every option must match the field's "type".`);
    if (seen.has(value)) bad(`option ${describeValue(value)} is listed twice.`);
    seen.add(value);
  }
  return [...options];
}
