import { ConfigurationError, type Runs } from "@agentic-ts/core";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { agentTools } from "./agent-tools";
import { createMcpServer } from "./create-mcp-server";
import { mcpToolRuns } from "./mcp-tool-runs";
import type { McpServingOptions } from "./mcp-serving-options";
import { agentSource, type ServedAgent } from "./served-agent";

const DEFAULT_INFO = { name: "agentic-ts", version: "0.1.0" };

/** What serving agents needs, built once: a maker of SDK servers (one per session or request) and the durable runs. */
export interface ServerFactory {
  /** A new low-level SDK `Server` over the agents' tools. */
  newServer(): Server;
  /** The durable runs of gated calls, when `runs` was given. */
  readonly runs?: Runs;
}

/**
 * Prepares serving `agents` with `options`, for any transport: the agents built or prepared for per-call
 * resolution, their tools listed (a `ConfigurationError` for an agent without one, or two tools of one
 * name), the durable runs set up. `stateless`: each server answers one HTTP POST.
 */
export function serverFactory(agents: readonly ServedAgent[], options: McpServingOptions, stateless: boolean): ServerFactory {
  if (options.runs && !options.runtime) throw new ConfigurationError("serveMcp: the runs option needs a runtime (the runs' and the served functions' runtime option).");
  // A durable run's agent answers calls long after the request that started them: there is no request to resolve an agent for.
  if (options.runs && options.resolveAgentForCall) throw new ConfigurationError("serveMcp: the runs option cannot be combined with resolveAgentForCall.");
  const tools = agentTools(agents.map((agent) => agentSource(agent, options)));
  const onError = options.onToolError ?? ((error: unknown, toolName: string) => console.error(`serveMcp: tool "${toolName}" threw`, error));
  const runs = options.runs && options.runtime ? mcpToolRuns(options.runs, tools, options.runtime) : undefined;
  const settings = { context: options.context, runtime: options.runtime, onError, runs };
  const info = options.serverInfo ?? DEFAULT_INFO;
  return { newServer: () => createMcpServer(info, tools, settings, stateless), ...(runs ? { runs } : {}) };
}
