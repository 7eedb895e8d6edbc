import { ConfigurationError, currentContext, dispatchChosen, isSuspension, passGate, Runs, type Runtime } from "@agentic-ts/core";
import type { AgentTool } from "./agent-tools";
import type { McpRunsOptions } from "./mcp-runs-options";

/** What the durable run of a gated tool call ends with: the function's result, or the decline sentence. */
export type McpToolRunResult = { readonly result: unknown } | { readonly declined: string };

/**
 * The agent of the durable runs `serveMcp` starts for gated tool calls: its one method, `call`, takes a
 * tool's name and validated arguments and goes through core's gate exactly as a model's tool call does —
 * `passGate` (the policy's answer and the verdict journaled, a pending approval suspending the run) and
 * `dispatchChosen` (a journaled dispatch: a replay never runs the function again). Runs record it under
 * the name `McpToolCalls`; a process that recovers them needs this agent, so it is one that serves the
 * same tools ({@link McpServerHandle.runs}).
 */
export class McpToolCalls {
  constructor(
    private readonly tools: ReadonlyMap<string, AgentTool>,
    private readonly runtime: Runtime,
  ) {}

  /** Calls the served tool `name` with validated arguments, through the approval gate. */
  async call(name: string, args: Record<string, unknown>): Promise<McpToolRunResult> {
    const tool = this.tools.get(name);
    if (!tool) throw new ConfigurationError(`serveMcp: this server has no tool named ${JSON.stringify(name)} for a durable run.`);
    const { option } = tool;
    const trace = this.runtime.trace;
    const node = trace.start("tool_call", option.name, { args, mcp: true });
    try {
      const gate = await passGate({ option, args, via: "tool_call", context: currentContext(), runtime: this.runtime, node });
      if (gate.declined !== undefined) {
        trace.end(node, { declined: true });
        return { declined: gate.declined };
      }
      const result = await dispatchChosen(option, args, async () => option.fn(...gate.bound));
      trace.end(node, { result });
      return { result };
    } catch (error) {
      if (isSuspension(error)) trace.suspend(node, error);
      else trace.fail(node, error);
      throw error;
    }
  }
}

/** Builds the `Runs` of gated tool calls over `options.store`, with {@link McpToolCalls} as its one agent. */
export function mcpToolRuns(options: McpRunsOptions, tools: ReadonlyMap<string, AgentTool>, runtime: Runtime): Runs {
  return new Runs({ store: options.store, runtime, agents: [new McpToolCalls(tools, runtime)], contextCodec: options.contextCodec, leaseMs: options.leaseMs });
}
