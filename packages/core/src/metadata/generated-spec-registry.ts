import { ConfigurationError } from "../errors/configuration-error";
import { clearPrecompiledValidators, registerPrecompiledValidators } from "../validation/precompiled-validators";
import type { GeneratedFunctionSpec, GeneratedSpecs, RefusedMethodSpec } from "./generated-spec";

// Maps, not objects: a class or function named like an Object.prototype member must not collide.
const methods = new Map<string, GeneratedFunctionSpec>();
const functions = new Map<string, GeneratedFunctionSpec>();
// Classes some registered method spec belongs to, and the module that spec came from.
const classes = new Map<string, string>();
// Methods gen refused, with its reasons.
const refused = new Map<string, RefusedMethodSpec>();

/**
 * Registers the specs an `agentic gen` module carries. Generated modules call it when imported; import
 * the generated module before the classes it describes (e.g. at the top of the file that defines them,
 * or first thing in your entry point), so decorators find their specs when the class is defined.
 * Precompiled `validators`, when the module carries them, are registered too: the arguments schemas they
 * cover are then never compiled at run time.
 *
 * @throws ConfigurationError for an unknown format version or `validators` that are not functions.
 */
export function registerGeneratedSpecs(specs: GeneratedSpecs): void {
  if (specs?.version !== 1) {
    throw new ConfigurationError(
      `Unsupported generated spec format ${JSON.stringify(specs?.version)}; regenerate with this version's \`agentic gen\`.`,
    );
  }
  for (const [key, spec] of Object.entries(specs.methods)) {
    methods.set(key, spec);
    classes.set(key.slice(0, key.lastIndexOf(".")), spec.file);
  }
  for (const [key, spec] of Object.entries(specs.functions)) functions.set(key, spec);
  for (const [key, spec] of Object.entries(specs.refused ?? {})) {
    // A later module that generates the method (gen was fixed and re-run) wins over an older refusal.
    if (!methods.has(key)) refused.set(key, spec);
  }
  for (const key of Object.keys(specs.methods)) refused.delete(key);
  if (specs.validators !== undefined) registerPrecompiledValidators(specs.validators);
}

/** Returns the generated spec of `ClassName.method`, if one was registered. */
export function getGeneratedMethodSpec(className: string, method: string): GeneratedFunctionSpec | undefined {
  return methods.get(`${className}.${method}`);
}

/** Returns why `agentic gen` refused `ClassName.method`, when a registered module says it did. */
export function getRefusedMethodSpec(className: string, method: string): RefusedMethodSpec | undefined {
  return refused.get(`${className}.${method}`);
}

/**
 * Returns the source file (as the generated module names it) of a class that has generated method
 * specs, or `undefined` when none of its methods has one: a decorated method missing from a class the
 * generator saw was added after the last `agentic gen`.
 */
export function getGeneratedClassFile(className: string): string | undefined {
  return classes.get(className);
}

/** Returns the generated spec of a standalone agentic function, if one was registered. */
export function getGeneratedFunctionSpec(name: string): GeneratedFunctionSpec | undefined {
  return functions.get(name);
}

/** Forgets every registered spec and precompiled validator (for tests). */
export function clearGeneratedSpecs(): void {
  methods.clear();
  functions.clear();
  classes.clear();
  refused.clear();
  clearPrecompiledValidators();
}
