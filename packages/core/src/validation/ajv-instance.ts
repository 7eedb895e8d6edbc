import type Ajv from "ajv";
import type { ValidateFunction } from "ajv";
import { ConfigurationError } from "../errors/configuration-error";
import type { JsonSchema } from "../contracts/json-schema";
import { createAjv } from "./create-ajv";
import { boundText } from "./message-bounds";

// Long enough to name the offending keyword and schema path, short enough for one error line.
const MAX_COMPILE_MESSAGE = 500;

let shared: Ajv | undefined;

// One instance for the process: Ajv instances are costly to build, and these options never change.
function ajv(): Ajv {
  shared ??= createAjv();
  return shared;
}

/**
 * Compiles a JSON Schema with the shared Ajv instance, throwing a {@link ConfigurationError} that carries
 * Ajv's message when the schema cannot be compiled. Uncached: callers should go through
 * {@link compileValidator}, which calls this once per distinct schema.
 *
 * @throws ConfigurationError when the schema is invalid or uses something Ajv cannot compile.
 */
export function compileOrThrow(schema: JsonSchema | boolean): ValidateFunction {
  try {
    return ajv().compile(schema);
  } catch (error) {
    // Ajv has already cached the half-built schema by identity; drop it so failures cannot pile up.
    forgetSchema(schema);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigurationError(boundText(`invalid JSON Schema for arguments: ${reason}`, MAX_COMPILE_MESSAGE), {
      cause: error,
    });
  }
}

/**
 * Releases a schema object from the shared Ajv instance's own identity cache (the compiled function keeps
 * working); called when the validator cache evicts an entry so memory stays bounded.
 */
export function forgetSchema(schema: JsonSchema | boolean): void {
  if (typeof schema !== "object" || schema === null) return;
  try {
    ajv().removeSchema(schema);
  } catch {
    // Removal is housekeeping; a schema Ajv never accepted has nothing to remove.
  }
}
