import { ConfigurationError } from "../errors/configuration-error";

/** The pattern every option, parameter and field name must match: an identifier of at most 64 characters. */
export const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

// Names that exist on every plain object. A model-supplied key with one of these names could reach a
// prototype member instead of an own property, so they are refused up front.
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Checks one option, parameter or field name and throws a {@link ConfigurationError} when it is not a
 * non-empty identifier matching {@link NAME_PATTERN} or is a member of `Object.prototype`.
 *
 * @param name - The name to check.
 * @param what - What the name is, as a noun phrase for the message, e.g. `option name` or
 *   `field name at "steps[]"`.
 */
export function checkName(name: unknown, what: string): asserts name is string {
  if (typeof name !== "string" || name.length === 0) {
    throw new ConfigurationError(`Invalid ${what}: it must be a non-empty string.`);
  }
  if (RESERVED.has(name)) {
    throw new ConfigurationError(
      `Invalid ${what}: ${JSON.stringify(name)} is a member of Object.prototype ` +
        `(like "constructor", "toString" or "__proto__"); rename it.`,
    );
  }
  if (!NAME_PATTERN.test(name)) {
    throw new ConfigurationError(
      `Invalid ${what}: ${JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name)} is not an identifier; ` +
        `use 1 to 64 letters, digits, "_", "." or "-", starting with a letter or "_".`,
    );
  }
}
