import { NoRuntimeError } from "../errors/no-runtime-error";
import { checkContext } from "../dispatch/check-context";
import { renderSetMenu } from "../menu/render-options";
import type { DecisionResult } from "../options/decision-result";
import { normalizeOptions } from "../options/normalize-options";
import type { Options } from "../options/options-types";
import { currentScope } from "../runtime/ambient-scope";
import type { Detailed } from "../runtime/detailed";
import { publishDecisionStart } from "../runtime/diagnostics";
import { createDeadline } from "../runtime/deadline";
import { withDeadlineSignal } from "../runtime/deadline-signal";
import { effectiveSettings } from "../runtime/effective-settings";
import type { ExecInput } from "../runtime/exec-input";
import { joinSystem } from "../runtime/join-system";
import type { Message, ModelRequest, Usage } from "../contracts/model-request";
import { appendToLastUser, readExecInput } from "../runtime/read-exec-input";
import { replyAttempts } from "../runtime/reply-attempts";
import type { TraceNode } from "../trace/trace-node";
import { retriesOf, type DecisionOptions } from "./decision-options";
import type { PickLoopOutput } from "./pick-loop";
import { settleDecisionNow } from "./settle-decision";
import { effectivePickMode } from "./effective-pick-mode";
import { pickWire } from "./pick-wire";
import { decisionRecord, recordPrompt } from "./decision-record";
import { traceFailure } from "../runtime/trace-failure";
import { operationMeter } from "../runtime/operation-meter";

/** What `makeDetailed` collects while the decision runs. */
interface DecisionSink {
  node?: TraceNode;
  picked?: PickLoopOutput;
}

/**
 * Hands the model a menu of options and resolves its pick into the result of the next step: a picked
 * function runs with validated, injected arguments and its result comes back; a picked value comes back
 * as-is; a picked schema option comes back as `{ decision, ...fields }`.
 *
 * One model call with `prompt + "\n\n" + menu` and no tools; your prompt should ask the model to pick.
 * With `pickMode: "tools"` the options go as native tools instead, with `"json"` as a structured-output schema.
 * `prompt` may also be a conversation (`{ role, content }` messages, text and image parts) ending with
 * the user's message, which the menu is appended to. A bad reply is re-picked up to `maxRetries` times,
 * then a {@link DecisionError} is thrown.
 *
 * @example
 * ```ts
 * const next = await decision.make("Pick a way to handle this message.", {
 *   analyze: this.analyzeSentiment,
 *   fallback: this.fallbackReply,
 *   done: "CONVERSATION_OVER",
 * });
 * ```
 */
function make<const O extends Options>(prompt: ExecInput, options: O, opts: DecisionOptions = {}): Promise<DecisionResult<O>> {
  return decide(prompt, options, opts, undefined) as Promise<DecisionResult<O>>;
}

/**
 * Makes a decision like {@link make} and resolves to its result together with the tokens it spent
 * (first call and re-picks), every reply it read (rejected ones with their problem, the accepted one
 * last) and its finished `decision` trace node. `result` has the type `make` would resolve to.
 *
 * @example
 * ```ts
 * const { result, usage, attempts, node } = await decision.makeDetailed("Route this ticket.", { refund: desk.refund, close: "CLOSED" });
 * ```
 */
async function makeDetailed<const O extends Options>(prompt: ExecInput, options: O, opts: DecisionOptions = {}): Promise<Detailed<DecisionResult<O>>> {
  const sink: DecisionSink = {};
  const result = (await decide(prompt, options, opts, sink)) as DecisionResult<O>;
  const node = sink.node!;
  const picked = sink.picked!;
  return { result, usage: node.data.usage as Usage | undefined, attempts: replyAttempts(picked.rejected, picked.reply), node };
}

async function decide(prompt: ExecInput, options: Options, opts: DecisionOptions, sink: DecisionSink | undefined): Promise<unknown> {
  const set = normalizeOptions(options);
  const maxRetries = retriesOf(opts.maxRetries);
  const scope = currentScope();
  const runtime = opts.runtime ?? scope.runtime;
  if (!runtime) throw new NoRuntimeError("decision.make");
  checkContext(set, opts.context);
  const settings = effectiveSettings(opts.settings, runtime, "decision.make settings", scope);
  const menu = renderSetMenu(set);
  const wire = pickWire(effectivePickMode(opts.pickMode, runtime, "decision.make", scope), set, menu, runtime, "decision.make");
  const input = typeof prompt === "string" ? undefined : readExecInput(prompt, "decision.make");
  publishDecisionStart(runtime, set, menu);
  // Null with no budget anywhere: then the decision's calls skip budgets entirely.
  const budget = operationMeter(runtime, opts.budget, "decision", scope.budget);
  const deadline = createDeadline(opts);
  const parent = scope.runtime === runtime ? scope.traceParent : undefined;
  const model = opts.model ?? runtime.model;
  const system = joinSystem(opts.system ?? runtime.system, input?.system);
  // The data is the node's own: bounded where it stands, not copied.
  const data = decisionRecord(set, menu, wire, model, settings);
  recordPrompt(data, system, prompt, input);
  const node = runtime.trace.startOwned("decision", "decision.make", data, parent);
  if (sink) sink.node = node;
  try {
    const asked = wire ? wire.prompt : menu;
    const history: Message[] = input ? input.messages : [{ role: "user", content: `${prompt as string}\n\n${asked}` }];
    if (input) appendToLastUser(history, asked);
    // Two literals rather than a spread of a conditional one: no throwaway object per text-mode decision. The
    // signal is read from the deadline when the provider reads it (one told that it can never abort need not).
    const request: ModelRequest = withDeadlineSignal(
      wire
        ? {
            model, system, messages: history, tools: wire.tools, settings, onText: opts.onText,
            toolChoice: wire.toolChoice, responseFormat: wire.responseFormat, pickMode: wire.mode,
          }
        : { model, system, messages: history, tools: [], settings, onText: opts.onText },
      deadline,
    );
    const first = await runtime.callModel(request, { parent: node.id, purpose: "decision", onRetry: opts.onRetry, signalNeverAborts: deadline.neverAborts, budget });
    let result = settleDecisionNow({
      reply: first.text, toolCalls: first.toolCalls, wire, set, menu, maxRetries, runtime, history, deadline,
      model, system, settings, budget,
      node, context: opts.context, usage: first.usage, onRetry: opts.onRetry, onText: opts.onText,
      onPicked: sink && ((picked) => (sink.picked = picked)),
    });
    // A synchronous result (a value, or what a sync function returned) takes no extra turn; a thenable is
    // settled before the node ends, as the function's own promise would be.
    if (isThenable(result)) result = await result;
    runtime.trace.end(node);
    return result;
  } catch (error) {
    traceFailure(runtime.trace, node, error);
    throw error;
  } finally {
    deadline.dispose();
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof (value as PromiseLike<unknown>).then === "function";
}

/** The next-step decision: `decision.make(prompt, options, opts?)`, and `decision.makeDetailed` for its usage, attempts and trace node. */
export const decision = { make, makeDetailed } as const;
