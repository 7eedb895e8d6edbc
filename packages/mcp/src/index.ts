// @agentic-ts/mcp: agents served as MCP servers, and MCP servers' tools as options and tools.
export { mcpTools, McpToolSet } from "./consume/mcp-tools";
export { DEFAULT_MCP_TOOL_TIMEOUT_MS } from "./consume/mcp-tools-options";
export type { McpToolsOptions, SkippedMcpTool } from "./consume/mcp-tools-options";
export { McpToolError } from "./consume/mcp-tool-error";
export { MCP_SERVER_TRACE_KEY } from "./consume/remote-tool-function";

// serving agents as MCP servers (serve/)
export { serveMcp } from "./serve/serve-mcp";
export type { ServeMcpOptions, McpServerHandle } from "./serve/serve-mcp-options";
export { mcpHttpHandler } from "./serve/mcp-http-handler";
export type { McpHttpHandler, McpHttpHandlerOptions, McpServerAddress } from "./serve/mcp-http-handler-options";
export type { McpServingOptions } from "./serve/mcp-serving-options";
export type { ServedAgent } from "./serve/served-agent";
export { currentMcpRequest } from "./serve/mcp-request";
export type { McpRequest, McpAuthInfo, McpHeaders, McpLogLevel } from "./serve/mcp-request";
export { mcpContent, isMcpContent } from "./serve/mcp-content";
export type { McpContent, McpContentBlock, McpTextContent, McpImageContent, McpAudioContent, McpResourceContent } from "./serve/mcp-content";
export { McpToolCalls } from "./serve/mcp-tool-runs";
export type { McpRunsOptions } from "./serve/mcp-runs-options";
export type { McpToolRunResult } from "./serve/mcp-tool-runs";
