import type { IncomingMessage, ServerResponse } from "node:http";
import { ConfigurationError, isMissingModule, type Runtime } from "@agentic-ts/core";
import type { AgenticMcpOptions, AgenticMcpRequest } from "./agentic-mcp-options";

/** The install line named when the `mcp` option is used without `@agentic-ts/mcp`. */
export const MCP_INSTALL = "npm i @agentic-ts/mcp";

/** An MCP endpoint to mount: `@agentic-ts/mcp`'s `McpHttpHandler`, as this package uses it. */
export interface NestMcpHandler {
  handle(req: IncomingMessage, res: ServerResponse, parsedBody?: unknown): Promise<void>;
  close(): Promise<void>;
}

/** What this package passes to `mcpHttpHandler`. */
export type NestMcpHandlerOptions = Omit<AgenticMcpOptions, "path" | "agents"> & {
  readonly runtime: Runtime;
  readonly resolveAgentForCall: (agentClass: Function, request: AgenticMcpRequest) => object | Promise<object>;
};

/**
 * What this package uses of `@agentic-ts/mcp`, written out so that its declarations never import that
 * optional peer.
 */
export interface McpModule {
  readonly mcpHttpHandler: (agents: readonly Function[], options: NestMcpHandlerOptions) => NestMcpHandler;
}

/**
 * Loads `@agentic-ts/mcp` when the `mcp` option is configured: an optional peer, so an application that
 * serves no MCP never installs the MCP SDK. When it is missing, a {@link ConfigurationError} names the
 * install line. `load` stands in for `require` in tests.
 */
export function loadMcp(load: (name: string) => unknown = require): McpModule {
  try {
    return load("@agentic-ts/mcp") as McpModule;
  } catch (error) {
    // Only the package itself missing: a dependency it fails to load in turn is another problem.
    if (!isMissingModule(error, "@agentic-ts/mcp")) throw error;
    throw new ConfigurationError(`AgenticModule's mcp option serves the agents through @agentic-ts/mcp, which is not installed. Install it: ${MCP_INSTALL}`, { cause: error });
  }
}
