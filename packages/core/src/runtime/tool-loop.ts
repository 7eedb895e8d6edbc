import { MaxIterationsError } from "../errors/max-iterations-error";
import type { CallContext } from "../dispatch/call-context";
import type { Message, ResponseFormat, Usage } from "./model-request";
import type { ModelSettings } from "./model-settings";
import type { ToolSet } from "./resolve-tools";
import { runToolCall } from "./run-tool-call";
import type { Runtime } from "./runtime";
import type { RetryInfo } from "./transport-retry";
import { addUsage } from "./usage";

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
  readonly signal: AbortSignal;
  readonly maxIterations: number;
  readonly context?: CallContext;
  readonly parent?: number;
  readonly onRetry?: (info: RetryInfo) => void;
  readonly onText?: (delta: string) => void;
}

/** The end of a tool-using turn: the model's final text and the usage summed over its model calls. */
export interface ToolLoopOutput {
  readonly text: string;
  readonly usage?: Usage;
}

/**
 * Calls the model, runs the tools it asks for, sends the results back, and repeats until the model
 * answers without tool calls. Stops with a {@link MaxIterationsError} when `maxIterations` model calls
 * all asked for tools.
 */
export async function runToolLoop(input: ToolLoopInput): Promise<ToolLoopOutput> {
  const { runtime, messages, tools } = input;
  let usage: Usage | undefined;
  for (let iteration = 1; ; iteration++) {
    const response = await runtime.callModel(
      {
        model: input.model,
        system: input.system,
        messages: [...messages],
        tools: tools?.definitions ?? [],
        responseFormat: input.responseFormat,
        settings: input.settings,
        signal: input.signal,
        onText: input.onText,
      },
      { parent: input.parent, purpose: "exec", onRetry: input.onRetry },
    );
    usage = addUsage(usage, response.usage);
    const calls = response.toolCalls ?? [];
    if (calls.length === 0) return { text: response.text, usage };
    if (iteration >= input.maxIterations) throw new MaxIterationsError(input.maxIterations);
    messages.push({ role: "assistant", content: response.text, toolCalls: calls });
    for (const call of calls) {
      messages.push(await runToolCall(call, { runtime, tools, context: input.context, signal: input.signal, parent: input.parent }));
    }
  }
}
