import { jsonSchema, type JsonSchema, type JsonSchemaField } from "@agentic-ts/core";

/** A remote tool's parameters as core's agentic functions take them: positional, required ones first. */
export interface RemoteParams {
  /** The property names in positional order (required first, then optional, each in the schema's order). */
  readonly names: readonly string[];
  /** How many leading parameters are required. */
  readonly required: number;
  /** The schema field of each parameter, by name, in positional order. */
  readonly fields: Readonly<Record<string, JsonSchemaField>>;
}

/** Either the parameters, or why the remote schema cannot be offered as a tool's parameters. */
export type RemoteParamsResult = { readonly ok: true; readonly params: RemoteParams } | { readonly ok: false; readonly reason: string };

// Top-level keywords that the parameter form (one named, typed value per property) keeps or may drop
// without changing what is valid: annotations, and the object shape itself.
const KEPT = new Set(["type", "properties", "required", "$defs", "definitions", "$schema", "$id", "title", "description", "additionalProperties"]);
const DEFS = ["$defs", "definitions"] as const;

/**
 * Turns an MCP tool's `inputSchema` (a JSON Schema object) into the parameters of an agentic function:
 * each top-level property a parameter carrying its own schema unchanged, with the root's `$defs` /
 * `definitions` copied into every property that refers to them (their `$ref`s re-pointed there, since a
 * property's schema sits at `#/properties/<name>` in the arguments schema core builds). A schema whose
 * top level says more than its properties (`oneOf`, `if`, `patternProperties`, `minProperties`…) cannot be
 * split that way and is refused with the reason; so is a `required` name that is not a property.
 * `additionalProperties` at the top is dropped: a model's unknown fields are dropped as for our own tools.
 */
export function remoteParams(inputSchema: unknown): RemoteParamsResult {
  if (typeof inputSchema !== "object" || inputSchema === null || Array.isArray(inputSchema)) {
    return { ok: false, reason: "its inputSchema is not a JSON Schema object" };
  }
  const root = inputSchema as Record<string, unknown>;
  if (root.type !== undefined && root.type !== "object") return { ok: false, reason: `its inputSchema has type ${JSON.stringify(root.type)}, not "object"` };
  const extra = Object.keys(root).filter((key) => !KEPT.has(key));
  if (extra.length > 0) {
    return { ok: false, reason: `its inputSchema's top level uses ${extra.map((k) => JSON.stringify(k)).join(", ")}, which one-value-per-property parameters cannot express` };
  }
  const properties = isObject(root.properties) ? root.properties : {};
  const required = Array.isArray(root.required) ? root.required.filter((r): r is string => typeof r === "string") : [];
  const missing = required.find((name) => !Object.hasOwn(properties, name));
  if (missing !== undefined) return { ok: false, reason: `its inputSchema requires ${JSON.stringify(missing)}, which is not among its properties` };

  const names = [...required, ...Object.keys(properties).filter((name) => !required.includes(name))];
  const fields: Record<string, JsonSchemaField> = {};
  for (const name of names) {
    const schema = properties[name];
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
      return { ok: false, reason: `its property ${JSON.stringify(name)} has no schema object` };
    }
    Object.defineProperty(fields, name, { value: jsonSchema(withDefs(schema as JsonSchema, root, name)), enumerable: true, writable: true, configurable: true });
  }
  return { ok: true, params: { names, required: required.length, fields } };
}

function withDefs(schema: JsonSchema, root: Record<string, unknown>, name: string): JsonSchema {
  const present = DEFS.filter((key) => isObject(root[key]));
  if (present.length === 0 || !JSON.stringify(schema).includes('"$ref"')) return schema;
  const base = `#/properties/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
  const out = repoint(schema, base) as Record<string, unknown>;
  for (const key of present) out[key] = repoint(root[key], base);
  return out as JsonSchema;
}

// Re-points every local `$ref` into the root's definitions at the copy kept under `base`.
function repoint(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => repoint(item, base));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const moved = key === "$ref" && typeof item === "string" && DEFS.some((d) => item.startsWith(`#/${d}/`)) ? `${base}${item.slice(1)}` : repoint(item, base);
    Object.defineProperty(out, key, { value: moved, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
