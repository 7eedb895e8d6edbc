import type { DecisionPick } from "../dispatch/decision-pick";
import { renderSetMenu } from "../menu/render-options";
import { normalizeOptions } from "../options/normalize-options";
import { isOptionSet } from "../options/is-option-set";
import type { OptionSet } from "../options/option-spec";
import type { Options } from "../options/options-types";
import { currentScope } from "../runtime/ambient-scope";
import { createDeadline } from "../runtime/deadline";
import { effectiveSettings } from "../runtime/effective-settings";
import type { Message } from "../contracts/model-request";
import { retriesOf, type DecisionOptions } from "./decision-options";
import { runPickLoop } from "./pick-loop";

/** Options of {@link parseArgs}. */
export interface ParseArgsOptions extends Omit<DecisionOptions, "context"> {
  /** The conversation `reply` answered; re-picks continue it. */
  readonly history?: readonly Message[];
}

/**
 * Reads a model reply as a pick from `options`: extracts the JSON action, checks the option exists and
 * validates its arguments; on a problem it re-asks the model (a runtime is needed then) up to
 * `maxRetries` times, and finally throws {@link DecisionError}. Resolve the pick with `resolveDecision`.
 */
export async function parseArgs(reply: string, options: Options | OptionSet, opts: ParseArgsOptions = {}): Promise<DecisionPick> {
  const set = isOptionSet(options) ? options : normalizeOptions(options);
  const maxRetries = retriesOf(opts.maxRetries);
  const scope = currentScope();
  const runtime = opts.runtime ?? scope.runtime;
  const deadline = createDeadline(opts);
  try {
    const input = {
      reply,
      set,
      menu: renderSetMenu(set),
      maxRetries,
      runtime,
      history: opts.history ?? [],
      deadline,
      model: opts.model ?? runtime?.model,
      system: opts.system ?? runtime?.system,
      settings: runtime ? effectiveSettings(opts.settings, runtime, "parseArgs settings") : undefined,
      onRetry: opts.onRetry,
    };
    const { pick } = await runPickLoop(input, scope.runtime === runtime ? scope.traceParent : undefined);
    return pick;
  } finally {
    deadline.dispose();
  }
}
