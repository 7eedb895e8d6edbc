import { MAX_RENDER_DEPTH, isSchema } from "./schema-walk";

// Canonical texts are cached per schema object: the menu asks for them at every nesting level.
const cache = new WeakMap<object, string>();

function canonical(value: unknown, depth: number, ancestors: object[]): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  // A schema reached again through itself (an object graph) or past the depth limit has no finite text.
  if (depth > MAX_RENDER_DEPTH || ancestors.includes(value)) return "~";
  ancestors.push(value);
  const text = Array.isArray(value)
    ? `[${value.map((v) => canonical(v, depth + 1, ancestors)).join(",")}]`
    : `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key], depth + 1, ancestors)}`)
        .join(",")}}`;
  ancestors.pop();
  return text;
}

/**
 * Returns the canonical text of a schema: JSON with sorted keys, so that two schemas saying the same
 * thing (descriptions and constraints included) share one text and the menu declares their type once.
 */
export function canonicalSchema(schema: unknown): string {
  if (!isSchema(schema)) return canonical(schema, 0, []);
  let text = cache.get(schema);
  if (text === undefined) cache.set(schema, (text = canonical(schema, 0, [])));
  return text;
}
