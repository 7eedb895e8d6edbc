import { AgenticTypeError } from "../errors/agentic-type-error";
import { ConfigurationError } from "../errors/configuration-error";
import { checkContext } from "../dispatch/check-context";
import { retriesOf } from "../decision/decision-options";
import { settleDecision } from "../decision/settle-decision";
import { renderOptions } from "../menu/render-options";
import { normalizeOptions } from "../options/normalize-options";
import { currentScope } from "./ambient-scope";
import { createDeadline } from "./deadline";
import { publishDecisionStart } from "./diagnostics";
import type { ExecOptions } from "./exec-options";
import { DECISION_FINISH_INSTRUCTION } from "./finish-instruction";
import type { Message, Usage } from "./model-request";
import { resolveTools, toolsAsOptions } from "./resolve-tools";
import { formatInstruction, settleFormatted, toResponseFormat } from "./response-format";
import type { Runtime } from "./runtime";
import { runToolLoop } from "./tool-loop";
import { addUsage } from "./usage";

/**
 * The body of `runtime.exec`: checks the options, runs the tool loop under one deadline and an `exec`
 * trace node, then settles the final reply as text, as formatted JSON, or as a decision.
 */
export async function execTurn(runtime: Runtime, content: string, options: ExecOptions<unknown, unknown>): Promise<unknown> {
  if (options.choices !== undefined && options.responseFormat !== undefined) {
    throw new AgenticTypeError(
      "exec: `choices` and `responseFormat` cannot be combined. A decision already returns structured results: use a schema option in `choices` instead.",
    );
  }
  const set = options.choices !== undefined ? normalizeOptions(options.choices as Parameters<typeof normalizeOptions>[0]) : undefined;
  const tools = resolveTools(runtime, options.tools, options.toolset);
  if (set) checkContext(set, options.context);
  if (tools) checkContext(toolsAsOptions(tools), options.context);
  const format = options.responseFormat !== undefined ? toResponseFormat(options.responseFormat) : undefined;
  const maxRetries = retriesOf(options.maxRetries);
  const maxIterations = options.maxIterations ?? runtime.maxIterations;
  if (!Number.isInteger(maxIterations) || maxIterations < 1) {
    throw new ConfigurationError(`maxIterations must be an integer >= 1, got ${String(options.maxIterations)}.`);
  }
  const menu = set ? renderOptions(set) : undefined;
  if (set && menu) publishDecisionStart({ runtime, options: set, menu });
  let text = content;
  if (menu) text += `\n\n${DECISION_FINISH_INSTRUCTION}\n\n${menu}`;
  if (format && !runtime.supportsResponseFormat) text += `\n\n${formatInstruction(format)}`;

  const scope = currentScope();
  const deadline = createDeadline(options);
  const node = runtime.trace.start(
    "exec",
    options.model ?? runtime.model ?? "exec",
    { content, tools: tools ? [...tools.byName.keys()] : [], choices: set?.options.map((o) => o.name) },
    scope.runtime === runtime ? scope.traceParent : undefined,
  );
  try {
    const messages: Message[] = [{ role: "user", content: text }];
    const model = options.model ?? runtime.model;
    const system = options.system ?? runtime.system;
    const turn = await runToolLoop({
      runtime, messages, tools, model, system, responseFormat: format, signal: deadline.signal,
      maxIterations, context: options.context, parent: node.id, onRetry: options.onRetry, onText: options.onText,
    });
    let result: unknown = turn.text;
    let usage = turn.usage;
    if (set && menu) {
      const decisionNode = runtime.trace.start("decision", "exec.choices", { options: set.options.map((o) => o.name), menu }, node.id);
      try {
        result = await settleDecision({
          reply: turn.text, set, menu, maxRetries, runtime, history: messages, signal: deadline.signal,
          model, system, node: decisionNode, context: options.context, onRetry: options.onRetry, onText: options.onText,
        });
        runtime.trace.end(decisionNode);
        usage = addUsage(usage, decisionNode.data.usage as Usage | undefined);
      } catch (error) {
        runtime.trace.fail(decisionNode, error);
        throw error;
      }
    } else if (format) {
      const formatted = await settleFormatted({
        runtime, reply: turn.text, format, history: messages, maxRetries, signal: deadline.signal,
        model, system, parent: node.id, onRetry: options.onRetry,
      });
      result = formatted.value;
      usage = addUsage(usage, formatted.usage);
    }
    runtime.trace.end(node, { usage });
    return result;
  } catch (error) {
    runtime.trace.fail(node, error);
    throw error;
  } finally {
    deadline.dispose();
  }
}
