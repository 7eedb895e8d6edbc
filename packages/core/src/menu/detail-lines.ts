import type { JsonSchema } from "../options/json-schema";
import { inlineJson } from "./inline-json";
import { oneLine, sentence } from "./one-line";
import { renderType } from "./render-type";
import { MAX_RENDER_DEPTH, enumOf, isSchema, propertiesOf, requiredOf } from "./schema-walk";

const PARAM_INDENT = "  - ";
const NESTED_INDENT = "    - ";

// One detail line: `name (type[, optional])[: description.][ Allowed values: a, b.]`. An enum's type is
// shown as its base type, since the allowed values follow.
function detail(indent: string, path: string, schema: unknown, optional: boolean): string {
  const s: JsonSchema = isSchema(schema) ? schema : {};
  const allowed = enumOf(s);
  const type = allowed && typeof s.type === "string" ? s.type : renderType(s);
  const notes: string[] = [];
  const description = oneLine(typeof s.description === "string" ? s.description : undefined);
  if (description) notes.push(sentence(description));
  if (allowed) notes.push(`Allowed values: ${allowed.map(inlineJson).join(", ")}.`);
  return `${indent}${path} (${type}${optional ? ", optional" : ""})${notes.length ? `: ${notes.join(" ")}` : ""}`;
}

// Nested fields get a line only when they say something the type does not: a description or allowed values.
function nested(schema: unknown, path: string, depth: number, out: string[]): void {
  if (!isSchema(schema) || depth > MAX_RENDER_DEPTH) return;
  if (isSchema(schema.items)) {
    const items = schema.items;
    if (items.description || enumOf(items)) out.push(detail(NESTED_INDENT, `${path}[]`, items, false));
    nested(items, `${path}[]`, depth + 1, out);
  }
  const required = requiredOf(schema);
  for (const [key, sub] of propertiesOf(schema)) {
    const at = `${path}.${key}`;
    if (isSchema(sub) && (sub.description || enumOf(sub))) out.push(detail(NESTED_INDENT, at, sub, !required.has(key)));
    nested(sub, at, depth + 1, out);
  }
}

/**
 * Renders the detail lines of one option's arguments: one line per parameter (its type, description
 * and allowed values), each followed by indented lines for nested fields that carry a description or
 * allowed values, named by path (`steps[].action`).
 *
 * @example
 * //   - steps ({ action: string; target: string }[]): The plan.
 * //     - steps[].action (string): Allowed values: "move", "stop".
 */
export function detailLines(argsSchema: JsonSchema): string[] {
  const out: string[] = [];
  const required = requiredOf(argsSchema);
  for (const [name, schema] of propertiesOf(argsSchema)) {
    out.push(detail(PARAM_INDENT, name, schema, !required.has(name)));
    nested(schema, name, 1, out);
  }
  return out;
}
