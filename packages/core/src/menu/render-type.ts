import type { JsonSchema } from "../options/json-schema";
import { MAX_RENDER_DEPTH, enumOf, isSchema, propertiesOf, requiredOf, unionOf } from "./schema-walk";
import { inlineJson } from "./inline-json";
import { canonicalSchema } from "./canonical-schema";
import { NO_TYPES, isNameable, type TypeTable } from "./type-table";

const PRIMITIVES = new Set(["string", "number", "integer", "boolean", "null"]);
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

// Whether `text` has `separator` outside any brackets or string literals, i.e. is a bare union or
// intersection that needs parentheses before `[]` or inside another operator.
function hasTopLevel(text: string, separator: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if ("{[(<".includes(ch)) depth++;
    else if ("}])>".includes(ch)) depth--;
    else if (depth === 0 && text.startsWith(separator, i)) return true;
  }
  return false;
}

const wrap = (text: string): string => (hasTopLevel(text, " | ") || hasTopLevel(text, " & ") ? `(${text})` : text);
const union = (parts: string[]): string => [...new Set(parts)].join(" | ");

function objectType(schema: JsonSchema, depth: number, table: TypeTable, self?: unknown): string {
  const entries = propertiesOf(schema);
  if (entries.length === 0) {
    const extra = schema.additionalProperties;
    if (extra === false) return "{}";
    return `Record<string, ${isSchema(extra) ? typeOf(extra, depth + 1, table, self) : "unknown"}>`;
  }
  const required = requiredOf(schema);
  const fields = entries.map(([key, sub]) => {
    const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
    return `${name}${required.has(key) ? "" : "?"}: ${typeOf(sub, depth + 1, table, self)}`;
  });
  return `{ ${fields.join("; ")} }`;
}

function typeOf(schema: unknown, depth: number, table: TypeTable, self?: unknown): string {
  if (schema === false) return "never";
  if (!isSchema(schema) || depth > MAX_RENDER_DEPTH) return "unknown";
  // A named shape is written by name, except in its own declaration.
  if (schema !== self && table.names.size > 0 && isNameable(schema)) {
    const name = table.names.get(canonicalSchema(schema));
    if (name) return name;
  }
  if ("const" in schema) return inlineJson(schema.const);
  const allowed = enumOf(schema);
  if (allowed) return union(allowed.map(inlineJson));
  const members = unionOf(schema);
  if (members) return union(members.map((m) => typeOf(m, depth + 1, table, self)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return schema.allOf.map((m) => wrap(typeOf(m, depth + 1, table, self))).join(" & ");
  }
  if (Array.isArray(schema.type)) {
    return union((schema.type as unknown[]).map((t) => typeOf({ ...schema, type: t as JsonSchema["type"] }, depth, table, self)));
  }
  const type = schema.type ?? (isSchema(schema.properties) ? "object" : isSchema(schema.items) ? "array" : undefined);
  if (typeof type === "string" && PRIMITIVES.has(type)) return type;
  if (type === "array") return isSchema(schema.items) ? `${wrap(typeOf(schema.items, depth + 1, table, self))}[]` : "unknown[]";
  if (type === "object") return objectType(schema, depth, table, self);
  return "unknown";
}

/**
 * Renders a JSON Schema as a TypeScript-style type for the menu: `string`, `number`, `integer`,
 * `boolean`, `unknown[]`, `Record<string, unknown>` for free-form objects, `{ action: string; note?:
 * string }[]` for structured ones (optional properties marked `?`), literal unions for enums
 * (`"damaged" | "late"`), `anyOf`/`oneOf` as unions, `const` as a literal, and `unknown` past a depth
 * limit or for anything it cannot describe. Nested object shapes named in `table` are written by name.
 *
 * @example
 * renderType({ type: "array", items: { type: "string", enum: ["a", "b"] } }); // ("a" | "b")[]
 */
export function renderType(schema: JsonSchema, table: TypeTable = NO_TYPES): string {
  return typeOf(schema, 0, table);
}

/** Renders the body of a named type's declaration: its shape written out, the shapes it uses by name. */
export function renderDeclaredType(schema: JsonSchema, table: TypeTable): string {
  return typeOf(schema, 0, table, schema);
}
