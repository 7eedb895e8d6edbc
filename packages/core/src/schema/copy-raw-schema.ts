import { ConfigurationError } from "../errors/configuration-error";
import { describeValue } from "./describe-value";
import { isDict } from "./is-dict";
import type { JsonSchema } from "../contracts/json-schema";

// Keywords whose value is one subschema (or, for `items`, possibly a list of them).
const SUBSCHEMA = new Set(["items", "additionalItems", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"]);
// Keywords whose value is a list of subschemas.
const SUBSCHEMA_LIST = new Set(["anyOf", "oneOf", "allOf"]);
// Keywords whose value maps names to subschemas.
const SUBSCHEMA_MAP = new Set(["properties", "patternProperties", "definitions", "$defs", "dependencies"]);
// A raw schema is written by the developer, but may still be cyclic by mistake; this bounds the walk.
const MAX_DEPTH = 64;
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));

// Plain assignment of a key named "__proto__" would replace the prototype instead of adding a key.
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function fail(where: string, message: string): never {
  throw new ConfigurationError(`Raw JSON Schema${where ? ` at "${where}"` : ""}: ${message}`);
}

function copyJson(value: unknown, where: string, depth: number): unknown {
  if (depth > MAX_DEPTH) fail(where, `nests deeper than ${MAX_DEPTH} levels (is it cyclic?).`);
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (Array.isArray(value)) return value.map((item) => copyJson(item, where, depth + 1));
  if (isDict(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (value[key] !== undefined) put(out, key, copyJson(value[key], where, depth + 1));
    }
    return out;
  }
  return fail(where, `holds ${describeValue(value)}, which is not JSON.`);
}

function copyNode(node: unknown, where: string, depth: number): unknown {
  if (typeof node === "boolean") return node;
  if (!isDict(node)) return fail(where, `expected a schema object, found ${describeValue(node)}.`);
  if (depth > MAX_DEPTH) fail(where, `nests deeper than ${MAX_DEPTH} levels (is it cyclic?).`);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (value === undefined) continue;
    if (SUBSCHEMA.has(key)) {
      const at = key === "items" ? `${where}[]` : where;
      put(out, key, Array.isArray(value) ? value.map((s) => copyNode(s, at, depth + 1)) : copyNode(value, at, depth + 1));
    } else if (SUBSCHEMA_LIST.has(key) && Array.isArray(value)) {
      put(out, key, value.map((s) => copyNode(s, where, depth + 1)));
    } else if (SUBSCHEMA_MAP.has(key) && isDict(value)) {
      const map: Record<string, unknown> = {};
      for (const name of Object.keys(value)) {
        if (key === "properties" && RESERVED.has(name)) {
          fail(where, `property ${JSON.stringify(name)} is a member of Object.prototype; rename it.`);
        }
        const at = key === "properties" ? (where ? `${where}.${name}` : name) : where;
        const sub = value[name];
        put(map, name, Array.isArray(sub) ? copyJson(sub, at, depth + 1) : copyNode(sub, at, depth + 1));
      }
      put(out, key, map);
    } else {
      put(out, key, copyJson(value, where, depth + 1));
    }
  }
  // The framework promises that unknown fields are dropped at every level; a closed object makes the
  // validator strip them.
  if (isDict(out.properties) && !("additionalProperties" in out)) out.additionalProperties = false;
  return out;
}

/**
 * Deep-copies a raw JSON Schema, closing every object schema that lists `properties` without saying
 * anything about `additionalProperties` (it gets `additionalProperties: false`). Throws a
 * {@link ConfigurationError} for non-JSON content, cyclic or absurdly deep schemas, and property names
 * that are `Object.prototype` members.
 *
 * @param schema - The raw schema.
 * @param path - Where the schema sits, for messages (empty for a whole payload).
 */
export function copyRawSchema(schema: unknown, path: string): JsonSchema {
  if (!isDict(schema)) return fail(path, `expected a schema object, found ${describeValue(schema)}.`);
  return copyNode(schema, path, 0) as JsonSchema;
}
