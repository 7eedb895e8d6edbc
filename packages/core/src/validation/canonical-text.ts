/**
 * The canonical JSON text of a value (object keys sorted, strings escaped as `JSON.stringify` escapes them),
 * or `undefined` as soon as the text would pass `maxLength` characters: equal JSON values have equal texts,
 * and the work is bounded by `maxLength` plus the key count of the objects read, whatever the value's size.
 * Values JSON cannot hold (`undefined`, functions) have no text (`undefined`).
 */
export function canonicalText(value: unknown, maxLength: number): string | undefined {
  const out: string[] = [];
  const budget = { left: maxLength };
  return write(value, out, budget) ? out.join("") : undefined;
}

function write(value: unknown, out: string[], budget: { left: number }): boolean {
  let text: string | undefined;
  // A string is never shorter than its length plus quotes: a longer one is refused before it is escaped.
  if (typeof value === "string") text = value.length + 2 > budget.left ? undefined : JSON.stringify(value);
  else if (typeof value === "number") text = Number.isFinite(value) ? String(value) : undefined;
  else if (typeof value === "boolean" || value === null) text = String(value);
  else if (typeof value === "object") return writeContainer(value, out, budget);
  if (text === undefined) return false;
  return emit(text, out, budget);
}

function writeContainer(value: object, out: string[], budget: { left: number }): boolean {
  if (Array.isArray(value)) {
    // Each item takes at least one character and a separator: a longer array cannot fit.
    if (value.length * 2 > budget.left + 1 || !emit("[", out, budget)) return false;
    for (let index = 0; index < value.length; index += 1) {
      if ((index > 0 && !emit(",", out, budget)) || !write(value[index], out, budget)) return false;
    }
    return emit("]", out, budget);
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // Each member takes at least `"":0` and a separator.
  if (keys.length * 5 > budget.left + 1 || !emit("{", out, budget)) return false;
  if (keys.length > 1) keys.sort();
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    if ((index > 0 && !emit(",", out, budget)) || !emit(`${JSON.stringify(key)}:`, out, budget)) return false;
    if (!write(record[key], out, budget)) return false;
  }
  return emit("}", out, budget);
}

function emit(text: string, out: string[], budget: { left: number }): boolean {
  budget.left -= text.length;
  if (budget.left < 0) return false;
  out.push(text);
  return true;
}
