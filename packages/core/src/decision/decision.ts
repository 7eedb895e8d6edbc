import { NoRuntimeError } from "../errors/no-runtime-error";
import { checkContext } from "../dispatch/check-context";
import { renderOptions } from "../menu/render-options";
import type { DecisionResult } from "../options/decision-result";
import { normalizeOptions } from "../options/normalize-options";
import type { Options } from "../options/options-types";
import { currentScope } from "../runtime/ambient-scope";
import { publishDecisionStart } from "../runtime/diagnostics";
import { createDeadline } from "../runtime/deadline";
import type { Message } from "../runtime/model-request";
import { retriesOf, type DecisionOptions } from "./decision-options";
import { settleDecision } from "./settle-decision";

/**
 * Hands the model a menu of options and resolves its pick into the result of the next step: a picked
 * function runs with validated, injected arguments and its result comes back; a picked value comes back
 * as-is; a picked schema option comes back as `{ decision, ...fields }`.
 *
 * One model call with `prompt + "\n\n" + menu` and no tools; your prompt should ask the model to pick.
 * A bad reply is re-picked up to `maxRetries` times, then a {@link DecisionError} is thrown.
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
async function make<const O extends Options>(prompt: string, options: O, opts: DecisionOptions = {}): Promise<DecisionResult<O>> {
  const set = normalizeOptions(options);
  const maxRetries = retriesOf(opts.maxRetries);
  const scope = currentScope();
  const runtime = opts.runtime ?? scope.runtime;
  if (!runtime) throw new NoRuntimeError("decision.make");
  checkContext(set, opts.context);
  const menu = renderOptions(set);
  publishDecisionStart({ runtime, options: set, menu });
  const deadline = createDeadline(opts);
  const parent = scope.runtime === runtime ? scope.traceParent : undefined;
  const node = runtime.trace.start("decision", "decision.make", { options: set.options.map((o) => o.name), menu }, parent);
  try {
    const history: Message[] = [{ role: "user", content: `${prompt}\n\n${menu}` }];
    const model = opts.model ?? runtime.model;
    const system = opts.system ?? runtime.system;
    const first = await runtime.callModel(
      { model, system, messages: history, tools: [], signal: deadline.signal, onText: opts.onText },
      { parent: node.id, purpose: "decision", onRetry: opts.onRetry },
    );
    const result = await settleDecision({
      reply: first.text, set, menu, maxRetries, runtime, history, signal: deadline.signal,
      model, system, node, context: opts.context, usage: first.usage, onRetry: opts.onRetry, onText: opts.onText,
    });
    runtime.trace.end(node);
    return result as DecisionResult<O>;
  } catch (error) {
    runtime.trace.fail(node, error);
    throw error;
  } finally {
    deadline.dispose();
  }
}

/** The next-step decision: `decision.make(prompt, options, opts?)`. */
export const decision = { make } as const;
