import type { ContextToken, FunctionSpec, ParamSpec } from "@agentic-ts/core";

/** A `@ContextParam` of an agentic method, with the token it is looked up by. */
export interface ContextParamUse {
  /** The method's property name. */
  readonly method: string;
  readonly param: ParamSpec;
  /** The key or DI token (`param.token`, else the parameter's context key). */
  readonly token: ContextToken;
}

/** A provider class found at bootstrap that is an `Agent` or has `@AgenticFunction` methods, with its checked specs. */
export interface DiscoveredAgent {
  /** The provider's class. */
  readonly agentClass: Function;
  /** Whether the class extends `Agent` (and so can own a runtime and an `AgentScope`). */
  readonly isAgent: boolean;
  /** The spec of every `@AgenticFunction` method, by property name (base classes included). */
  readonly methods: ReadonlyMap<string, FunctionSpec>;
  /** Every `@ContextParam` of those methods. */
  readonly contextParams: readonly ContextParamUse[];
}
