import type { ValidateFunction } from "ajv";
import type { JsonSchema } from "../contracts/json-schema";
import { compileOrThrow, forgetSchema } from "./ajv-instance";
import { canonicalSchemaKey } from "./canonical-schema-key";
import { findPrecompiledValidator } from "./precompiled-validators";

/** How many distinct schemas (by canonical text) keep a compiled validator before the least recently used goes. */
export const VALIDATOR_CACHE_LIMIT = 500;

interface Entry {
  readonly validate: ValidateFunction;
  // The object Ajv compiled, held in Ajv's own cache until the entry is evicted; none for a precompiled one.
  readonly compiled?: JsonSchema;
  readonly text: string;
}

// Identity first: the common case (a menu built once) costs one WeakMap lookup and no serialisation.
let byIdentity = new WeakMap<object, Entry>();
// Map iteration order is insertion order, so re-inserting on a hit keeps the oldest entry first.
let byText = new Map<string, Entry>();
// The entry last added or touched, so at the end of `byText` already: touching it again moves nothing.
let newest: Entry | undefined;
let compiles = 0;
let precompiledHits = 0;

/**
 * The compiled Ajv validator of an arguments schema, compiled once per distinct schema: found by object
 * identity, else by the schema's canonical JSON text (so equal schemas built anew per call share one), with
 * at most {@link VALIDATOR_CACHE_LIMIT} texts kept. A validator `agentic gen` precompiled for an equal schema
 * (registered with the generated specs) is used instead of compiling: it is Ajv's own code for the schema,
 * built with the same options, so it accepts, rejects and reports errors exactly as a compiled one would. Option building calls it early so a bad schema fails
 * when the menu is built and the first pick finds the validator ready.
 *
 * Schemas are treated as immutable once compiled: mutating one afterwards is not noticed.
 *
 * @throws ConfigurationError when Ajv cannot compile the schema (its message says why), or the schema is cyclic.
 */
export function compileValidator(schema: JsonSchema): ValidateFunction {
  const known = byIdentity.get(schema);
  if (known !== undefined) return touch(known);
  const text = canonicalSchemaKey(schema);
  let entry = byText.get(text);
  if (entry === undefined) {
    const precompiled = findPrecompiledValidator(text);
    if (precompiled !== undefined) {
      precompiledHits += 1;
      entry = { validate: precompiled, text };
    } else {
      compiles += 1;
      entry = { validate: compileOrThrow(schema), compiled: schema, text };
    }
    byText.set(text, entry);
    newest = entry;
    evictOverflow();
  } else {
    touch(entry);
  }
  byIdentity.set(schema, entry);
  return entry.validate;
}

/**
 * @internal Counters of the validator cache, for tests and benchmarks: Ajv compiles so far, precompiled
 * validators taken instead of compiling, and canonical texts held.
 */
export function validatorCacheStats(): { readonly compiles: number; readonly precompiled: number; readonly size: number } {
  return { compiles, precompiled: precompiledHits, size: byText.size };
}

/** @internal Empties the validator cache and releases every schema from Ajv, for tests. */
export function resetValidatorCache(): void {
  for (const entry of byText.values()) if (entry.compiled !== undefined) forgetSchema(entry.compiled);
  byIdentity = new WeakMap();
  byText = new Map();
  newest = undefined;
  compiles = 0;
  precompiledHits = 0;
}

// Marks an entry most recently used. An entry already evicted (still reachable by identity) stays out:
// its validator keeps working, and re-adding it would only push a live entry out.
function touch(entry: Entry): ValidateFunction {
  if (entry !== newest && byText.get(entry.text) === entry) {
    byText.delete(entry.text);
    byText.set(entry.text, entry);
    newest = entry;
  }
  return entry.validate;
}

function evictOverflow(): void {
  while (byText.size > VALIDATOR_CACHE_LIMIT) {
    const oldest = byText.entries().next().value;
    if (oldest === undefined) return;
    byText.delete(oldest[0]);
    if (oldest[1] === newest) newest = undefined;
    if (oldest[1].compiled !== undefined) forgetSchema(oldest[1].compiled);
  }
}
