import { MaxIterationsError } from "../errors/max-iterations-error";
import type { CallContext } from "../contracts/call-context";
import type { Deadline } from "../runtime/deadline";
import { withDeadlineSignal } from "../runtime/deadline-signal";
import type { Message, ResponseFormat, ToolCall, Usage } from "../contracts/model-request";
import type { PickWire } from "../decision/pick-wire";
import type { ModelSettings } from "../contracts/model-settings";
import type { ToolSet } from "../runtime/resolve-tools";
import { runToolCall } from "./run-tool-call";
import type { Runtime } from "../runtime/runtime";
import type { RetryInfo } from "../runtime/transport-retry";
import { addUsage } from "../runtime/usage";
import type { BudgetMeter } from "../runtime/budget-meter";

/** The inputs of one tool-using turn. */
export interface ToolLoopInput {
  readonly runtime: Runtime;
  /** The conversation so far; the loop appends assistant tool calls and tool results to it. */
  readonly messages: Message[];
  readonly tools: ToolSet | undefined;
  readonly model?: string;
  readonly system?: string;
  readonly settings?: ModelSettings;
  readonly responseFormat?: ResponseFormat;
  /** A decision's option tools (`tools` pick mode): offered beside the work tools; calling one ends the turn. */
  readonly finishing?: PickWire;
  /** The deadline of the whole turn (its signal is made only when read: by a provider, or for a tool call that failed). */
  readonly deadline: Deadline;
  readonly maxIterations: number;
  readonly context?: CallContext;
  readonly parent?: number;
  readonly onRetry?: (info: RetryInfo) => void;
  readonly onText?: (delta: string) => void;
  /** The turn's budget scope (null: none anywhere); its tools run inside it. */
  readonly budget?: BudgetMeter | null;
}

/** The end of a tool-using turn: the model's final text and the usage summed over its model calls. */
export interface ToolLoopOutput {
  readonly text: string;
  readonly usage?: Usage;
  /** The last reply's tool calls when one of them called a finishing tool. */
  readonly toolCalls?: readonly ToolCall[];
}

/**
 * Calls the model, runs the tools it asks for, sends the results back, and repeats until the model
 * answers without tool calls. Stops with a {@link MaxIterationsError} when `maxIterations` model calls
 * all asked for tools.
 */
export async function runToolLoop(input: ToolLoopInput): Promise<ToolLoopOutput> {
  const { runtime, messages, tools, finishing } = input;
  let usage: Usage | undefined;
  for (let iteration = 1; ; iteration++) {
    const response = await runtime.callModel(
      // The signal is read from the deadline when the provider reads it: one told that it can never abort need not.
      withDeadlineSignal(
        {
          model: input.model,
          system: input.system,
          messages: [...messages],
          tools: finishing ? [...(tools?.definitions ?? []), ...finishing.tools] : tools?.definitions ?? [],
          responseFormat: input.responseFormat,
          ...(finishing ? { toolChoice: finishing.toolChoice, pickMode: finishing.mode } : {}),
          settings: input.settings,
          onText: input.onText,
        },
        input.deadline,
      ),
      { parent: input.parent, purpose: "exec", onRetry: input.onRetry, signalNeverAborts: input.deadline.neverAborts, budget: input.budget },
    );
    usage = addUsage(usage, response.usage);
    const calls = response.toolCalls ?? [];
    if (calls.length === 0) return { text: response.text, usage };
    if (finishing && calls.some((c) => !tools?.byName.has(c.name))) return { text: response.text, usage, toolCalls: calls };
    if (iteration >= input.maxIterations) throw new MaxIterationsError(input.maxIterations);
    messages.push({ role: "assistant", content: response.text, toolCalls: calls });
    for (const call of calls) {
      messages.push(await runToolCall(call, { runtime, tools, context: input.context, deadline: input.deadline, parent: input.parent, budget: input.budget ?? undefined }));
    }
  }
}
