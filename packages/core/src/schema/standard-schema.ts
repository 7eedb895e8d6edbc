import { copyRawSchema } from "./copy-raw-schema";
import { isDict } from "./is-dict";
import type { JsonSchema } from "../contracts/json-schema";
import type { StandardSchemaLike } from "../contracts/standard-schema-like";

/** Tells whether a value is a Standard Schema object (zod 4, valibot, arktype …): it has a `~standard` record. */
export function isStandardSchema(value: unknown): value is StandardSchemaLike {
  if ((typeof value !== "object" && typeof value !== "function") || value === null || !("~standard" in value)) return false;
  const standard = (value as { "~standard": unknown })["~standard"];
  return typeof standard === "object" && standard !== null && typeof (standard as { validate?: unknown }).validate === "function";
}

/**
 * Derives the JSON Schema of a Standard Schema's input, for the menu and the first validation pass: the
 * vendor's draft-07 export when it has one that works, else a free-form `{ type: "object" }` (the
 * Standard Schema's own `validate` still checks the payload afterwards).
 */
export function standardArgsSchema(schema: StandardSchemaLike): JsonSchema {
  // Vendors may lack the export, throw for some schemas, or emit content that is not plain JSON; any of
  // these degrades to the free-form schema instead of failing the whole menu.
  try {
    const raw: unknown = schema["~standard"].jsonSchema?.input({ target: "draft-07" });
    if (!isDict(raw)) return { type: "object" };
    // The validator is fixed to draft-07; a vendor's `$schema` URI would only get in the way.
    const { $schema: _ignored, ...rest } = raw;
    return copyRawSchema(rest, "");
  } catch {
    return { type: "object" };
  }
}
