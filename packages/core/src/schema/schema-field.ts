import type { IntMarker } from "./int";
import type { JsonSchemaField } from "./json-schema-field";
import type { StandardSchemaLike } from "../contracts/standard-schema-like";

/** A constructor (or the `Int` marker) that names a field's JSON type: `String`, `Number`, `Int`, `Boolean`, `Array`, `Object`. */
export type FieldConstructor =
  | StringConstructor
  | NumberConstructor
  | IntMarker
  | BooleanConstructor
  | ArrayConstructor
  | ObjectConstructor;

/** A JSON primitive allowed in a meta-spec's `options` list. */
export type OptionLiteral = string | number | boolean;

/** The keys that make a dict a meta-spec rather than a nested object. */
export const META_SPEC_KEYS: ReadonlySet<string> = new Set(["type", "description", "options", "fields", "items"]);

/** One of {@link META_SPEC_KEYS}. */
export type MetaSpecKey = "type" | "description" | "options" | "fields" | "items";

/**
 * A meta-spec: a dict whose keys all lie in {@link META_SPEC_KEYS}, describing one field in detail.
 * `type` defaults to `String`; `options` lists the allowed values; `fields` gives an object's shape;
 * `items` gives an array's item field.
 */
export interface MetaSpec {
  readonly type?: FieldConstructor;
  readonly description?: string;
  readonly options?: readonly OptionLiteral[];
  readonly fields?: SchemaShape;
  readonly items?: SchemaField;
}

/** A nested object in the schema-field syntax: `{ fieldName: field }`. */
export interface SchemaShape {
  readonly [field: string]: SchemaField;
}

/**
 * One field in the schema-field syntax: a {@link FieldConstructor}, a description string (a string
 * field), `[item]` (a list of `item`), a {@link MetaSpec}, a nested {@link SchemaShape}, or raw
 * `jsonSchema({...})`.
 */
export type SchemaField = FieldConstructor | string | readonly [SchemaField] | MetaSpec | SchemaShape | JsonSchemaField;

/**
 * What a schema option's payload may be: a `{ fieldName: field }` shape, raw `jsonSchema({...})` of an
 * object, or a Standard Schema object (zod 4, valibot, arktype …).
 */
export type PayloadSchema = SchemaShape | JsonSchemaField | StandardSchemaLike;
