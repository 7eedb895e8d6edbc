import type { Problem } from "../errors/problem";
import { MAX_REF_HOPS, resolveLocalRef } from "./resolve-ref";
import type { JsonSchema } from "../contracts/json-schema";
import { locateField } from "./field-path";

// Bounds the walk (combinators can visit one value once per branch): past it, the check gives up.
const MAX_VISITS = 1_000_000;

// Whether a schema says "integer" anywhere, per schema object: most have no integer and skip the walk.
const mentionsInteger = new WeakMap<object, boolean>();

// One container of the data to look into, with the schema it must meet and how it was reached.
interface Visit {
  readonly value: object;
  readonly schema: Record<string, unknown>;
  readonly parent: Visit | undefined;
  readonly key: string | number;
}

/**
 * Finds an integer field of `args` whose value lies beyond ±(2^53 − 1) and returns the `bad_args` problem
 * for it, naming the field; `undefined` when there is none.
 *
 * Such a number cannot be held exactly: the JSON parser has already rounded the model's digits to a
 * neighbouring double, which is still an integer, so a JSON Schema `integer` check passes and the function
 * would silently get a different number. A parsed magnitude above 2^53 − 1 is exactly what an integer
 * literal beyond ±(2^53 − 1) turns into, so the check needs the parsed value only. A field counts as an
 * integer field when its schema (through local `$ref`s, `allOf`, and `anyOf` / `oneOf` branches that take
 * numbers) requires `integer`; a `number` field accepts the rounded double, as JSON.parse gives it.
 */
export function findUnsafeInteger(schema: JsonSchema, args: Record<string, unknown>): Problem | undefined {
  if (!schemaMentionsInteger(schema)) return undefined;
  const root = resolveLocalRef(schema, schema);
  if (root === undefined) return undefined;
  const stack: Visit[] = [{ value: args, schema: root, parent: undefined, key: "" }];
  let visits = 0;
  for (let next = stack.pop(); next !== undefined && visits < MAX_VISITS; next = stack.pop()) {
    const { value, schema: node } = next;
    // Which branch the data meets is Ajv's call; every branch is followed, so none can hide a field.
    for (const keyword of ["allOf", "anyOf", "oneOf"]) {
      const branches = own(node, keyword);
      if (!Array.isArray(branches)) continue;
      for (const branch of branches) {
        const resolved = resolveLocalRef(branch, schema);
        if (resolved !== undefined) stack.push({ ...next, schema: resolved });
      }
    }
    const isArray = Array.isArray(value);
    const keys: readonly (string | number)[] = isArray ? [] : Object.keys(value);
    const count = isArray ? value.length : keys.length;
    visits += count + 1;
    for (let k = 0; k < count; k++) {
      const key = isArray ? k : (keys[k] as string);
      const child: unknown = (value as Record<string | number, unknown>)[key];
      // Most children are small numbers or strings: they cost one comparison, and no schema lookup.
      if (typeof child === "number" ? Math.abs(child) <= Number.MAX_SAFE_INTEGER : typeof child !== "object" || child === null) continue;
      const childSchema = resolveLocalRef(isArray ? itemSchema(node, k) : propertySchema(node, key as string), schema);
      if (childSchema === undefined) continue;
      if (typeof child === "number") {
        if (requiresInteger(childSchema, schema, 0)) return unsafe(args, pointerOf(next, key), child);
      } else {
        stack.push({ value: child as object, schema: childSchema, parent: next, key });
      }
    }
  }
  return undefined;
}

// Builds the JSON Pointer of a field from the chain of visits that reached it (only for the one reported).
function pointerOf(visit: Visit, key: string | number): string {
  const segments: string[] = [escapePointer(String(key))];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) segments.push(escapePointer(String(at.key)));
  return `/${segments.reverse().join("/")}`;
}

function unsafe(args: Record<string, unknown>, pointer: string, value: number): Problem {
  const { path } = locateField(args, pointer);
  const subject = path === "" ? "arguments" : `field "${path}"`;
  return {
    kind: "bad_args",
    message:
      `${subject} must be an integer between -9007199254740991 and 9007199254740991; the value sent is beyond 2^53 − 1, ` +
      `so it cannot be held exactly (it would arrive rounded, as ${value})`,
    ...(path === "" ? {} : { path }),
  };
}

function schemaMentionsInteger(schema: JsonSchema): boolean {
  let mentions = mentionsInteger.get(schema);
  if (mentions === undefined) {
    // A description that quotes "integer" only costs a walk that finds nothing.
    mentions = JSON.stringify(schema).includes('"integer"');
    mentionsInteger.set(schema, mentions);
  }
  return mentions;
}

// Whether a number meeting `node` must be an integer: its own `type` says integer and not number, or an
// `allOf` branch requires it, or every `anyOf` / `oneOf` branch that takes numbers does.
function requiresInteger(node: Record<string, unknown>, root: JsonSchema, depth: number): boolean {
  const type = own(node, "type");
  const types = Array.isArray(type) ? type : [type];
  if (types.includes("integer") && !types.includes("number")) return true;
  if (depth >= MAX_REF_HOPS) return false;
  const all = own(node, "allOf");
  if (Array.isArray(all) && all.some((branch) => branchRequiresInteger(branch, root, depth))) return true;
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = own(node, keyword);
    if (!Array.isArray(branches)) continue;
    const numeric = branches.map((branch) => resolveLocalRef(branch, root)).filter((branch) => branch !== undefined && takesNumbers(branch));
    if (numeric.length > 0 && numeric.every((branch) => requiresInteger(branch as Record<string, unknown>, root, depth + 1))) return true;
  }
  return false;
}

function branchRequiresInteger(branch: unknown, root: JsonSchema, depth: number): boolean {
  const node = resolveLocalRef(branch, root);
  return node !== undefined && requiresInteger(node, root, depth + 1);
}

// A branch without a `type` may still take numbers (through its own combinators).
function takesNumbers(node: Record<string, unknown>): boolean {
  const type = own(node, "type");
  if (type === undefined) return true;
  const types = Array.isArray(type) ? type : [type];
  return types.includes("integer") || types.includes("number");
}

function propertySchema(node: Record<string, unknown>, key: string): unknown {
  const properties = own(node, "properties");
  if (isSchemaObject(properties) && Object.hasOwn(properties, key)) return properties[key];
  return own(node, "additionalProperties");
}

function itemSchema(node: Record<string, unknown>, index: number): unknown {
  const prefix = own(node, "prefixItems");
  if (Array.isArray(prefix) && index < prefix.length) return prefix[index];
  const items = own(node, "items");
  if (!Array.isArray(items)) return items;
  // Draft-07 tuple form: positions past the tuple follow `additionalItems`.
  return index < items.length ? items[index] : own(node, "additionalItems");
}


function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

function isSchemaObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
