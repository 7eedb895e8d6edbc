import type { JsonSchema } from "../contracts/json-schema";

/**
 * How deep the menu follows a schema. Raw schemas can be deep or (as object graphs) recursive; beyond
 * this the menu says `unknown` instead of walking on.
 */
export const MAX_RENDER_DEPTH = 8;

/** Tells whether a value is a schema object (not a boolean schema, not an array). */
export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Returns a schema's `properties` as entries, or none; own keys only, in declaration order. */
export function propertiesOf(schema: JsonSchema): [string, unknown][] {
  const properties = schema.properties;
  if (!isSchema(properties)) return [];
  return Object.keys(properties).map((key) => [key, properties[key]]);
}

/** Returns the set of required property names of an object schema. */
export function requiredOf(schema: JsonSchema): ReadonlySet<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === "string") : []);
}

/** Returns the allowed values of a schema that has a non-empty `enum`, else `undefined`. */
export function enumOf(schema: JsonSchema): readonly unknown[] | undefined {
  return Array.isArray(schema.enum) && schema.enum.length > 0 ? schema.enum : undefined;
}

/** Returns the union members of a schema (`anyOf`, else `oneOf`) when it has some, else `undefined`. */
export function unionOf(schema: JsonSchema): readonly unknown[] | undefined {
  const members = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  return members && members.length > 0 ? members : undefined;
}
