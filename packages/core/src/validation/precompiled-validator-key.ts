import { createHash } from "node:crypto";
import { canonicalSchemaKey } from "./canonical-schema-key";

// Names the validation semantics precompiled code was built for. Hashed into every key, so code built for
// other semantics (before patterns ran on RE2, uniqueItems and enum were linear and schema steps were
// counted) is never found: the runtime
// compiles those schemas itself, and `agentic gen --check` reports the module stale. Change it whenever
// the code Ajv generates for a schema changes meaning.
const ENGINE = "ajv8;patterns=re2js;uniqueItems=ids;enum=hashed;steps=counted\n";

/**
 * The key a precompiled validator is filed under: the SHA-256 (hex) of the validation engine's tag and
 * the schema's {@link canonicalSchemaKey}. `agentic gen` and the runtime both compute it this way, so a
 * schema built at run time finds the validator generated for an equal schema, whatever its key order, and
 * never one generated for older validation semantics.
 *
 * @throws ConfigurationError when the schema is cyclic or nested too deeply (see canonicalSchemaKey).
 */
export function precompiledValidatorKey(schema: unknown): string {
  return keyOfCanonicalText(canonicalSchemaKey(schema));
}

/** The precompiled-validator key of a schema whose canonical text is already known. */
export function keyOfCanonicalText(text: string): string {
  return createHash("sha256").update(ENGINE, "utf8").update(text, "utf8").digest("hex");
}
