import type { RunStore, Runtime } from "@agentic-ts/core";
import type { InjectionToken, ModuleMetadata, OptionalFactoryDependency } from "@nestjs/common";
import type { AgenticMcpOptions } from "./agentic-mcp-options";

/** What {@link AgenticModule} needs at run time: the runtime every agent of the application uses. */
export interface AgenticRuntimeOptions {
  /** The connection to a model (`createRuntimeFromEnv()`, `new OpenAIRuntime(…)`, a `ScriptedRuntime` in tests). */
  readonly runtime: Runtime;
  /**
   * Durable runs: with a store (`new SqliteStore("agentic.db")`, `MemoryStore` in tests) the module
   * provides `Runs` over it for the discovered agents. A run's `context.headers` are the headers its
   * request-scoped providers see.
   */
  readonly runs?: { readonly store: RunStore; readonly leaseMs?: number };
  /**
   * Serve the application's agents over MCP at a path of its HTTP server (Streamable HTTP; needs
   * `npm i @agentic-ts/mcp`): `mcp: { path: "/mcp" }`. See {@link AgenticMcpOptions}.
   */
  readonly mcp?: AgenticMcpOptions;
}

/** Options of {@link AgenticModule.forRoot}. */
export interface AgenticModuleOptions extends AgenticRuntimeOptions {
  /**
   * Whether `Runtime` and `AgentScope` are visible in every module without importing `AgenticModule`
   * there. Default `true`: an application has one runtime, like it has one config.
   */
  readonly global?: boolean;
  /**
   * Register {@link AgenticExceptionFilter} for the whole application (as `APP_FILTER`), so agentic-ts
   * errors reach HTTP clients with an honest status (a failed decision as 502, …). Default `false`.
   */
  readonly exceptionFilter?: boolean;
}

/** Options of {@link AgenticModule.forRootAsync}: a Nest factory provider that yields the runtime options. */
export interface AgenticModuleAsyncOptions {
  /** Modules whose exported providers `useFactory` injects (e.g. `ConfigModule`). */
  readonly imports?: ModuleMetadata["imports"];
  /** The providers passed to `useFactory`, in order. */
  readonly inject?: ReadonlyArray<InjectionToken | OptionalFactoryDependency>;
  /** Builds the runtime options; may be async (read secrets, warm a client). */
  readonly useFactory: (...args: any[]) => AgenticRuntimeOptions | Promise<AgenticRuntimeOptions>;
  /** As {@link AgenticModuleOptions.global}; default `true`. */
  readonly global?: boolean;
  /** Provide `Runs` (the factory must then return `runs: { store }`). Default `false`. */
  readonly runs?: boolean;
  /** As {@link AgenticModuleOptions.exceptionFilter}; default `false`. */
  readonly exceptionFilter?: boolean;
}
