import type { McpServerAddress } from "./mcp-http-handler-options";
import { mcpHttpHandler } from "./mcp-http-handler";
import type { ServedAgent } from "./served-agent";
import { serverFactory } from "./server-factory";
import type { McpServerHandle, ServeMcpOptions } from "./serve-mcp-options";
import { serveHttp } from "./serve-http";
import { serveStdio } from "./serve-stdio";

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
 * (DNS rebinding), closes sessions idle for `idleSessionMs`, and serves without sessions when `stateless`:
 * it is {@link mcpHttpHandler} on a `node:http` server of its own (mount that handler to serve on yours).
 *
 * @example
 * ```ts
 * const server = await serveMcp([SupportDesk], { transport: "http", port: 3001, context: (req) => ({ customerId: req.authInfo?.clientId }) });
 * console.log(server.url); // http://127.0.0.1:3001/mcp
 * ```
 */
export async function serveMcp(agents: readonly ServedAgent[], options: ServeMcpOptions): Promise<McpServerHandle> {
  if (options.transport === "stdio") return serveOverStdio(agents, options);
  if (options.transport !== "http") throw new TypeError(`serveMcp: transport must be "stdio" or "http", not ${JSON.stringify(options.transport)}.`);
  const host = options.host ?? "127.0.0.1";
  // The Host check accepts the configured name (a host name stays one), at the port the server got.
  let listening: McpServerAddress | undefined;
  const handler = mcpHttpHandler(agents, { ...options, serverAddress: options.serverAddress ?? (() => listening) });
  const endpoint = await serveHttp(handler, { host, port: options.port ?? 0, path: options.path ?? "/mcp" }).catch(async (error: unknown) => {
    await handler.close();
    throw error;
  });
  listening = { host, port: endpoint.port };
  return { url: endpoint.url, ...(handler.runs ? { runs: handler.runs } : {}), close: () => endpoint.close() };
}

async function serveOverStdio(agents: readonly ServedAgent[], options: ServeMcpOptions): Promise<McpServerHandle> {
  const { newServer, runs } = serverFactory(agents, options, false);
  const endpoint = await serveStdio(newServer());
  if (!runs) return endpoint;
  // The handle's close() also stops the runs' heartbeat.
  return { runs, close: async () => { runs.close(); await endpoint.close(); } };
}
