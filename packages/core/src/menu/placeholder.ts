import type { JsonSchema } from "../options/json-schema";
import { MAX_RENDER_DEPTH, enumOf, isSchema, propertiesOf, requiredOf, unionOf } from "./schema-walk";

/** The placeholder a string takes in a `Call:` example. */
export const STRING_PLACEHOLDER = "<str>";

// The placeholder of each JSON Schema type; "array" and "object" are the free-form ones.
const TYPE_PLACEHOLDERS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ["string", STRING_PLACEHOLDER],
  ["number", 0],
  ["integer", 0],
  ["boolean", false],
  ["null", null],
  ["array", Object.freeze([])],
  ["object", Object.freeze({})],
]);

function typeOfValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

// The values a union allows when every member is a `const` or an `enum` (a union of literals, as Zod and
// other schema libraries write `"a" | "b"`), else `undefined`.
function literalsOf(members: readonly unknown[] | undefined): unknown[] | undefined {
  if (!members) return undefined;
  const values: unknown[] = [];
  for (const member of members) {
    if (!isSchema(member)) return undefined;
    if ("const" in member) values.push(member.const);
    else if (enumOf(member)) values.push(...enumOf(member)!);
    else return undefined;
  }
  return values;
}

// An enum's example is the placeholder of its type, never one of its values: the allowed values are
// listed on the parameter's line, and showing the first one steers the model to it. The type is the
// first non-null declared type, else that of the first non-null value.
function enumPlaceholder(schema: JsonSchema, allowed: readonly unknown[]): unknown {
  const declared = (Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type]).find(
    (t): t is string => typeof t === "string" && t !== "null" && TYPE_PLACEHOLDERS.has(t),
  );
  const type = declared ?? typeOfValue(allowed.find((v) => v !== null) ?? null);
  return TYPE_PLACEHOLDERS.get(type) ?? null;
}

function isStructured(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}

function build(schema: unknown, depth: number): unknown {
  if (!isSchema(schema) || depth > MAX_RENDER_DEPTH) return null;
  // A single allowed value is the only valid example and steers nowhere, so it is shown as is.
  if ("const" in schema) return schema.const;
  const union = unionOf(schema);
  const allowed = enumOf(schema) ?? literalsOf(union);
  if (allowed) return allowed.length === 1 ? allowed[0] : enumPlaceholder(schema, allowed);
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
      // Only the required keys: the signature marks the optional ones, and an example that fills them
      // all in costs tokens and nudges the model to send them.
      const required = requiredOf(schema);
      for (const [key, sub] of propertiesOf(schema)) {
        if (!required.has(key)) continue;
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
 * strings, `0` for numbers and integers, `false` for booleans, `[]` for free-form or primitive arrays,
 * `[{...}]` for arrays of objects, `{}` for free-form objects, nested objects filled in recursively with
 * their required keys (optional keys are left out), and
 * `null` for anything it cannot tell. An enum (or a union of literals) gets the placeholder of its type,
 * not one of its values; only a `const` or a one-value enum is shown as its value.
 *
 * @example
 * placeholderFor({ type: "array", items: { type: "object", properties: { action: { type: "string" } } } });
 * // [{ action: "<str>" }]
 */
export function placeholderFor(schema: JsonSchema): unknown {
  return build(schema, 0);
}
