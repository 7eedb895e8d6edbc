import { ConfigurationError } from "../errors/configuration-error";
import { duplicateItems } from "./duplicate-items";
import { enumIncludes } from "./enum-members";
import { linearRegExp } from "./linear-reg-exp";
import { takeSchemaSteps } from "./take-schema-steps";

/** The signature of {@link ajvRuntime}, as a precompiled validator receives it. */
export type AjvRuntimeResolver = (name: string) => unknown;

// Static requires, one per module, so bundlers see them; resolved from core's own `ajv` dependency,
// because the project a generated module lives in may not be able to resolve `ajv` itself.
const MODULES: ReadonlyMap<string, () => unknown> = new Map<string, () => unknown>([
  ["equal", () => require("ajv/dist/runtime/equal")],
  ["ucs2length", () => require("ajv/dist/runtime/ucs2length")],
  ["uri", () => require("ajv/dist/runtime/uri")],
  ["validation_error", () => require("ajv/dist/runtime/validation_error")],
  // Core's own helpers, not modules: Ajv's code for them is their `code`, `ajvRuntime("…")`.
  ["linearRegExp", () => linearRegExp],
  ["duplicateItems", () => duplicateItems],
  ["enumIncludes", () => enumIncludes],
  ["takeSchemaSteps", () => takeSchemaSteps],
]);

/**
 * The Ajv runtime module a precompiled validator needs (`ajvRuntime("ucs2length")` for what Ajv's
 * standalone code writes as `require("ajv/dist/runtime/ucs2length")`), loaded from core's own copy of Ajv,
 * or one of core's own validation helpers. Only these are known: Ajv's `equal`, `ucs2length`, `uri` and
 * `validation_error` modules, and core's `linearRegExp` (the RE2 engine of schema patterns),
 * `duplicateItems` (the linear `uniqueItems` check), `enumIncludes` (the hashed `enum` check) and
 * `takeSchemaSteps` (the count that bounds a validation's schema steps), so a generated module gets them from the
 * `@agentic-ts/core` that registered it, wherever it lives.
 *
 * @throws ConfigurationError for any other name: the generated module is not one `agentic gen` wrote.
 */
export function ajvRuntime(name: string): unknown {
  const load = MODULES.get(name);
  if (load === undefined) {
    throw new ConfigurationError(`Unknown Ajv runtime module ${JSON.stringify(name)} in a generated validator; run \`agentic gen\` again.`);
  }
  return load();
}
