import { createHash } from "node:crypto";
import { canonicalSchemaKey } from "./canonical-schema-key";

/**
 * The key a precompiled validator is filed under: the SHA-256 (hex) of the schema's
 * {@link canonicalSchemaKey}. `agentic gen` and the runtime both compute it this way, so a schema built at
 * run time finds the validator generated for an equal schema, whatever its key order.
 *
 * @throws ConfigurationError when the schema is cyclic or nested too deeply (see canonicalSchemaKey).
 */
export function precompiledValidatorKey(schema: unknown): string {
  return keyOfCanonicalText(canonicalSchemaKey(schema));
}

/** The precompiled-validator key of a schema whose canonical text is already known. */
export function keyOfCanonicalText(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
