import type { JsonSchema } from "../options/json-schema";
import { canonicalSchema } from "./canonical-schema";
import { constraintNotes } from "./constraint-notes";
import { inlineJson } from "./inline-json";
import { oneLine, sentence } from "./one-line";
import { MAX_RENDER_DEPTH, isSchema, propertiesOf } from "./schema-walk";
import { NO_TYPES, isNameable, type TypeTable } from "./type-table";

const INDENT = "- ";

// What a detail line says: the description, the constraints and the default, each as one sentence.
// Types, optional markers and allowed values are in the signature or the type declaration, so they are
// not repeated here. Empty when the schema says nothing the type does not.
function notesOf(s: JsonSchema): string {
  const notes: string[] = [];
  const description = oneLine(typeof s.description === "string" ? s.description : undefined);
  if (description) notes.push(sentence(description));
  const constraints = constraintNotes(s);
  if (constraints.length > 0) notes.push(`${constraints.join(", ")}.`);
  if (s.default !== undefined) notes.push(`Default: ${inlineJson(s.default)}.`);
  return notes.join(" ");
}

function line(path: string, s: unknown, out: string[]): void {
  const notes = isSchema(s) ? notesOf(s) : "";
  if (notes) out.push(`${INDENT}${path}: ${notes}`);
}

const isNamed = (schema: unknown, table: TypeTable): boolean => isNameable(schema) && table.names.has(canonicalSchema(schema));

// Lines for the fields inside `schema`, named by path (`steps[].action`). A named shape's fields are
// described under its declaration, so the walk stops there.
function nested(schema: unknown, path: string, depth: number, table: TypeTable, out: string[]): void {
  if (!isSchema(schema) || depth > MAX_RENDER_DEPTH) return;
  if (depth > 0 && isNamed(schema, table)) return;
  if (isSchema(schema.items)) {
    const items = schema.items;
    // A named shape's own description is a fact of its type, given under its declaration.
    if (!isNamed(items, table)) line(`${path}[]`, items, out);
    nested(items, `${path}[]`, depth + 1, table, out);
  }
  if (isSchema(schema.additionalProperties)) {
    // The values of a record, `tags.*`: `Record<string, string>` says their type, not their constraints.
    const values = schema.additionalProperties;
    if (!isNamed(values, table)) line(`${path}.*`, values, out);
    nested(values, `${path}.*`, depth + 1, table, out);
  }
  for (const [key, sub] of propertiesOf(schema)) {
    const at = path ? `${path}.${key}` : key;
    if (!isNamed(sub, table)) line(at, sub, out);
    nested(sub, at, depth + 1, table, out);
  }
}

/**
 * Renders the detail lines of one option's arguments: `- name: notes` for each parameter, and
 * `- steps[].action: notes` for each nested field (`tags.*` for a record's values), that has a description, constraints or a default
 * (types, optional markers and allowed values are in the signature). Fields of named types are left to
 * the type's declaration.
 *
 * @example
 * // - steps: The plan. 1–10 items.
 * // - steps[].count: ≥ 1. Default: 1.
 * // - tags.*: length ≤ 8.
 */
export function detailLines(argsSchema: JsonSchema, table: TypeTable = NO_TYPES): string[] {
  const out: string[] = [];
  nested(argsSchema, "", 0, table, out);
  return out;
}

/** Renders the detail lines of a named type's fields, as {@link detailLines} does for arguments. */
export function fieldLines(schema: JsonSchema, table: TypeTable): string[] {
  const out: string[] = [];
  // The type's own description and constraints come first, under the declaration.
  const own = notesOf(schema);
  if (own) out.push(own);
  nested(schema, "", 0, table, out);
  return out;
}
