/**
 * The pattern a `date-time` string must match (RFC 3339 as JSON Schema reads it: date, `T`, time, optional fraction,
 * `Z` or an offset). Validation runs patterns on RE2, in time linear in the string, so a `Date`
 * parameter's argument is checked without any format plugin; a bad one is sent back to the model.
 */
export const DATE_TIME_PATTERN =
  "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[Tt]([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$";

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
