import { ConfigurationError } from "../errors/configuration-error";

// Far deeper than any real schema; a deeper (or cyclic) schema is a definition mistake, not data.
const MAX_SCHEMA_DEPTH = 200;

/**
 * A canonical JSON string of a schema, with object keys sorted, so that equal schemas built anew on every
 * call (inline option literals) share one compiled validator. Values JSON cannot hold are dropped as
 * `JSON.stringify` drops them.
 *
 * @throws ConfigurationError when the schema is cyclic or nested more than 200 levels deep.
 */
export function canonicalSchemaKey(schema: unknown): string {
  const out: string[] = [];
  write(schema, 0, out);
  return out.join("");
}

// Recursion is bounded by MAX_SCHEMA_DEPTH, which also turns a cyclic schema into an error, not a hang.
function write(value: unknown, depth: number, out: string[]): void {
  if (depth > MAX_SCHEMA_DEPTH) {
    throw new ConfigurationError(`JSON Schema is cyclic or nested more than ${MAX_SCHEMA_DEPTH} levels deep`);
  }
  if (typeof value === "bigint") {
    // JSON.stringify throws on bigint; a suffix keeps 1n distinct from the number 1.
    out.push(`${value}n`);
    return;
  }
  if (typeof value !== "object" || value === null) {
    out.push(JSON.stringify(value) ?? "null");
    return;
  }
  if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, index) => {
      if (index > 0) out.push(",");
      write(item, depth + 1, out);
    });
    out.push("]");
    return;
  }
  out.push("{");
  let first = true;
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
    if (!first) out.push(",");
    first = false;
    out.push(JSON.stringify(key), ":");
    write(item, depth + 1, out);
  }
  out.push("}");
}
