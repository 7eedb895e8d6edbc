import type { JsonSchema } from "@agentic-ts/core";

const MAX_DEPTH = 8;

/**
 * The value `agentic explain` passes for a parameter nobody gave: the schema's `const`, `default` or
 * first `enum` value when it has one, else `"<label>"` for a string (so the prompt shows where the value
 * goes), `0` for a number, `false` for a boolean, `[]` for an array, `null` for null, and an object with
 * each required property filled the same way.
 */
export function placeholderValue(schema: JsonSchema | undefined, label: string): unknown {
  return build(schema, label, 0);
}

function build(schema: JsonSchema | undefined, label: string, depth: number): unknown {
  if (!schema || typeof schema !== "object" || depth > MAX_DEPTH) return `<${label}>`;
  if ("const" in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(union) && union.length > 0) return build(union[0], label, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== "null") ?? types[0] ?? (schema.properties ? "object" : undefined);
  switch (type) {
    case "number":
    case "integer":
      return typeof schema.minimum === "number" ? schema.minimum : 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "null":
      return null;
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        // defineProperty: a property named "__proto__" must stay a plain key.
        const value = build(schema.properties?.[key], key, depth + 1);
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    default:
      return `<${label}>`;
  }
}
