// The keywords OpenAI's strict mode accepts (structured outputs and strict function tools); a schema
// using any other keyword is sent non-strict, and core validates the reply itself either way.
const STRICT_KEYWORDS: ReadonlySet<string> = new Set([
  "type", "description", "title", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf",
  "$ref", "$defs", "definitions", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
  "multipleOf", "minItems", "maxItems",
]);

/**
 * Whether a JSON Schema fits OpenAI's strict subset: every object lists all of its properties as
 * required and sets `additionalProperties: false`, and no keyword outside the supported ones appears.
 */
export function fitsOpenAIStrict(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  const node = schema as Record<string, unknown>;
  for (const key of Object.keys(node)) if (!STRICT_KEYWORDS.has(key)) return false;
  const properties = node.properties as Record<string, unknown> | undefined;
  const isObject = node.type === "object" || (Array.isArray(node.type) && node.type.includes("object")) || properties !== undefined;
  if (isObject) {
    if (node.additionalProperties !== false) return false;
    const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
    for (const [name, child] of Object.entries(properties ?? {})) if (!required.has(name) || !fitsOpenAIStrict(child)) return false;
  }
  if (node.items !== undefined && !fitsOpenAIStrict(node.items)) return false;
  for (const branch of (node.anyOf as unknown[] | undefined) ?? []) if (!fitsOpenAIStrict(branch)) return false;
  for (const defs of [node.$defs, node.definitions]) {
    for (const child of Object.values((defs as Record<string, unknown> | undefined) ?? {})) if (!fitsOpenAIStrict(child)) return false;
  }
  return true;
}
