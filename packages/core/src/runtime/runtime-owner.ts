import type { Runtime } from "./runtime";

/**
 * The property under which an object (an {@link Agent}) holds the runtime its agentic methods run with.
 * A symbol, so it can never collide with a user's own fields.
 */
export const RUNTIME_OWNER: unique symbol = Symbol.for("agentic-ts.runtime-owner");

/** Returns the runtime an object owns, if it is an agent constructed with one. */
export function ownedRuntime(target: unknown): Runtime | undefined {
  if (typeof target !== "object" || target === null) return undefined;
  return (target as { [RUNTIME_OWNER]?: Runtime })[RUNTIME_OWNER];
}
