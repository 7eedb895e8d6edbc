import { ConfigurationError, type Runs } from "@agentic-ts/core";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { agentTools } from "./agent-tools";
import { mcpToolRuns } from "./mcp-tool-runs";
import { createMcpServer } from "./create-mcp-server";
import { servedInstance, type ServedAgent } from "./served-agent";
import type { McpServerHandle, ServeMcpOptions } from "./serve-mcp-options";
import { serveHttp } from "./serve-http";
import { serveStdio } from "./serve-stdio";

const DEFAULT_IDLE_SESSION_MS = 30 * 60_000;
const DEFAULT_INFO = { name: "agentic-ts", version: "0.1.0" };

/**
 * Serves agents' `@AgenticFunction` methods as MCP tools, over stdio or Streamable HTTP.
 *
 * Each method is a tool named as a model would see it, with its description and core's arguments schema
 * (the generated JSON Schema, unchanged) as `inputSchema`. A call is validated as a model's pick is
 * (an invalid one is an `isError` result naming the field), gets its hidden parameters from the `context`
 * hook, and runs through the agentic wrapper; its return value is sent as text — and, an object, also as
 * `structuredContent` — or as the MCP content blocks of {@link mcpContent}. An exception is an `isError`
 * result without its message or stack. Agents given as classes are built once, when serving starts.
 *
 * HTTP binds 127.0.0.1 unless told otherwise, refuses a request whose Host or Origin is not the server's
 * (DNS rebinding), closes sessions idle for `idleSessionMs`, and serves without sessions when `stateless`.
 *
 * @example
 * ```ts
 * const server = await serveMcp([SupportDesk], { transport: "http", port: 3001, context: (req) => ({ customerId: req.authInfo?.clientId }) });
 * console.log(server.url); // http://127.0.0.1:3001/mcp
 * ```
 */
export async function serveMcp(agents: readonly ServedAgent[], options: ServeMcpOptions): Promise<McpServerHandle> {
  const instances = agents.map((agent) => servedInstance(agent, options.runtime, options.resolveAgent));
  const tools = agentTools(instances);
  const onError = options.onToolError ?? ((error: unknown, toolName: string) => console.error(`serveMcp: tool "${toolName}" threw`, error));
  if (options.runs && !options.runtime) throw new ConfigurationError("serveMcp: the runs option needs a runtime (the runs' and the served functions' runtime option).");
  const runs = options.runs && options.runtime ? mcpToolRuns(options.runs, tools, options.runtime) : undefined;
  const settings = { context: options.context, runtime: options.runtime, onError, runs };
  const stateless = options.transport === "http" && options.stateless === true;
  const newServer = () => createMcpServer(options.serverInfo ?? DEFAULT_INFO, tools, settings, stateless);
  return withRuns(runs, await serve(options, newServer, stateless));
}

async function serve(options: ServeMcpOptions, newServer: () => Server, stateless: boolean): Promise<McpServerHandle> {
  if (options.transport === "stdio") return serveStdio(newServer());
  if (options.transport !== "http") throw new TypeError(`serveMcp: transport must be "stdio" or "http", not ${JSON.stringify(options.transport)}.`);
  return serveHttp(newServer, {
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    path: options.path ?? "/mcp",
    stateless,
    idleSessionMs: options.idleSessionMs ?? DEFAULT_IDLE_SESSION_MS,
    allowedHosts: options.allowedHosts,
    allowedOrigins: options.allowedOrigins,
    onSessionEnd: options.onSessionEnd,
  });
}

// The handle's close() also stops the runs' heartbeat.
function withRuns(runs: Runs | undefined, handle: McpServerHandle): McpServerHandle {
  if (!runs) return handle;
  return { ...(handle.url !== undefined ? { url: handle.url } : {}), runs, close: async () => { runs.close(); await handle.close(); } };
}
