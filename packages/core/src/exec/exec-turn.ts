import { AgenticTypeError } from "../errors/agentic-type-error";
import { ConfigurationError } from "../errors/configuration-error";
import { checkContext } from "../dispatch/check-context";
import { retriesOf } from "../decision/decision-options";
import { settleDecision } from "../decision/settle-decision";
import { decisionRecord, recordPrompt } from "../decision/decision-record";
import { renderSetMenu } from "../menu/render-options";
import { normalizeOptions } from "../options/normalize-options";
import { optionNames } from "../options/option-names";
import type { TraceNode } from "../trace/trace-node";
import { currentScope } from "../runtime/ambient-scope";
import { createDeadline } from "../runtime/deadline";
import { publishDecisionStart } from "../runtime/diagnostics";
import { effectiveSettings } from "../runtime/effective-settings";
import type { ExecInput } from "../runtime/exec-input";
import type { ReplyAttempt } from "../runtime/detailed";
import type { ExecDetails } from "../runtime/exec-details";
import type { ExecOptions } from "../runtime/exec-options";
import { execPick } from "./exec-pick";
import type { Usage } from "../contracts/model-request";
import { appendToLastUser, readExecInput } from "../runtime/read-exec-input";
import { replyAttempts } from "../runtime/reply-attempts";
import { resolveTools, toolsAsOptions } from "../runtime/resolve-tools";
import { formatInstruction, settleFormatted, toResponseFormat } from "./response-format";
import type { Runtime } from "../runtime/runtime";
import { joinSystem } from "../runtime/join-system";
import { runToolLoop } from "./tool-loop";
import { addUsage } from "../runtime/usage";
import { traceFailure } from "../runtime/trace-failure";
import { operationMeter } from "../runtime/operation-meter";

/**
 * The body of `runtime.exec`: checks the options and the input, runs the tool loop under one deadline
 * and an `exec` trace node, then settles the final reply as text, as formatted JSON, or as a decision.
 */
export async function execTurn(runtime: Runtime, content: ExecInput, options: ExecOptions<unknown, unknown>, details?: ExecDetails): Promise<unknown> {
  if (options.choices !== undefined && options.responseFormat !== undefined) {
    throw new AgenticTypeError(
      "exec: `choices` and `responseFormat` cannot be combined. A decision already returns structured results: use a schema option in `choices` instead.",
    );
  }
  const input = readExecInput(content, "exec");
  const settings = effectiveSettings(options.settings, runtime, "exec settings");
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
  const menu = set ? renderSetMenu(set) : undefined;
  if (set && menu) publishDecisionStart(runtime, set, menu);
  const model = options.model ?? runtime.model;
  const system = joinSystem(options.system ?? runtime.system, input.system);
  // A turn with choices records what it asked (before the menu is appended) and the tools it offered, so
  // that its decision can be asked again (see recordPrompt).
  const asked: Record<string, unknown> = {
    content: typeof content === "string" ? content : input.messages.map((m) => m.content).join("\n\n"),
    tools: tools ? [...tools.byName.keys()] : [],
    choices: set && optionNames(set),
  };
  if (set) {
    recordPrompt(asked, system, content, typeof content === "string" ? undefined : input);
    if (tools) asked.toolSpecs = JSON.stringify(tools.definitions);
  }
  const messages = input.messages;
  const pick = set && menu ? execPick(runtime, set, menu, tools, options.pickMode) : undefined;
  if (pick) appendToLastUser(messages, pick.appended);
  if (format && !runtime.supportsResponseFormat) appendToLastUser(messages, formatInstruction(format));

  const scope = currentScope();
  // Null with no budget anywhere: then the turn's calls skip budgets entirely.
  const budget = operationMeter(runtime, options.budget, "exec", scope.budget);
  const deadline = createDeadline(options);
  // The data literals of this turn's nodes are theirs: bounded where they stand, not copied.
  const node = runtime.trace.startOwned("exec", model ?? "exec", asked, scope.runtime === runtime ? scope.traceParent : undefined);
  if (details) details.node = node;
  try {
    const turn = await runToolLoop({
      runtime, messages, tools, model, system, settings, responseFormat: format ?? pick?.wire?.responseFormat,
      finishing: pick?.wire?.mode === "tools" ? pick.wire : undefined, deadline, maxIterations, context: options.context, parent: node.id, onRetry: options.onRetry, onText: options.onText, budget,
    });
    let result: unknown = turn.text;
    let usage = turn.usage;
    let attempts: ReplyAttempt[] | undefined;
    if (set && menu) {
      const decisionNode = runtime.trace.startOwned("decision", "exec.choices", decisionRecord(set, menu, pick?.wire, model, settings), node.id);
      try {
        result = await settleDecision({
          reply: turn.text, toolCalls: turn.toolCalls, wire: pick?.wire, set, menu, maxRetries, runtime, history: messages, deadline,
          model, system, settings, budget, node: decisionNode, context: options.context, onRetry: options.onRetry, onText: options.onText,
          onPicked: details && ((picked) => (attempts = replyAttempts(picked.rejected, picked.reply))),
        });
        runtime.trace.end(decisionNode);
        usage = addUsage(usage, decisionNode.data.usage as Usage | undefined);
      } catch (error) {
        traceFailure(runtime.trace, decisionNode, error);
        throw error;
      }
    } else if (format) {
      const formatted = await settleFormatted({
        runtime, reply: turn.text, format, history: messages, maxRetries, deadline,
        model, system, settings, parent: node.id, onRetry: options.onRetry, budget,
      });
      result = formatted.value;
      usage = addUsage(usage, formatted.usage);
      if (details) attempts = replyAttempts(formatted.rejected, formatted.reply);
    }
    runtime.trace.end(node, { usage });
    if (details) Object.assign(details, { usage, attempts: attempts ?? replyAttempts([], turn.text) });
    return result;
  } catch (error) {
    traceFailure(runtime.trace, node, error);
    throw error;
  } finally {
    deadline.dispose();
  }
}
