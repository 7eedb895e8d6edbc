import { AgentScope, Runs, Runtime } from "@agentic-ts/core";
import { Module, type DynamicModule, type Provider } from "@nestjs/common";
import { APP_FILTER, DiscoveryModule } from "@nestjs/core";
import { AgenticExceptionFilter } from "./agentic-exception-filter";
import { agentScopeProvider } from "./agent-scope.provider";
import { AgenticMcpEndpoint } from "./agentic-mcp-endpoint";
import { AGENTIC_MODULE_OPTIONS } from "./agentic-module.constants";
import type { AgenticModuleAsyncOptions, AgenticModuleOptions } from "./agentic-module-options";
import { AgenticRegistry } from "./agentic-registry";
import { runsProvider } from "./runs.provider";
import { runtimeProvider } from "./runtime.provider";

/**
 * The Nest module of agentic-ts: it provides `Runtime` and `AgentScope`, so agents are plain Nest
 * providers, and it discovers and checks every agent while the application starts.
 *
 * @example
 * ```ts
 * @Injectable()
 * export class Desk extends Agent {
 *   /** Refund an order. @param orderId The order. *\/
 *   @AgenticFunction()
 *   refund(orderId: string, @ContextParam(CurrentCustomer) customer: CurrentCustomer) { … }
 * }
 *
 * @Module({
 *   imports: [AgenticModule.forRoot({ runtime: createRuntimeFromEnv() })],
 *   providers: [Desk, CurrentCustomer],
 * })
 * export class AppModule {}
 * ```
 * An agent that inherits `Agent`'s constructor receives `(runtime, scope)` and lives per request (see
 * `AgentScope`); one with dependencies of its own passes them on:
 * `constructor(runtime: Runtime, scope: AgentScope, private readonly orders: Orders) { super(runtime, scope); }`.
 */
@Module({})
export class AgenticModule {
  /**
   * Configures the module with a ready runtime (and `runs: { store }` to provide `Runs`,
   * `exceptionFilter: true` to answer agentic-ts errors with honest HTTP statuses, `mcp: { path: "/mcp" }`
   * to serve the agents over MCP at that path of the HTTP server). Global unless `global: false`.
   */
  static forRoot(options: AgenticModuleOptions): DynamicModule {
    return AgenticModule.build({ provide: AGENTIC_MODULE_OPTIONS, useValue: options }, "AgenticModule.forRoot({ runtime })", {
      global: options?.global,
      runs: options?.runs !== undefined,
      exceptionFilter: options?.exceptionFilter,
    });
  }

  /**
   * Configures the module with a factory provider, for a runtime built from other providers.
   *
   * @example
   * ```ts
   * AgenticModule.forRootAsync({
   *   imports: [ConfigModule],
   *   inject: [ConfigService],
   *   useFactory: (config: ConfigService) => ({ runtime: new OpenAIRuntime({ apiKey: config.get("OPENAI_API_KEY") }) }),
   * })
   * ```
   */
  static forRootAsync(options: AgenticModuleAsyncOptions): DynamicModule {
    const module = AgenticModule.build(
      { provide: AGENTIC_MODULE_OPTIONS, useFactory: options.useFactory, inject: [...(options.inject ?? [])] },
      "AgenticModule.forRootAsync({ useFactory }) (its factory must return { runtime })",
      { global: options.global, runs: options.runs === true, exceptionFilter: options.exceptionFilter },
    );
    return { ...module, imports: [...(options.imports ?? []), ...(module.imports ?? [])] };
  }

  private static build(optionsProvider: Provider, origin: string, flags: { global?: boolean; runs: boolean; exceptionFilter?: boolean }): DynamicModule {
    const { global = true, runs, exceptionFilter = false } = flags;
    return {
      module: AgenticModule,
      global,
      imports: [DiscoveryModule],
      providers: [
        optionsProvider,
        runtimeProvider(origin),
        agentScopeProvider,
        AgenticRegistry,
        // After the registry: its init hook discovers factory-made agents before the endpoint's mounts.
        AgenticMcpEndpoint,
        ...(runs ? [runsProvider(origin)] : []),
        ...(exceptionFilter ? [{ provide: APP_FILTER, useClass: AgenticExceptionFilter }] : []),
      ],
      exports: [Runtime, AgentScope, AgenticRegistry, ...(runs ? [Runs] : [])],
    };
  }
}
