import type { JsonSchema } from "../contracts/json-schema";
import { canonicalSchema } from "./canonical-schema";
import { constraintNotes } from "./constraint-notes";
import { MAX_RENDER_DEPTH, enumOf, isSchema, propertiesOf, unionOf } from "./schema-walk";

/** A named type of a menu: a repeated schema declared once at the top and referred to by name. */
export interface NamedType {
  readonly name: string;
  readonly schema: JsonSchema;
}

/** The named types of one menu, in order of first use, and the name of each by canonical schema text. */
export interface TypeTable {
  readonly declarations: readonly NamedType[];
  readonly names: ReadonlyMap<string, string>;
}

/** A table with no named types: every shape is written inline. */
export const NO_TYPES: TypeTable = { declarations: [], names: new Map() };

const pascal = (text: string): string =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");

// `steps` → `Step`, `addresses` → `Address`: the item of a plural list is named in the singular.
function singular(name: string): string {
  if (/ies$/.test(name) && name.length > 4) return `${name.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(name)) return `${name}Item`;
  if (/(ses|xes|ches|shes)$/.test(name)) return name.slice(0, -2);
  if (/s$/.test(name) && name.length > 3) return name.slice(0, -1);
  return `${name}Item`;
}

/**
 * Tells whether a schema is worth a name when it repeats: an object shape (an object schema with at
 * least one declared property), an enum of several values, or any schema with a description,
 * constraints or a default. A bare `string` is shorter than any name.
 */
export function isNameable(schema: unknown): schema is JsonSchema {
  if (!isSchema(schema)) return false;
  if (propertiesOf(schema).length > 0) return true;
  if ((enumOf(schema)?.length ?? 0) > 1) return true;
  return typeof schema.description === "string" || schema.default !== undefined || constraintNotes(schema).length > 0;
}

interface Seen {
  count: number;
  schema: JsonSchema;
  // How often each candidate name was seen; the shape is named after the most frequent one.
  hints: Map<string, number>;
  title?: string;
}

// Visits every nested schema the menu renders as a type, counting each object shape by canonical text
// and keeping the first name hint (the property or title it was found under).
function visit(schema: unknown, hint: string, depth: number, seen: Map<string, Seen>, nested: boolean): void {
  if (!isSchema(schema) || depth > MAX_RENDER_DEPTH) return;
  if (nested && isNameable(schema)) {
    const key = canonicalSchema(schema);
    const entry = seen.get(key);
    if (entry) {
      // Its fields were counted the first time; counting them again would hoist every field's shape.
      entry.count++;
      entry.hints.set(hint, (entry.hints.get(hint) ?? 0) + 1);
      return;
    }
    const title = typeof schema.title === "string" && pascal(schema.title) ? pascal(schema.title) : undefined;
    seen.set(key, { count: 1, schema, hints: new Map([[hint, 1]]), title });
  }
  for (const [key, sub] of propertiesOf(schema)) visit(sub, pascal(key) || "Field", depth + 1, seen, true);
  if (isSchema(schema.items)) visit(schema.items, singular(hint), depth + 1, seen, true);
  if (isSchema(schema.additionalProperties)) visit(schema.additionalProperties, `${hint}Value`, depth + 1, seen, true);
  for (const member of [...(unionOf(schema) ?? []), ...(Array.isArray(schema.allOf) ? schema.allOf : [])]) visit(member, hint, depth + 1, seen, true);
}

// The most frequent hint, preferring names of four letters or more (`to` says less than `address`),
// then the first seen among equals (a Map keeps insertion order).
function mostFrequent(hints: ReadonlyMap<string, number>): string {
  let best = "";
  let rank = -1;
  for (const [hint, n] of hints) {
    const r = (hint.length >= 4 ? 1_000_000 : 0) + n;
    if (r > rank) [best, rank] = [hint, r];
  }
  return best;
}

/**
 * Builds the named types of a menu from its options' argument schemas: a parameter's or nested field's
 * schema that {@link isNameable | is worth a name} gets one, declared once at the top of the menu, when it
 * occurs more than once (in one option or across
 * options, by canonical schema) or carries a `title`. The name is the title, else derived from the
 * property it is most often found under (`address` → `Address`, items of `steps` → `Step`), numbered when two
 * shapes would share it. Schemas used once stay inline,
 * where they cost fewest tokens.
 */
export function buildTypeTable(argsSchemas: readonly JsonSchema[]): TypeTable {
  const seen = new Map<string, Seen>();
  for (const schema of argsSchemas) visit(schema, "Args", 0, seen, false);
  const declarations: NamedType[] = [];
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const [key, entry] of seen) {
    if (entry.count < 2 && entry.title === undefined) continue;
    const hint = entry.title ?? mostFrequent(entry.hints);
    const base = /^[A-Z]/.test(hint) ? hint : `T${hint}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    names.set(key, name);
    declarations.push({ name, schema: entry.schema });
  }
  return declarations.length === 0 ? NO_TYPES : { declarations, names };
}
