import { Runtime } from "@agentic-ts/core";
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from "@nestjs/common";
import { HttpAdapterHost, ModuleRef } from "@nestjs/core";
import { AGENTIC_MODULE_OPTIONS } from "./agentic-module.constants";
import type { AgenticRuntimeOptions } from "./agentic-module-options";
import { AgenticRegistry } from "./agentic-registry";
import { loadMcp, type McpModule, type NestMcpHandler } from "./load-mcp";
import { mcpServedAgents } from "./mcp-served-agents";
import { mountMcpRoute } from "./mount-mcp-route";
import { resolveForRequest } from "./resolve-for-request";

/**
 * The MCP endpoint of {@link AgenticModule}'s `mcp` option: `@agentic-ts/mcp`'s Streamable HTTP handler
 * mounted at `mcp.path` of the Nest HTTP server, serving the application's agents. Each tool call
 * resolves its agent through Nest for the HTTP request that carried it (as the router does for a
 * controller): a request-scoped agent is built per call, with its constructor dependencies and its
 * `@ContextParam(Token)` values for that request; a singleton is the singleton. Sessions close when the
 * application closes. Without the `mcp` option it does nothing.
 */
@Injectable()
export class AgenticMcpEndpoint implements OnModuleInit, OnModuleDestroy {
  private readonly mcp: McpModule | undefined;
  private readonly logger = new Logger("AgenticModule");
  private handler: NestMcpHandler | undefined;

  constructor(
    @Inject(AGENTIC_MODULE_OPTIONS) private readonly options: AgenticRuntimeOptions | undefined,
    private readonly adapterHost: HttpAdapterHost,
    private readonly registry: AgenticRegistry,
    private readonly moduleRef: ModuleRef,
    private readonly runtime: Runtime,
  ) {
    // Loaded while the application is built, so a missing package fails NestFactory.create and compile().
    this.mcp = options?.mcp ? loadMcp() : undefined;
  }

  /**
   * Mounts the endpoint. An init hook, because the route must be added after Nest's body parsers and
   * before its not-found handler (Nest registers that after the init hooks); the registry's own hook,
   * which discovers agents built by factories, has run (it is an earlier provider of the module).
   */
  onModuleInit(): void {
    const config = this.options?.mcp;
    const adapter = this.adapterHost.httpAdapter;
    if (!config || !this.mcp) return;
    if (!adapter) {
      this.logger.warn("The mcp option needs an HTTP server: this application has none, so no MCP endpoint is served.");
      return;
    }
    const { path = "/mcp", agents, ...endpoint } = config;
    this.handler = this.mcp.mcpHttpHandler(mcpServedAgents(this.registry, this.moduleRef, agents), {
      onToolError: (error, tool) => this.logger.error(`MCP tool "${tool}" threw`, error instanceof Error ? error.stack : String(error)),
      ...endpoint,
      runtime: this.runtime,
      // The HTTP request is Nest's REQUEST for the agent; a bare { headers } stands in if there is none.
      resolveAgentForCall: (agentClass, request) => resolveForRequest(this.moduleRef, agentClass as never, request.httpRequest ?? { headers: request.headers }) as Promise<object>,
    });
    mountMcpRoute(adapter, path, this.handler);
  }

  /** Closes the endpoint's sessions (their open streams too), before the HTTP server closes. */
  async onModuleDestroy(): Promise<void> {
    await this.handler?.close();
  }
}
