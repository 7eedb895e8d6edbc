import type { JsonSchema } from "../contracts/json-schema";
import { MAX_RENDER_DEPTH, enumOf, isSchema, propertiesOf, requiredOf, unionOf } from "./schema-walk";
import { inlineJson } from "./inline-json";
import { canonicalSchema } from "./canonical-schema";
import { noteComment, notesOf } from "./notes";
import { NO_TYPES, isNameable, type TypeTable } from "./type-table";

const PRIMITIVES = new Set(["string", "number", "integer", "boolean", "null"]);
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

// How one type is being written: the menu's named types, the declaration being written (whose own
// shape is spelled out rather than named), and whether nested schemas carry their notes as comments.
interface Writing {
  readonly table: TypeTable;
  readonly self?: unknown;
  readonly notes: boolean;
}

// Whether `text` has `separator` outside any brackets, string literals or comments, i.e. is a bare union
// or intersection that needs parentheses before `[]` or inside another operator.
function hasTopLevel(text: string, separator: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (ch === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if ("{[(<".includes(ch)) depth++;
    else if ("}])>".includes(ch)) depth--;
    else if (depth === 0 && text.startsWith(separator, i)) return true;
  }
  return false;
}

const isCompound = (text: string): boolean => hasTopLevel(text, " | ") || hasTopLevel(text, " & ");
// Parenthesized before `[]` or inside another operator when it is a bare union or intersection, or ends
// with a comment (which would otherwise swallow the `[]` in the reader's eye).
const wrap = (text: string): string => (isCompound(text) || text.endsWith("*/") ? `(${text})` : text);
const union = (parts: string[]): string => [...new Set(parts)].join(" | ");

function objectType(schema: JsonSchema, depth: number, how: Writing): string {
  const entries = propertiesOf(schema);
  if (entries.length === 0) {
    const extra = schema.additionalProperties;
    if (extra === false) return "{}";
    return `Record<string, ${isSchema(extra) ? member(extra, depth + 1, how) : "unknown"}>`;
  }
  const required = requiredOf(schema);
  const fields = entries.map(([key, sub]) => {
    const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
    return `${name}${required.has(key) ? "" : "?"}: ${member(sub, depth + 1, how)}`;
  });
  return `{ ${fields.join("; ")} }`;
}

// The name a named shape is written by, unless it is the declaration being written.
function nameOf(schema: JsonSchema, how: Writing): string | undefined {
  if (schema === how.self || how.table.names.size === 0 || !isNameable(schema)) return undefined;
  return how.table.names.get(canonicalSchema(schema));
}

// A nested schema: its type, then (when notes are written) its notes as a comment. A named shape's notes
// are under its declaration.
function member(schema: unknown, depth: number, how: Writing): string {
  if (!how.notes || !isSchema(schema) || depth > MAX_RENDER_DEPTH) return typeOf(schema, depth, how);
  const name = nameOf(schema, how);
  if (name !== undefined) return name;
  const type = shapeOf(schema, depth, how);
  const comment = noteComment(notesOf(schema));
  // `("a" /* x */ | "b") /* y */`: the comment after a union whose members have their own is the union's.
  return comment && isCompound(type) && type.includes("/*") ? `(${type})${comment}` : `${type}${comment}`;
}

function typeOf(schema: unknown, depth: number, how: Writing): string {
  if (schema === false) return "never";
  if (!isSchema(schema) || depth > MAX_RENDER_DEPTH) return "unknown";
  return nameOf(schema, how) ?? shapeOf(schema, depth, how);
}

// A schema's type written out (never by its name), its nested schemas written by `member`.
function shapeOf(schema: JsonSchema, depth: number, how: Writing): string {
  if ("const" in schema) return inlineJson(schema.const);
  const allowed = enumOf(schema);
  if (allowed) return union(allowed.map(inlineJson));
  const members = unionOf(schema);
  if (members) return union(members.map((m) => member(m, depth + 1, how)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return schema.allOf.map((m) => wrap(member(m, depth + 1, how))).join(" & ");
  }
  if (Array.isArray(schema.type)) {
    return union((schema.type as unknown[]).map((t) => typeOf({ ...schema, type: t as JsonSchema["type"] }, depth, how)));
  }
  const type = schema.type ?? (isSchema(schema.properties) ? "object" : isSchema(schema.items) ? "array" : undefined);
  if (typeof type === "string" && PRIMITIVES.has(type)) return type;
  if (type === "array") return isSchema(schema.items) ? `${wrap(member(schema.items, depth + 1, how))}[]` : "unknown[]";
  if (type === "object") return objectType(schema, depth, how);
  return "unknown";
}

/**
 * Renders a JSON Schema as a TypeScript-style type: `string`, `number`, `integer`, `boolean`,
 * `unknown[]`, `Record<string, unknown>` for free-form objects, `{ action: string; note?: string }[]` for
 * structured ones (optional properties marked `?`), literal unions for enums (`"damaged" | "late"`),
 * `anyOf`/`oneOf` as unions, `const` as a literal, and `unknown` past a depth limit or for anything it
 * cannot describe. Nested object shapes named in `table` are written by name.
 *
 * @example
 * renderType({ type: "array", items: { type: "string", enum: ["a", "b"] } }); // ("a" | "b")[]
 */
export function renderType(schema: JsonSchema, table: TypeTable = NO_TYPES): string {
  return typeOf(schema, 0, { table, notes: false });
}

/**
 * Renders a type as the menu writes it: like {@link renderType}, with the notes of the schema and of every
 * nested field, item and member that has a description, constraints or a default written as a comment
 * right after its type: `{ sku: string /* pattern ^[A-Z]+$. *\/; quantity?: integer /* ≥ 1. Default: 1. *\/ }[]
 * /* 1–50 items. *\/`. Named shapes are written by name; their notes are under their declaration.
 */
export function renderAnnotatedType(schema: JsonSchema, table: TypeTable = NO_TYPES): string {
  return member(schema, 0, { table, notes: true });
}

/**
 * Renders the body of a named type's declaration: its shape written out with its fields' notes, the
 * shapes it uses by name. The type's own notes are not included: the declaration gives them on the line
 * below.
 */
export function renderDeclaredType(schema: JsonSchema, table: TypeTable): string {
  return typeOf(schema, 0, { table, self: schema, notes: true });
}
