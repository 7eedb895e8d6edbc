/** The signature of {@link duplicateItems}, with the `code` Ajv's standalone output loads it by. */
export interface DuplicateItemsCheck {
  (items: readonly unknown[]): [earlier: number, later: number] | undefined;
  readonly code: string;
}

/**
 * Finds two equal items of an array (JSON equality: key order does not matter, `1` and `"1"` differ) in
 * time linear in the array's size: each item is written once as canonical JSON (keys sorted) and looked up
 * in a `Map`, instead of being compared with every other item. Returns the indices of the first equal pair
 * found (`[earlier, later]`), or `undefined` when all items differ. The `uniqueItems` check of every
 * validator; `code` tells Ajv's standalone output to load it through `ajvRuntime`.
 */
export const duplicateItems: DuplicateItemsCheck = Object.assign(
  (items: readonly unknown[]): [number, number] | undefined => {
    // A Map, not an object: an item "__proto__" must be a key like any other.
    const seen = new Map<string, number>();
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index];
      // A top-level string needs no escaping: no other canonical text starts with a quote.
      const text = typeof item === "string" ? `"${item}` : canonicalText(item, 0);
      const earlier = seen.get(text);
      if (earlier !== undefined) return [earlier, index];
      seen.set(text, index);
    }
    return undefined;
  },
  { code: 'ajvRuntime("duplicateItems")' },
);

// Parsed replies nest at most 64 deep; anything deeper than this did not come from JSON.
const MAX_DEPTH = 256;

// Canonical JSON of parsed data: keys sorted, strings escaped as JSON.stringify escapes them.
function canonicalText(value: unknown, depth: number): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value !== "object" || value === null) return String(value);
  if (depth > MAX_DEPTH) throw new RangeError("the data nests too deeply to compare items");
  if (Array.isArray(value)) {
    let text = "[";
    for (let index = 0; index < value.length; index += 1) text += (index === 0 ? "" : ",") + canonicalText(value[index], depth + 1);
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > 1) keys.sort();
  let text = "{";
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    text += `${index === 0 ? "" : ","}${JSON.stringify(key)}:${canonicalText(record[key], depth + 1)}`;
  }
  return `${text}}`;
}
