/** A key a `@ContextParam` reads: a context key (string), or a DI token (a class or a symbol). */
export type ContextToken = string | symbol | (abstract new (...args: never[]) => unknown);

/**
 * Where an agent's `@ContextParam` tokens resolve from when neither the call's `context` nor the
 * ambient request context (`withContext`) has them: a DI container. agentic-ts ships one over tsyringe
 * (core) and one over Nest's injector (`@agentic-ts/nestjs`); an agent receives its scope from the
 * container that constructed it, so a request-scoped child container gives each request its own values.
 */
export abstract class AgentScope {
  /** Whether the container can provide `token` (itself or through a parent). */
  abstract has(token: ContextToken): boolean;
  /** Resolves `token`; call only when {@link AgentScope.has} is true. */
  abstract resolve(token: ContextToken): unknown;
  /**
   * Builds `agentClass` through the container, giving it `runtime` as its `Runtime` (undefined: the
   * container's own registration; the class's other
   * constructor parameters resolved as usual), when the container knows how to build the class (it is
   * injectable); `undefined` when it does not. Optional: a scope that cannot build agents leaves it out.
   * `Runs` builds the agents it is given as classes this way.
   */
  construct?(agentClass: abstract new (...args: never[]) => object, runtime: unknown): object | undefined;
}
