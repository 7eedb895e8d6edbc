import { setFallbackScope } from "../context/function-scope";
import type { DependencyContainerLike } from "./dependency-container-like";
import { loadTsyringe } from "./load-tsyringe";
import { registerAgentic } from "./register-agentic";
import { TsyringeAgentScope } from "./tsyringe-agent-scope";

let prepared = false;
let scope: TsyringeAgentScope | undefined;

/**
 * Returns tsyringe's global `container`, prepared with {@link registerAgentic} the first time (once: a
 * later `container.reset()` is the user's to undo), or `undefined` while reflect-metadata is missing.
 */
export function globalContainer(): DependencyContainerLike | undefined {
  const tsyringe = loadTsyringe();
  if (!tsyringe) return undefined;
  if (!prepared) {
    prepared = true;
    registerAgentic(tsyringe.container);
  }
  return tsyringe.container;
}

/** The scope over the global container: where agents constructed without a scope, and standalone functions, resolve DI tokens. */
export function globalScope(): TsyringeAgentScope | undefined {
  const container = globalContainer();
  if (!container) return undefined;
  scope ??= new TsyringeAgentScope(container);
  return scope;
}

setFallbackScope(globalScope);
