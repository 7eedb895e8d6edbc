import { NAME_PATTERN } from "@agentic-ts/core";

// The same rule the runtime applies when options are built (core's `checkName`), so a name that would be
// refused at run time is refused at build time, with a location.
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Checks a name the model will see (a parameter, method or function name) and returns why it is
 * rejected, or `undefined` when it is fine.
 */
export function nameProblem(name: string): string | undefined {
  if (RESERVED.has(name)) {
    return `${JSON.stringify(name)} is a member of Object.prototype; rename it`;
  }
  if (!NAME_PATTERN.test(name)) {
    return `${JSON.stringify(name)} is not a valid name (1 to 64 letters, digits, "_", "." or "-", starting with a letter or "_")`;
  }
  return undefined;
}
