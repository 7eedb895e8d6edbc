import { agenticFunction, currentRuntime, currentTraceNode, type AnyFunction, type ApprovalPolicy } from "@agentic-ts/core";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ErrorCode, McpError, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { McpToolError } from "./mcp-tool-error";
import type { RemoteParams } from "./remote-params";
import { toolResultText } from "./tool-result-text";

/** The trace data key a remote tool call's nodes carry the server's name under. */
export const MCP_SERVER_TRACE_KEY = "mcpServer";

/** What one remote tool's function needs to call it. */
export interface RemoteToolSpec {
  readonly client: Client;
  readonly tool: Tool;
  /** The name the model sees (prefix included). */
  readonly name: string;
  readonly params: RemoteParams;
  readonly server: string | undefined;
  readonly approval?: ApprovalPolicy;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/**
 * Builds the agentic function standing for one remote tool: its parameters are the remote schema's
 * properties (validated by core's Ajv path before any call), and its body calls `tools/call` with the
 * arguments given, a timeout and the set's signal. A result with `isError`, a timeout and a refused
 * request throw {@link McpToolError}, so the model reads a tool error. Dispatch, the approval gate, the
 * trace and a durable run's journal are core's, as for any agentic function.
 */
export function remoteToolFunction(spec: RemoteToolSpec): AnyFunction {
  const { client, tool, params, server } = spec;
  const call = async (...values: unknown[]): Promise<string> => {
    noteServer(server);
    const args: Record<string, unknown> = {};
    params.names.forEach((name, index) => {
      if (values[index] !== undefined) Object.defineProperty(args, name, { value: values[index], enumerable: true, writable: true, configurable: true });
    });
    let result: Awaited<ReturnType<Client["callTool"]>>;
    try {
      result = await client.callTool({ name: tool.name, arguments: args }, undefined, { timeout: spec.timeoutMs, signal: spec.signal });
    } catch (error) {
      throw callFailure(error, spec);
    }
    const text = toolResultText(result as Parameters<typeof toolResultText>[0]);
    if (result.isError === true) throw new McpToolError(text || `the MCP tool "${tool.name}" reported an error without a message`, tool.name, server);
    return text;
  };
  // Core reads which parameters are required from the function's length: the required ones come first.
  Object.defineProperty(call, "length", { value: params.required });
  return agenticFunction(call, {
    name: spec.name,
    description: tool.description ?? tool.title,
    params: params.fields,
    ...(spec.approval !== undefined ? { approval: spec.approval } : {}),
  });
}

// The function's own node and the tool call (or decision) node above it say which server answered.
function noteServer(server: string | undefined): void {
  const node = currentTraceNode();
  const trace = currentRuntime()?.trace;
  if (!node || !trace || server === undefined) return;
  node.data[MCP_SERVER_TRACE_KEY] = server;
  const parent = node.parentId === undefined ? undefined : trace.get(node.parentId);
  if (parent?.kind === "tool_call") parent.data[MCP_SERVER_TRACE_KEY] = server;
}

function callFailure(error: unknown, spec: RemoteToolSpec): McpToolError {
  const where = `the MCP tool "${spec.tool.name}"${spec.server ? ` of server "${spec.server}"` : ""}`;
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return new McpToolError(`${where} did not answer within ${spec.timeoutMs} ms`, spec.tool.name, spec.server);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new McpToolError(`${where} could not be called: ${message}`, spec.tool.name, spec.server);
}
