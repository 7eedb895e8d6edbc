import type { JsonSchema } from "../options/json-schema";
import { constraintNotes } from "./constraint-notes";
import { inlineJson } from "./inline-json";
import { oneLine, sentence } from "./one-line";
import { renderType } from "./render-type";
import { MAX_RENDER_DEPTH, enumOf, isSchema, propertiesOf, requiredOf } from "./schema-walk";

const PARAM_INDENT = "  - ";
const NESTED_INDENT = "    - ";

// What a detail line says after the type: the description, the allowed values, the constraints and the
// default, each as one sentence. Empty when the schema says nothing the type does not.
function notesOf(s: JsonSchema): string[] {
  const notes: string[] = [];
  const description = oneLine(typeof s.description === "string" ? s.description : undefined);
  if (description) notes.push(sentence(description));
  const allowed = enumOf(s);
  if (allowed) notes.push(`Allowed values: ${allowed.map(inlineJson).join(", ")}.`);
  const constraints = constraintNotes(s);
  if (constraints.length > 0) notes.push(`Constraints: ${constraints.join(", ")}.`);
  if (s.default !== undefined) notes.push(`Default: ${inlineJson(s.default)}.`);
  return notes;
}

// One detail line: `name (type[, optional])[: notes]`. An enum's type is shown as its base type, since
// the allowed values follow.
function detail(indent: string, path: string, s: JsonSchema, optional: boolean): string {
  const type = enumOf(s) && typeof s.type === "string" ? s.type : renderType(s);
  const notes = notesOf(s);
  return `${indent}${path} (${type}${optional ? ", optional" : ""})${notes.length ? `: ${notes.join(" ")}` : ""}`;
}

// Nested fields get a line only when they say something the type does not: a description, allowed
// values, constraints or a default.
function nested(schema: unknown, path: string, depth: number, out: string[]): void {
  if (!isSchema(schema) || depth > MAX_RENDER_DEPTH) return;
  if (isSchema(schema.items)) {
    const items = schema.items;
    if (items.description || notesOf(items).length > 0) out.push(detail(NESTED_INDENT, `${path}[]`, items, false));
    nested(items, `${path}[]`, depth + 1, out);
  }
  const required = requiredOf(schema);
  for (const [key, sub] of propertiesOf(schema)) {
    const at = `${path}.${key}`;
    if (isSchema(sub) && (sub.description || notesOf(sub).length > 0)) out.push(detail(NESTED_INDENT, at, sub, !required.has(key)));
    nested(sub, at, depth + 1, out);
  }
}

/**
 * Renders the detail lines of one option's arguments: one line per parameter (its type, description,
 * allowed values, constraints and default), each followed by indented lines for nested fields that carry
 * any of those, named by path (`steps[].action`).
 *
 * @example
 * //   - steps ({ action: string; count: integer }[]): The plan. Constraints: 1–10 items.
 * //     - steps[].action (string): Allowed values: "move", "stop".
 * //     - steps[].count (integer): Constraints: ≥ 1. Default: 1.
 */
export function detailLines(argsSchema: JsonSchema): string[] {
  const out: string[] = [];
  const required = requiredOf(argsSchema);
  for (const [name, schema] of propertiesOf(argsSchema)) {
    out.push(detail(PARAM_INDENT, name, isSchema(schema) ? schema : {}, !required.has(name)));
    nested(schema, name, 1, out);
  }
  return out;
}
