import { DATE_TIME_PATTERN } from "@agentic-ts/core";

export { DATE_TIME_PATTERN };

/**
 * Gives every `{ type: "string", format: "date-time" }` in a schema (how typescript-json-schema describes
 * `Date`) the {@link DATE_TIME_PATTERN}, in place, at any depth.
 */
export function addDateTimePatterns(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) addDateTimePatterns(item);
    return;
  }
  if (typeof schema !== "object" || schema === null) return;
  const node = schema as Record<string, unknown>;
  if (node.format === "date-time" && node.type === "string" && node.pattern === undefined) node.pattern = DATE_TIME_PATTERN;
  for (const [key, value] of Object.entries(node)) {
    // `properties` maps names to schemas; every other object-valued keyword here is a schema or a list of them.
    if (key === "properties" && typeof value === "object" && value !== null) Object.values(value).forEach(addDateTimePatterns);
    else if (key !== "enum" && key !== "const" && key !== "default" && key !== "examples") addDateTimePatterns(value);
  }
}
