import { DATE_TIME_PATTERN } from "../schema/date-time-pattern";
import type { JsonSchema } from "../contracts/json-schema";

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const count = (value: unknown): number | undefined => (isNumber(value) && value >= 0 ? value : undefined);

// A range of counts: `3–64`, `≥ 3`, `≤ 64`, or `5` when both ends meet; undefined when neither is set.
function range(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `${min}` : `${min}–${max}`;
  if (min !== undefined) return `≥ ${min}`;
  if (max !== undefined) return `≤ ${max}`;
  return undefined;
}

// Lower and upper numeric bounds. `exclusiveMinimum: 0` is draft 6+; `exclusiveMinimum: true` next to
// `minimum` is the draft-4 spelling of the same thing, so both read `> 0`.
function bounds(s: JsonSchema): string[] {
  const out: string[] = [];
  if (isNumber(s.exclusiveMinimum)) out.push(`> ${s.exclusiveMinimum}`);
  else if (isNumber(s.minimum)) out.push(`${s.exclusiveMinimum === true ? ">" : "≥"} ${s.minimum}`);
  if (isNumber(s.exclusiveMaximum)) out.push(`< ${s.exclusiveMaximum}`);
  else if (isNumber(s.maximum)) out.push(`${s.exclusiveMaximum === true ? "<" : "≤"} ${s.maximum}`);
  if (isNumber(s.multipleOf)) out.push(`multiple of ${s.multipleOf}`);
  return out;
}

// `1–10 items`, `≥ 1 item`, `3 items`: a noun counted by a range, singular only for a lone 1.
function counted(text: string, one: string, many: string): string {
  return `${text} ${/^(?:[≥≤] )?1$/.test(text) ? one : many}`;
}

// A pattern is shown as written, unless a comma or whitespace would blur it into the surrounding list.
const pattern = (text: string): string => (/[\s,]/.test(text) ? JSON.stringify(text) : text);

/**
 * Lists the JSON Schema constraints of one schema in the menu's compact form: `≥ 1`, `≤ 100`, `> 0`,
 * `< 1`, `multiple of 5` for numbers; `length 3–64`, `pattern ^[A-Z]+$`, `format email` for strings;
 * `1–10 items`, `unique items` for arrays; `1–5 properties` for objects. Only the schema's own keywords
 * count (nested schemas get their own detail lines); the default is not a constraint and is left out, and
 * so is a `Date`'s generated {@link DATE_TIME_PATTERN}, which `format date-time` states.
 *
 * @example
 * constraintNotes({ type: "string", minLength: 3, maxLength: 64, format: "email" }); // ["length 3–64", "format email"]
 */
export function constraintNotes(schema: JsonSchema): string[] {
  const out = bounds(schema);
  const length = range(count(schema.minLength), count(schema.maxLength));
  if (length) out.push(`length ${length}`);
  // A Date's generated pattern only spells out its format (see DATE_TIME_PATTERN): the format says it.
  const spellsFormat = schema.format === "date-time" && schema.pattern === DATE_TIME_PATTERN;
  if (typeof schema.pattern === "string" && !spellsFormat) out.push(`pattern ${pattern(schema.pattern)}`);
  if (typeof schema.format === "string") out.push(`format ${schema.format}`);
  const items = range(count(schema.minItems), count(schema.maxItems));
  if (items) out.push(counted(items, "item", "items"));
  if (schema.uniqueItems === true) out.push("unique items");
  const properties = range(count(schema.minProperties), count(schema.maxProperties));
  if (properties) out.push(counted(properties, "property", "properties"));
  return out;
}
