// @agentic-ts/mcp: agents served as MCP servers, and MCP servers' tools as options and tools.
export { mcpTools, McpToolSet } from "./consume/mcp-tools";
export { DEFAULT_MCP_TOOL_TIMEOUT_MS } from "./consume/mcp-tools-options";
export type { McpToolsOptions, SkippedMcpTool } from "./consume/mcp-tools-options";
export { McpToolError } from "./consume/mcp-tool-error";
export { MCP_SERVER_TRACE_KEY } from "./consume/remote-tool-function";
