import type { Options } from "ajv";
import { linearRegExp } from "./linear-reg-exp";

/**
 * The options of the Ajv instance that compiles every arguments schema. `agentic gen` builds its precompiled
 * (standalone) validators with these same options, so a precompiled validator behaves like a compiled one.
 * Patterns run on {@link linearRegExp} (RE2). Core's instances also replace Ajv's `uniqueItems` with a
 * linear check (see `createAjv`), which options alone cannot do.
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
  // No ajv-formats is installed; `format` stays an annotation rather than failing every compile. (So no
  // format is checked by a regular expression: the only regexes that run on model data are patterns.)
  validateFormats: false,
  verbose: false,
  // Schemas are never registered by `$id`: two option schemas sharing an `$id` must not collide.
  addUsedSchema: false,
  // `pattern` and `patternProperties` run on RE2, linear in the input: a model's string cannot make a
  // pattern backtrack exponentially, and a pattern RE2 cannot run fails to compile, naming itself.
  code: Object.freeze({ regExp: linearRegExp }),
});
