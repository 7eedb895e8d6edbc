import type { JsonSchema } from "../options/json-schema";
import { MAX_RENDER_DEPTH, enumOf, isSchema, propertiesOf, unionOf } from "./schema-walk";

/** The placeholder a string takes in a `Call:` example. */
export const STRING_PLACEHOLDER = "<str>";

function isStructured(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}

function build(schema: unknown, depth: number): unknown {
  if (!isSchema(schema) || depth > MAX_RENDER_DEPTH) return null;
  if ("const" in schema) return schema.const;
  const allowed = enumOf(schema);
  if (allowed) return allowed[0];
  const union = unionOf(schema);
  if (union) return build(union[0], depth + 1);
  const declared = Array.isArray(schema.type) ? (schema.type as unknown[])[0] : schema.type;
  const type = declared ?? (isSchema(schema.properties) ? "object" : isSchema(schema.items) ? "array" : undefined);
  switch (type) {
    case "string":
      return STRING_PLACEHOLDER;
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    case "array": {
      // Only a structured item is worth showing; for free-form or primitive items `[]` says it all.
      const item = isSchema(schema.items) ? build(schema.items, depth + 1) : undefined;
      return isStructured(item) ? [item] : [];
    }
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of propertiesOf(schema)) {
        // defineProperty: a property named "__proto__" must stay a plain key.
        Object.defineProperty(out, key, { value: build(sub, depth + 1), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    default:
      return null;
  }
}

/**
 * Builds the JSON-native placeholder value shown for a schema in a `Call:` example: `"<str>"` for
 * strings, `0` for numbers and integers, `false` for booleans, the first allowed value of an enum (or
 * the `const`), `[]` for free-form or primitive arrays, `[{...}]` for arrays of objects, `{}` for
 * free-form objects, nested objects filled in recursively, and `null` for anything it cannot tell.
 *
 * @example
 * placeholderFor({ type: "array", items: { type: "object", properties: { action: { type: "string" } } } });
 * // [{ action: "<str>" }]
 */
export function placeholderFor(schema: JsonSchema): unknown {
  return build(schema, 0);
}
