import { needsApprovalCheck, resolveDecision, runWithRuntime, validateOptionArgs, withContext, type RequestContext, type Runs, type Runtime } from "@agentic-ts/core";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { toolForCall, type AgentTool } from "./agent-tools";
import { runInMcpRequest, type McpRequest } from "./mcp-request";
import { callGatedTool } from "./gated-tool-call";
import { errorResult, toolResult } from "./tool-result";

/** What a tool call needs besides the tool, its arguments and the request. */
export interface ToolCallSettings {
  /** The context values for hidden (`@ContextParam`) parameters, from the request. */
  readonly context?: (request: McpRequest) => RequestContext | Promise<RequestContext>;
  /** The runtime `@RuntimeParam` parameters receive, ambient for the call. */
  readonly runtime?: Runtime;
  /** Told about a function's exception (the client only learns the tool failed). */
  readonly onError: (error: unknown, toolName: string) => void;
  /** The durable runs gated calls start when the client cannot be asked (see `ServeMcpOptions.runs`). */
  readonly runs?: Runs;
}

/**
 * Answers one `tools/call` for a served function, the way a model's pick of it is handled: the arguments
 * go through core's validation for the option (Ajv with the same compiled or precompiled validator,
 * unknown fields dropped, then DTOs), and a failure is an `isError` result whose text names the field;
 * hidden parameters come from the `context` hook (as `withContext` values) or the agent's container;
 * an agent resolved per call is resolved for the request (after validation: an invalid call builds nothing);
 * the function runs through its agentic wrapper (trace node, ambient runtime), with the request readable
 * as `currentMcpRequest()`. A function that throws gives an `isError` result saying only that it failed
 * (no message, stack or internals: those go to `onError`).
 *
 * A function with an `approval` policy goes through core's gate first: see {@link callGatedTool}.
 */
export async function callAgentTool(tool: AgentTool, rawArgs: Record<string, unknown> | undefined, request: McpRequest, settings: ToolCallSettings): Promise<CallToolResult> {
  const { option } = tool;
  // Validation cleans its input in place: a copy keeps the SDK's request object as it came.
  const validated = await validateOptionArgs(option, { ...(rawArgs ?? {}) });
  if (!validated.ok) return errorResult(`Invalid arguments for tool "${option.name}": ${validated.problem.message}`);
  try {
    const values = settings.context ? await settings.context(request) : {};
    const bound = await toolForCall(tool, request);
    if (needsApprovalCheck(option)) {
      const gatedCall = () => callGatedTool(bound, validated.value, values, request, settings);
      return await withContext(values, () => (settings.runtime ? runWithRuntime(settings.runtime, gatedCall) : gatedCall()));
    }
    const run = () => runInMcpRequest(request, () => resolveDecision({ option: bound.option, args: validated.value }, { runtime: settings.runtime }));
    const value = await withContext(values, () => (settings.runtime ? runWithRuntime(settings.runtime, run) : run()));
    return toolResult(value, tool.definition);
  } catch (error) {
    settings.onError(error, option.name);
    return errorResult(`Tool "${option.name}" failed.`);
  }
}
