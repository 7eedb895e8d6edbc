import { ApprovalRequiredError, dispatchChosen, functionContext, passGate, type RequestContext, type Runs, type Runtime } from "@agentic-ts/core";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AgentTool } from "./agent-tools";
import { canElicit, elicitingApprover } from "./elicit-approval";
import { runInMcpRequest, type McpRequest } from "./mcp-request";
import type { McpToolRunResult } from "./mcp-tool-runs";
import { errorResult, toolResult } from "./tool-result";

/** What a gated call needs: the runtime the gate and the function use, and the durable runs when configured. */
export interface GatedCallSettings {
  readonly runtime?: Runtime;
  readonly runs?: Runs;
}

/**
 * Answers a call of a tool whose function has an `approval` policy, through core's gate (`passGate`, the
 * code path of a model's pick), in this order:
 *
 * 1. The client declared `elicitation`: the person is asked with `elicitation/create`; approved, the
 *    function runs; declined or cancelled, it never runs and the result is an `isError` decline.
 * 2. Else, with durable runs: the call starts a run that suspends pending the approval; the `isError`
 *    result names the run, its request hash and the `agentic runs approve` command (its `_meta` carries
 *    them as `agentic-ts/run`). The verdict completes the run wherever it is resumed or recovered.
 * 3. Else the runtime's own `approver` decides; with none, the `isError` result says what to configure.
 *
 * A policy that needs no approval for these arguments lets the call run at once, in each case.
 * `values` are the call's context values (from the `context` hook), ambient already.
 */
export async function callGatedTool(tool: AgentTool, args: Record<string, unknown>, values: RequestContext, request: McpRequest, settings: GatedCallSettings): Promise<CallToolResult> {
  const { option } = tool;
  const elicit = canElicit(request);
  if (!elicit && settings.runs) return startToolRun(settings.runs, tool, args, values);
  const runtime = settings.runtime ?? settings.runs?.runtime;
  if (!runtime) return errorResult(`Tool "${option.name}" needs a person's approval, and this server has no runtime to ask for it with (serveMcp's runtime option); it was not run.`);
  const node = runtime.trace.start("tool_call", option.name, { args, mcp: true });
  let value: unknown;
  try {
    const approver = elicit ? elicitingApprover(request) : undefined;
    const gate = await passGate({ option, args, via: "tool_call", runtime, node, ...(approver ? { approver } : {}) });
    if (gate.declined !== undefined) {
      runtime.trace.end(node, { declined: true });
      return errorResult(gate.declined);
    }
    value = await dispatchChosen(option, args, async () => runInMcpRequest(request, async () => option.fn(...gate.bound)));
    runtime.trace.end(node, { result: value });
  } catch (error) {
    runtime.trace.fail(node, error);
    if (!(error instanceof ApprovalRequiredError)) throw error;
    return errorResult(
      `Tool "${option.name}" needs a person's approval, and this client cannot be asked (it did not declare elicitation) and the server keeps no durable runs (serveMcp's runs option); it was not run.`,
    );
  }
  // Outside the node: a result that does not match the outputSchema fails the call, not the function that ran.
  return toolResult(value, tool.definition);
}

async function startToolRun(runs: Runs, tool: AgentTool, args: Record<string, unknown>, values: RequestContext): Promise<CallToolResult> {
  const { option } = tool;
  // The run stores only the values the function's own @ContextParam parameters take, never the rest of
  // what the context hook returned (headers, tokens).
  const run = await runs.start("McpToolCalls", "call", [option.name, args], { context: functionContext(option, values) });
  if (run.status === "completed") {
    const end = run.result as McpToolRunResult;
    return "declined" in end ? errorResult(end.declined) : toolResult(end.result, tool.definition);
  }
  if (run.status === "suspended" && run.pending) {
    const hash = run.pending.requestHash;
    const why = run.pending.reason !== undefined ? ` (${run.pending.reason})` : "";
    return {
      isError: true,
      content: [
        {
          type: "text",
          text:
            `Tool "${option.name}" needs a person's approval${why}; it was not run. Durable run ${run.id} waits for it (request ${hash}). ` +
            `Approve it with: agentic runs approve ${run.id} --request ${hash} — or decline it with: agentic runs decline ${run.id} --request ${hash}.`,
        },
      ],
      _meta: { "agentic-ts/run": { id: run.id, requestHash: hash, status: run.status } },
    };
  }
  throw new Error(`the durable run ${run.id} of tool "${option.name}" ended ${run.status}`);
}
