import { ConfigurationError } from "../errors/configuration-error";

/**
 * The bounds on the work of validating one model reply's arguments, so that no reply (inside the 4 MiB
 * reply cap) and no schema the library accepts can make validation take long. Past either bound the
 * arguments are refused with a `bad_args` problem that names the bound (a re-pick), never validated
 * partly and accepted.
 */
export interface ValidationLimits {
  /**
   * The largest arguments validated, in characters of JSON: each string and key counts its length plus its
   * quotes (and a key its colon), every other value one character, and each member its separator. That is
   * never more than the JSON text the model wrote (numbers and `true` count as one), and within a few
   * characters per value of it. Default 256 KiB (262 144), about 64 000 tokens: more than models write as
   * one pick's arguments, and small enough that validation, linear in the arguments, stays well under 100 ms.
   */
  readonly maxArgsSize: number;
  /**
   * The most schema steps one validation may take: each `$ref` followed counts one, and each `anyOf`,
   * `oneOf` or `allOf` applied counts its number of branches. It bounds what the size cap cannot: a
   * recursive schema whose combinators would visit the same data again and again (exponential in the
   * nesting), or a wide union tried on every item. Default 50 000.
   */
  readonly maxSchemaSteps: number;
}

/** The default {@link ValidationLimits}: 256 KiB of arguments, 50 000 schema steps. */
export const DEFAULT_VALIDATION_LIMITS: ValidationLimits = Object.freeze({ maxArgsSize: 256 * 1024, maxSchemaSteps: 50_000 });

let limits: ValidationLimits = DEFAULT_VALIDATION_LIMITS;

/**
 * Sets the {@link ValidationLimits} of every later validation in this process (the fields given; the others
 * keep their current value) and returns the limits that applied before, so a caller can restore them.
 *
 * @throws ConfigurationError when a limit is not a positive safe integer; the message names the limit and
 *   its default.
 */
export function setValidationLimits(changes: Partial<ValidationLimits>): ValidationLimits {
  const previous = limits;
  const next = { ...limits };
  for (const name of Object.keys(DEFAULT_VALIDATION_LIMITS) as (keyof ValidationLimits)[]) {
    const value = changes[name];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
      throw new ConfigurationError(
        `setValidationLimits: ${name} must be a positive integer, got ${String(value)}; ` +
          `leave it out to keep ${limits[name]}, or pass e.g. { ${name}: ${DEFAULT_VALIDATION_LIMITS[name]} } (the default)`,
      );
    }
    next[name] = value;
  }
  limits = Object.freeze(next);
  return previous;
}

/** The {@link ValidationLimits} in force. */
export function validationLimits(): ValidationLimits {
  return limits;
}
