import { ConfigurationError, Runs, Runtime, type RunRecord } from "@agentic-ts/core";
import type { FactoryProvider } from "@nestjs/common";
import { ModuleRef } from "@nestjs/core";
import { AGENTIC_MODULE_OPTIONS } from "./agentic-module.constants";
import type { AgenticRuntimeOptions } from "./agentic-module-options";
import { AgenticRegistry } from "./agentic-registry";
import { resolveForRequest } from "./resolve-for-request";

/**
 * The request a run's agent is resolved for: a run outlives the HTTP request that started it, so its
 * request-scoped providers (`@ContextParam(CurrentCustomer)`…) read the headers kept in the run's
 * context under `headers`.
 */
export function runRequest(run: RunRecord): { headers: Record<string, unknown> } {
  const headers = run.context?.headers;
  return { headers: typeof headers === "object" && headers !== null ? { ...(headers as Record<string, unknown>) } : {} };
}

/**
 * The provider of `Runs`: durable runs over the store in the module options, for every agent the
 * registry discovered, each execution resolving its agent through Nest for a request built from the run
 * ({@link runRequest}).
 */
export function runsProvider(origin: string): FactoryProvider<Runs> {
  return {
    provide: Runs,
    inject: [AGENTIC_MODULE_OPTIONS, Runtime, AgenticRegistry, ModuleRef],
    useFactory: (options: AgenticRuntimeOptions | undefined, runtime: Runtime, registry: AgenticRegistry, moduleRef: ModuleRef) => {
      const store = options?.runs?.store;
      if (!store) throw new ConfigurationError(`${origin} was asked for Runs but its options have no runs: { store } (e.g. new SqliteStore("agentic.db")).`);
      return new Runs({
        store,
        runtime,
        leaseMs: options.runs?.leaseMs,
        agents: registry.agents.filter((a) => a.isAgent).map((a) => a.agentClass),
        resolveAgent: (agentClass, run) => resolveForRequest(moduleRef, agentClass as never, runRequest(run)) as Promise<object>,
      });
    },
  };
}
