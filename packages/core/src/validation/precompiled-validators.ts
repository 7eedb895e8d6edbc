import type { ValidateFunction } from "ajv";
import { ConfigurationError } from "../errors/configuration-error";
import type { GeneratedValidatorFactory } from "./generated-validator-factory";
import { ajvRuntime } from "./ajv-runtime";
import { keyOfCanonicalText } from "./precompiled-validator-key";

// A Map, not an object: keys come from a generated module and must never reach a prototype.
const factories = new Map<string, GeneratedValidatorFactory>();

/**
 * Registers the precompiled validators a generated module carries, by precompiled-validator key; a later
 * registration of the same key wins (equal keys mean equal schemas, so either validator is right).
 *
 * @throws ConfigurationError when `validators` is not an object of functions.
 */
export function registerPrecompiledValidators(validators: Readonly<Record<string, GeneratedValidatorFactory>>): void {
  if (typeof validators !== "object" || validators === null || Array.isArray(validators)) {
    throw new ConfigurationError("Generated `validators` must be an object; regenerate with `agentic gen`.");
  }
  for (const [key, factory] of Object.entries(validators)) {
    if (typeof factory !== "function") {
      throw new ConfigurationError(`Generated validator ${JSON.stringify(key)} is not a function; regenerate with \`agentic gen\`.`);
    }
    factories.set(key, factory);
  }
}

/**
 * The precompiled validator of the schema whose canonical JSON text is `text`, built from its registered
 * factory; `undefined` when none was registered, or when the factory fails (the schema is then compiled as
 * usual, which behaves the same).
 */
export function findPrecompiledValidator(text: string): ValidateFunction | undefined {
  // Hashing is skipped entirely in projects without generated validators.
  if (factories.size === 0) return undefined;
  const factory = factories.get(keyOfCanonicalText(text));
  if (factory === undefined) return undefined;
  try {
    const validate = factory(ajvRuntime);
    return typeof validate === "function" ? (validate as ValidateFunction) : undefined;
  } catch {
    return undefined;
  }
}

/** How many precompiled validators are registered. */
export function precompiledValidatorCount(): number {
  return factories.size;
}

/** Forgets every registered precompiled validator (for tests). */
export function clearPrecompiledValidators(): void {
  factories.clear();
}
