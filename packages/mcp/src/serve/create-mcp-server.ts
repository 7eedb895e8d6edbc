import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  LoggingLevelSchema,
  McpError,
  ResultSchema,
  SetLevelRequestSchema,
  type CallToolResult,
  type LoggingLevel,
  type ServerNotification,
  type ServerRequest,
} from "@modelcontextprotocol/sdk/types.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { AgentTool } from "./agent-tools";
import { callAgentTool, type ToolCallSettings } from "./call-agent-tool";
import { currentHttpRequest } from "./http-request-scope";
import type { McpHeaders, McpRequest } from "./mcp-request";

/** The name and version a served MCP server reports when a client initializes. */
export interface McpServerInfo {
  readonly name: string;
  readonly version: string;
}

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

const SEVERITY = new Map(LoggingLevelSchema.options.map((level, index) => [level, index]));

/**
 * Builds one low-level SDK `Server` (one per session, or per request in stateless mode) that lists the
 * served tools and answers their calls: capabilities `tools` and `logging` (its `logging/setLevel`
 * filters the log messages a tool sends). A call to an unknown tool is a JSON-RPC `InvalidParams` error,
 * as the specification asks; everything a tool does is an (error) result. `stateless`: the server answers
 * one POST, so a tool's requests to the client fail at once.
 */
export function createMcpServer(info: McpServerInfo, tools: ReadonlyMap<string, AgentTool>, settings: ToolCallSettings, stateless = false): Server {
  const server = new Server({ name: info.name, version: info.version }, { capabilities: { tools: {}, logging: {} } });
  // The server's lifetime is the session's, so one level is the session's level.
  let level: LoggingLevel | undefined;
  const definitions = [...tools.values()].map((t) => t.definition);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: definitions }));
  server.setRequestHandler(SetLevelRequestSchema, (request) => {
    level = request.params.level;
    return {};
  });
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${JSON.stringify(request.params.name)}`);
    const shown = (l: LoggingLevel) => level === undefined || SEVERITY.get(l)! >= SEVERITY.get(level)!;
    const mcpRequest = requestOf(server, tool.definition.name, extra, shown, stateless);
    return callAgentTool(tool, request.params.arguments, mcpRequest, settings);
  });
  return server;
}

function requestOf(server: Server, toolName: string, extra: Extra, shown: (level: LoggingLevel) => boolean, stateless: boolean): McpRequest {
  const progressToken = extra._meta?.progressToken;
  const httpRequest = currentHttpRequest();
  return Object.freeze({
    toolName,
    sessionId: extra.sessionId,
    authInfo: extra.authInfo,
    headers: (extra.requestInfo?.headers ?? {}) as McpHeaders,
    ...(httpRequest ? { httpRequest } : {}),
    signal: extra.signal,
    clientCapabilities: (server.getClientCapabilities() ?? {}) as Record<string, unknown>,
    async log(level: LoggingLevel, data: unknown, logger?: string) {
      if (!shown(level)) return;
      await extra.sendNotification({ method: "notifications/message", params: { level, data, ...(logger !== undefined ? { logger } : {}) } });
    },
    async progress(progress: number, total?: number, message?: string) {
      if (progressToken === undefined) return;
      const params = { progressToken, progress, ...(total !== undefined ? { total } : {}), ...(message !== undefined ? { message } : {}) };
      await extra.sendNotification({ method: "notifications/progress", params });
    },
    async request(method: string, params: Record<string, unknown>) {
      // The client's answer would come in a POST of its own, to a fresh server that never sent the
      // request: it would wait forever.
      if (stateless) throw new Error(`${method} needs a session: a stateless MCP server cannot send requests to the client`);
      return (await extra.sendRequest({ method, params } as ServerRequest, ResultSchema)) as Record<string, unknown>;
    },
  });
}
