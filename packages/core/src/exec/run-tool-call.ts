import { ConfigurationError } from "../errors/configuration-error";
import type { CallContext } from "../contracts/call-context";
import { dispatchChosen, passGate, type GateOutcome } from "../dispatch/gated-dispatch";
import { JournalWriteError } from "../errors/journal-write-error";
import { NonDeterminismError } from "../errors/non-determinism-error";
import { parseStrictJson } from "../reply/strict-json";
import { validateOptionArgs } from "../dispatch/validate-option-args";
import { isSuspension } from "../errors/run-suspension";
import { runInScope } from "../runtime/ambient-scope";
import type { Deadline } from "../runtime/deadline";
import type { Message, ToolCall } from "../contracts/model-request";
import type { ToolSet } from "../runtime/resolve-tools";
import type { Runtime } from "../runtime/runtime";
import { traceFailure } from "../runtime/trace-failure";
import { BudgetExceededError } from "../errors/budget-exceeded-error";
import type { BudgetMeter } from "../runtime/budget-meter";

/** The longest error text a tool result sends back to the model. */
export const TOOL_ERROR_LIMIT = 1000;

/** Everything a tool call needs besides the call itself. */
export interface ToolCallEnv {
  readonly runtime: Runtime;
  readonly tools: ToolSet | undefined;
  readonly context?: CallContext;
  /** The turn's deadline: a failed call reads its signal to tell an abort from a tool's own error. */
  readonly deadline: Deadline;
  readonly parent?: number;
  /** The turn's budget scope: model calls the tool makes count toward it. */
  readonly budget?: BudgetMeter;
}

type ToolMessage = Extract<Message, { role: "tool" }>;

/**
 * Runs one tool call the model asked for through the decision pipeline (strict JSON, Ajv, binding with
 * context and runtime injection, the approval gate) and returns the tool-result message. Bad arguments, an
 * unknown tool, a declined approval or a thrown error become an error result for the model; configuration
 * errors, aborts and a run's suspension propagate. Inside a durable run the call is a journaled step.
 */
export async function runToolCall(call: ToolCall, env: ToolCallEnv): Promise<ToolMessage> {
  const { runtime, tools } = env;
  const trace = runtime.trace;
  const option = tools?.byName.get(call.name);
  // A name the turn did not offer is text the model wrote: marked, so exporters keep it out of span names.
  const node = trace.start("tool_call", String(call.name), option ? { callId: call.id, args: call.args } : { callId: call.id, args: call.args, unknownTool: true }, env.parent);
  const reply = (content: string, isError = false): ToolMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content, isError });
  const refuse = (message: string): ToolMessage => {
    const bounded = message.length > TOOL_ERROR_LIMIT ? `${message.slice(0, TOOL_ERROR_LIMIT)}…` : message;
    trace.fail(node, new Error(bounded));
    return reply(bounded, true);
  };

  if (!option) {
    const names = tools ? [...tools.byName.keys()].join(", ") : "";
    return refuse(`Unknown tool ${JSON.stringify(String(call.name).slice(0, 80))}. ${names ? `Available tools: ${names}.` : "No tools are available."}`);
  }
  let args: unknown = call.args ?? {};
  if (typeof args === "string") {
    const parsed = parseStrictJson(args.trim() === "" ? "{}" : args);
    if (!parsed.ok) return refuse(`Invalid arguments for "${option.name}": ${parsed.problem.message}`);
    args = parsed.value;
  }
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    return refuse(`Invalid arguments for "${option.name}": the arguments must be a JSON object.`);
  }
  const validated = await validateOptionArgs(option, args as Record<string, unknown>);
  if (!validated.ok) return refuse(`Invalid arguments for "${option.name}": ${validated.problem.message}`);

  let gate: GateOutcome;
  try {
    // An approval nobody can give (ApprovalRequiredError), a failing approver, a replay that differs from
    // its journal and a run's suspension end the turn: they are not tool failures for the model to read.
    gate = await passGate({ option, args: validated.value, via: "tool_call", context: env.context, runtime, node });
  } catch (error) {
    traceFailure(trace, node, error);
    throw error;
  }
  if (gate.declined !== undefined) return refuse(gate.declined);
  const { bound } = gate;
  try {
    const result = await dispatchChosen(option, validated.value, () => runInScope({ runtime, traceParent: node.id, budget: env.budget }, async () => option.fn(...bound)));
    trace.end(node, { args: validated.value, result });
    return reply(serializeToolResult(result));
  } catch (error) {
    // A journal that differs from the replay, or that could not be written, must end the run, never reach
    // the model as a tool's failure.
    if (env.deadline.signal.aborted || error instanceof ConfigurationError || endsRun(error)) {
      traceFailure(trace, node, error);
      throw error;
    }
    const e = error instanceof Error ? error : new Error(String(error));
    return refuse(`Tool "${option.name}" failed: ${e.name}: ${e.message}`);
  }
}

function endsRun(error: unknown): boolean {
  // A spent budget ends the turn too: the model could only be refused again.
  return error instanceof NonDeterminismError || error instanceof JournalWriteError || error instanceof BudgetExceededError || isSuspension(error);
}

/** Turns a tool's return value into the text sent back to the model. */
export function serializeToolResult(result: unknown): string {
  if (typeof result === "string") return result;
  if (result === undefined) return "null";
  try {
    return JSON.stringify(result) ?? String(result);
  } catch {
    return String(result);
  }
}
