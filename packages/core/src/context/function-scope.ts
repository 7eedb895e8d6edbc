import { getFunctionOwner } from "../metadata/function-owner";
import type { AgentScope } from "../contracts/agent-scope";
import { ownedScope } from "./scope-owner";

// Installed by global-container.ts. A hook rather than an import: binding sits below Runtime in the
// import graph, and the global container's registrations need Runtime itself.
let fallback: () => AgentScope | undefined = () => undefined;

/** Installs the scope functions without an agent scope of their own fall back to. */
export function setFallbackScope(provider: () => AgentScope | undefined): void {
  fallback = provider;
}

/** The scope installed with {@link setFallbackScope}: the global tsyringe container's, or none. */
export function fallbackScope(): AgentScope | undefined {
  return fallback();
}

/**
 * Returns the DI scope an agentic function's `@ContextParam` values fall back to: the scope of the agent
 * whose bound method it is, else the global tsyringe container (agents constructed without a scope,
 * plain classes and standalone functions), else none (reflect-metadata not loaded).
 */
export function scopeOfFunction(fn: Function): AgentScope | undefined {
  return ownedScope(getFunctionOwner(fn)) ?? fallback();
}
