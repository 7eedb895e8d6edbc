import type { JsonSchema } from "@agentic-ts/core";

// Keywords whose value is one schema, a list of schemas, or a map of names to schemas.
const SCHEMA_KEYWORDS = new Set(["items", "additionalItems", "additionalProperties", "contains", "not", "if", "then", "else", "propertyNames"]);
const SCHEMA_LIST_KEYWORDS = new Set(["anyOf", "oneOf", "allOf", "items"]);
const SCHEMA_MAP_KEYWORDS = new Set(["properties", "patternProperties", "definitions"]);

// Reading order: what the value is first, its structure last; everything else alphabetically between.
const FIRST = ["type", "description", "const", "enum", "format", "default"];
const LAST = ["items", "properties", "required", "additionalProperties"];

/**
 * Returns a canonical copy of a generated schema: keywords in a fixed order (property maps keep
 * declaration order), no `$schema`, and `additionalProperties: false` on every object schema that
 * does not say otherwise, so two runs over the same source print byte-identical schemas.
 */
export function normalizeSchema(schema: Record<string, unknown>): JsonSchema {
  const keys = Object.keys(schema).filter((key) => key !== "$schema" && schema[key] !== undefined);
  const isObject = schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object"));
  if (isObject && !("additionalProperties" in schema) && !("patternProperties" in schema)) keys.push("additionalProperties");
  const out: Record<string, unknown> = {};
  for (const key of keys.sort(byKeywordOrder)) {
    const value = key in schema ? schema[key] : false;
    out[key] = normalizeValue(key, value);
  }
  return out as JsonSchema;
}

function normalizeValue(key: string, value: unknown): unknown {
  if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) return value.map(normalizeChild);
  if (SCHEMA_KEYWORDS.has(key)) return normalizeChild(value);
  if (SCHEMA_MAP_KEYWORDS.has(key) && isRecord(value)) {
    const map: Record<string, unknown> = {};
    // defineProperty, not assignment: a property named "__proto__" must stay an ordinary key.
    for (const [name, child] of Object.entries(value)) {
      Object.defineProperty(map, name, { value: normalizeChild(child), enumerable: true, writable: true, configurable: true });
    }
    return map;
  }
  return value;
}

function normalizeChild(value: unknown): unknown {
  return isRecord(value) ? normalizeSchema(value) : value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rank(key: string): number {
  const first = FIRST.indexOf(key);
  if (first >= 0) return first;
  const last = LAST.indexOf(key);
  return last >= 0 ? FIRST.length + 1 + last : FIRST.length;
}

function byKeywordOrder(a: string, b: string): number {
  const diff = rank(a) - rank(b);
  if (diff !== 0) return diff;
  return a < b ? -1 : a > b ? 1 : 0;
}
