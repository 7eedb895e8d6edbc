// fast-check arbitraries for the property-based decision suite: random JSON Schemas of the kinds the
// library accepts, values that satisfy them, and values that may not.
import fc from "fast-check";
import type { JsonSchema } from "../contracts/json-schema";

/** Keys a hostile payload slips in: prototype members, the reserved result key, a hidden parameter's name. */
export const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "decision", "customerId", "toString", "polluted"] as const;

const LETTERS = "abcxyz".split("");
const SAFE = Number.MAX_SAFE_INTEGER;

const stringSchema: fc.Arbitrary<JsonSchema> = fc.oneof(
  fc.constant<JsonSchema>({ type: "string" }),
  fc.record({ minLength: fc.integer({ min: 0, max: 3 }), maxLength: fc.integer({ min: 3, max: 12 }) }).map((c) => ({ type: "string" as const, ...c })),
  fc.uniqueArray(fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 })
    .map((values) => ({ type: "string" as const, enum: values })),
  fc.constant<JsonSchema>({ type: "string", pattern: "^[a-z]*$", maxLength: 16 }),
);

const numberSchema: fc.Arbitrary<JsonSchema> = fc.oneof(
  fc.constant<JsonSchema>({ type: "number" }),
  fc.tuple(fc.integer({ min: -1000, max: 0 }), fc.integer({ min: 1, max: 1000 })).map(([minimum, maximum]) => ({ type: "number" as const, minimum, maximum })),
  fc.constant<JsonSchema>({ type: "integer" }),
  fc.tuple(fc.integer({ min: -50, max: 0 }), fc.integer({ min: 0, max: 50 })).map(([minimum, maximum]) => ({ type: "integer" as const, minimum, maximum })),
);

const leafSchema: fc.Arbitrary<JsonSchema> = fc.oneof(
  stringSchema,
  numberSchema,
  fc.constant<JsonSchema>({ type: "boolean" }),
  fc.constant<JsonSchema>({ type: ["string", "null"] }),
);

/** A random schema of depth at most `depth`: leaves, bounded arrays (some with `uniqueItems`) and closed objects. */
export function schemaArb(depth: number): fc.Arbitrary<JsonSchema> {
  if (depth <= 0) return leafSchema;
  const inner = schemaArb(depth - 1);
  return fc.oneof(
    { weight: 3, arbitrary: leafSchema },
    { weight: 1, arbitrary: arraySchemaArb(inner) },
    { weight: 1, arbitrary: objectSchemaArb(inner) },
  );
}

function arraySchemaArb(inner: fc.Arbitrary<JsonSchema>): fc.Arbitrary<JsonSchema> {
  return fc.record({ items: inner, maxItems: fc.integer({ min: 1, max: 5 }), unique: fc.boolean() }).map(({ items, maxItems, unique }) => {
    const schema: JsonSchema = { type: "array", items, maxItems };
    if (unique) schema.uniqueItems = true;
    return schema;
  });
}

/** A closed object schema: 0-3 named properties, some required. */
export function objectSchemaArb(inner: fc.Arbitrary<JsonSchema>): fc.Arbitrary<JsonSchema> {
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom("a", "b", "c", "note", "count", "tags", "flag"), inner, fc.boolean()), {
      maxLength: 3,
      selector: ([key]) => key,
    })
    .map((entries) => ({
      type: "object" as const,
      properties: Object.fromEntries(entries.map(([key, schema]) => [key, schema])),
      required: entries.filter(([, , required]) => required).map(([key]) => key),
      additionalProperties: false,
    }));
}

/** Values that satisfy `schema` (as the library's validator reads it). */
export function validValueArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.type)) return fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "string":
      if (schema.pattern) return fc.string({ unit: fc.constantFrom(...LETTERS), maxLength: Number(schema.maxLength ?? 16) });
      return fc.string({ minLength: Number(schema.minLength ?? 0), maxLength: Number(schema.maxLength ?? 10) });
    case "number":
      return fc.double({ min: Number(schema.minimum ?? -1e9), max: Number(schema.maximum ?? 1e9), noNaN: true, noDefaultInfinity: true });
    case "integer":
      return fc.integer({ min: Number(schema.minimum ?? -SAFE), max: Number(schema.maximum ?? SAFE) });
    case "boolean":
      return fc.boolean();
    case "array": {
      const items = validValueArb(schema.items as JsonSchema);
      const maxLength = Number(schema.maxItems ?? 5);
      return schema.uniqueItems ? fc.uniqueArray(items, { maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(items, { maxLength });
    }
    case "object":
      return objectValueArb(schema);
    default:
      return fc.jsonValue();
  }
}

function objectValueArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(properties).map(([key, s]) =>
    (required.has(key) ? validValueArb(s).map((v) => [key, v] as const) : fc.option(validValueArb(s), { nil: undefined }).map((v) => [key, v] as const)),
  );
  return fc.tuple(...fields).map((entries) => Object.fromEntries(entries.filter(([, v]) => v !== undefined)));
}

/** A value that may or may not satisfy `schema`: a valid one, a valid one with hostile extra keys, or any JSON. */
export function payloadArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validValueArb(schema) },
    { weight: 2, arbitrary: fc.tuple(validValueArb(schema), fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([v, k, extra]) => withKey(v, k, extra)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

// Adds `key` as an own data property (JSON.stringify writes it, `__proto__` included) to an object value.
function withKey(value: unknown, key: string, extra: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
  return copy;
}
