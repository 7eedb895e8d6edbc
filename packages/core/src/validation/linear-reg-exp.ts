import type { RegExpEngine } from "ajv/dist/types";
import { RE2JS } from "re2js";
import { ConfigurationError } from "../errors/configuration-error";
import { ecmaPatternToRe2 } from "./ecma-pattern-to-re2";

// Distinct patterns kept compiled; a process sees few, and the cap only guards against a flood of them.
const CACHE_LIMIT = 1000;
const compiled = new Map<string, LinearPattern>();

// Lookaround and backreferences need backtracking; RE2 has neither, so they get a reason of their own.
const LOOKAROUND = /\(\?<?[=!]/;
const BACKREFERENCE = /\\[1-9]|\\k</;

/** A schema pattern compiled for the linear-time engine: what Ajv's generated code calls `test` on. */
export class LinearPattern {
  readonly #re: RE2JS;

  /** @internal Built by {@link linearRegExp}. */
  constructor(readonly source: string, re: RE2JS) {
    this.#re = re;
  }

  /** Tells whether the pattern matches anywhere in `text` (unanchored, as `RegExp.prototype.test`). */
  test(text: string): boolean {
    return this.#re.test(text);
  }

  // Ajv files compiled patterns by this text; it must tell patterns apart, as a RegExp's would.
  toString(): string {
    return `/${this.source}/`;
  }
}

function compile(pattern: string): LinearPattern {
  try {
    return new LinearPattern(pattern, RE2JS.compile(ecmaPatternToRe2(pattern)));
  } catch (error) {
    throw new ConfigurationError(`pattern ${JSON.stringify(pattern)} cannot run on the linear-time engine (RE2 syntax): ${reason(pattern, error)}`, {
      cause: error,
    });
  }
}

function reason(pattern: string, error: unknown): string {
  if (LOOKAROUND.test(pattern)) return "lookaround assertions ((?=, (?!, (?<=, (?<!) are not supported.";
  if (BACKREFERENCE.test(pattern)) return "backreferences (\\1, \\k<name>) are not supported.";
  return `${error instanceof Error ? error.message : String(error)}.`;
}

/**
 * The regular-expression engine of every schema `pattern` and `patternProperties` key: RE2 (the pure-JS
 * port `re2js`), whose matching time is linear in the input, so no pattern can make validation backtrack
 * exponentially. Patterns are read with RE2 syntax after ECMAScript's `\uXXXX` / `\u{…}` escapes are
 * rewritten to RE2's `\x{…}`; the `u` flag Ajv passes is implied (RE2 matches code points). Ajv's
 * `code.regExp` option takes it; its `code` tells Ajv's standalone output to load it through `ajvRuntime`.
 *
 * @throws ConfigurationError naming the pattern and the reason when RE2 cannot compile it: lookaround,
 *   backreferences, or anything else outside RE2's syntax.
 */
export const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string, _flags: string): LinearPattern => {
    let found = compiled.get(pattern);
    if (found === undefined) {
      found = compile(pattern);
      if (compiled.size >= CACHE_LIMIT) compiled.clear();
      compiled.set(pattern, found);
    }
    return found;
  },
  { code: 'ajvRuntime("linearRegExp")' },
);
