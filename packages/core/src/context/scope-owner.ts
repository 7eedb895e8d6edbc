import type { AgentScope } from "../contracts/agent-scope";

/**
 * The property under which an agent holds the {@link AgentScope} it was constructed with. A symbol, so
 * it can never collide with a user's own fields.
 */
export const SCOPE_OWNER: unique symbol = Symbol.for("agentic-ts.scope-owner");

/** Returns the scope an object owns, if it is an agent constructed with one. */
export function ownedScope(target: unknown): AgentScope | undefined {
  if (typeof target !== "object" || target === null) return undefined;
  return (target as { [SCOPE_OWNER]?: AgentScope })[SCOPE_OWNER];
}
