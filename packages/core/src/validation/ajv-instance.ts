import Ajv, { type Options, type ValidateFunction } from "ajv";
import { ConfigurationError } from "../errors/configuration-error";
import type { JsonSchema } from "../options/json-schema";
import { boundText } from "./message-bounds";

// Long enough to name the offending keyword and schema path, short enough for one error line.
const MAX_COMPILE_MESSAGE = 500;

/**
 * The options of the Ajv instance that compiles every arguments schema. `agentic gen` builds its precompiled
 * (standalone) validators with these same options, so a precompiled validator behaves like a compiled one.
 */
export const AJV_OPTIONS: Readonly<Options> = Object.freeze({
  // Model data is checked as sent: "1" is never a number, and nothing is filled in or rewritten.
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  $data: false,
  // `required` and `properties` must not be satisfied by inherited members such as `constructor`.
  ownProperties: true,
  // The first problem is enough for a re-pick, and stopping early bounds the work on hostile data.
  allErrors: false,
  // User schemas may carry annotation keywords Ajv does not know (`title`, `examples`, vendor keys).
  strict: false,
  // No ajv-formats is installed; `format` stays an annotation rather than failing every compile.
  validateFormats: false,
  verbose: false,
  // Schemas are never registered by `$id`: two option schemas sharing an `$id` must not collide.
  addUsedSchema: false,
});

let shared: Ajv | undefined;

// One instance for the process: Ajv instances are costly to build, and these options never change.
function ajv(): Ajv {
  shared ??= new Ajv({ ...AJV_OPTIONS });
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
