import type { Problem } from "../errors/problem";
import { resolveLocalRef } from "./resolve-ref";
import type { JsonSchema } from "../contracts/json-schema";
import { linearRegExp } from "./linear-reg-exp";

// Upstream parsing caps nesting at 64; this is a second, looser fence for data that came another way.
const MAX_DATA_DEPTH = 256;

// Compiled `patternProperties` sources, for the call in progress (the walk calls no user code, so calls
// never overlap).
const patterns = new Map<string, Pattern | null>();

interface Pending {
  readonly data: object;
  readonly schema: unknown;
  readonly depth: number;
}

// Stands for the call's own arguments and schema at depth 0 (its data and schema are read from the call).
const ROOT: Pending = Object.freeze({ data: {}, schema: undefined, depth: 0 });

/**
 * Removes, in place, the fields a schema does not allow and every own `__proto__` key, at every level of `args`,
 * and measures `args` against the size bound of validation on the way.
 * A field is dropped where its object's schema has `additionalProperties: false` and neither `properties` nor
 * `patternProperties` declares it (Ajv's `removeAdditional: true` rule); `__proto__` goes everywhere, even
 * inside free-form objects and arrays, so later `Object.assign` calls can never reach a prototype setter.
 * Branches of `anyOf` / `oneOf` / `allOf` are not entered for dropping (the data cannot tell which branch is
 * meant), so Ajv still rejects unknown fields there. Local `$ref`s (`#/definitions/…`) are followed.
 *
 * Walks iteratively, counting the characters of JSON it has read as `ValidationLimits.maxArgsSize` counts
 * them, and stops as soon as the count passes `maxSize`: the walk never reads much more than `maxSize`,
 * whatever `args` holds (a shared object is read once per reference, so shared data counts each time).
 * Returns a `bad_args` problem naming the bound for arguments larger than `maxSize`, or for data no JSON
 * parser produces (nesting deeper than 256, as in a cycle), otherwise `undefined`.
 */
export function stripUnknownFields(schema: JsonSchema, args: object, maxSize: number): Problem | undefined {
  // One call's compiled patterns, in a map kept between calls (emptied, not made anew, when a call used it).
  if (patterns.size > 0) patterns.clear();
  // The root is walked first without a stack entry; the stack is made when a nested value is met (flat
  // arguments, the commonest, need none).
  let stack: Pending[] | undefined;
  let size = 0;
  for (let next: Pending | undefined = ROOT; next !== undefined; next = stack?.pop()) {
    const data = next === ROOT ? args : next.data;
    const depth = next.depth;
    if (depth > MAX_DATA_DEPTH) return { kind: "bad_args", message: "arguments are nested too deeply" };
    const node = resolveLocalRef(next === ROOT ? schema : next.schema, schema);
    if (Array.isArray(data)) {
      // Brackets and the separators between items.
      size += data.length + 1;
      for (let index = 0; index < data.length; index += 1) {
        const item: unknown = data[index];
        if (typeof item === "object" && item !== null) (stack ??= []).push({ data: item, schema: itemSchema(node, index), depth: depth + 1 });
        else size += scalarSize(item);
        if (size > maxSize) return tooLarge(maxSize);
      }
      continue;
    }
    const record = data as Record<string, unknown>;
    const keys = Object.keys(record);
    size += keys.length + 1;
    for (const key of keys) {
      // Quotes and a colon. Checked per member, so one huge object is not read to its end.
      size += key.length + 3;
      if (size > maxSize) return tooLarge(maxSize);
      if (key === "__proto__") {
        delete record[key];
        continue;
      }
      const child = propertySchema(node, key, patterns);
      if (child === DROP) {
        delete record[key];
        continue;
      }
      const value = record[key];
      if (typeof value === "object" && value !== null) (stack ??= []).push({ data: value, schema: child, depth: depth + 1 });
      else size += scalarSize(value);
    }
  }
  if (size > maxSize) return tooLarge(maxSize);
  return undefined;
}

// A string counts its length and quotes; a number, boolean or null one character (a lower bound).
function scalarSize(value: unknown): number {
  return typeof value === "string" ? value.length + 2 : 1;
}

function tooLarge(maxSize: number): Problem {
  return {
    kind: "bad_args",
    message: `arguments are too large to validate: more than ${maxSize} characters of JSON (the validation limit maxArgsSize); send fewer or shorter values`,
  };
}

type Pattern = ReturnType<typeof linearRegExp>;

// Marks a field the schema closes out; distinct from `undefined`, which means "free-form, keep it".
const DROP: unique symbol = Symbol("drop");

function isSchemaObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

// The schema a property value must meet, DROP when the schema forbids the property, undefined when free-form.
function propertySchema(node: unknown, key: string, patterns: Map<string, Pattern | null>): unknown {
  if (!isSchemaObject(node)) return undefined;
  const properties = own(node, "properties");
  // Own-property lookups only: a field named `constructor` must not find Object's constructor as its schema.
  if (isSchemaObject(properties) && Object.prototype.hasOwnProperty.call(properties, key)) return properties[key];
  const patternProperties = own(node, "patternProperties");
  if (isSchemaObject(patternProperties)) {
    for (const source of Object.keys(patternProperties)) {
      if (matches(source, key, patterns)) return patternProperties[source];
    }
  }
  const additional = own(node, "additionalProperties");
  if (additional === false) return DROP;
  return isSchemaObject(additional) ? additional : undefined;
}

// Keys are the model's: they are matched on the same linear-time engine Ajv uses for `patternProperties`.
function matches(source: string, key: string, patterns: Map<string, Pattern | null>): boolean {
  let pattern = patterns.get(source);
  if (pattern === undefined) {
    try {
      pattern = linearRegExp(source, "u");
    } catch {
      pattern = null;
    }
    patterns.set(source, pattern);
  }
  return pattern !== null && pattern.test(key);
}

function itemSchema(node: unknown, index: number): unknown {
  if (!isSchemaObject(node)) return undefined;
  const items = own(node, "items");
  if (Array.isArray(items)) {
    // Draft-07 tuple form: positions past the tuple follow `additionalItems`.
    if (index < items.length) return items[index];
    const rest = own(node, "additionalItems");
    return isSchemaObject(rest) ? rest : undefined;
  }
  return isSchemaObject(items) ? items : undefined;
}


