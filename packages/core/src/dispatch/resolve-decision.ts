import { DECISION_FIELD } from "../options/schema-option";
import type { Runtime } from "../runtime/runtime";
import { bindArguments } from "./bind-arguments";
import type { CallContext } from "../contracts/call-context";
import type { DecisionPick } from "./decision-pick";

/** Options of {@link resolveDecision}. */
export interface ResolveOptions {
  /** Values for `@ContextParam` parameters. */
  readonly context?: CallContext;
  /** The runtime `@RuntimeParam` parameters receive. */
  readonly runtime?: Runtime;
}

/**
 * Resolves a validated pick into the result of the next step: a function option runs with its bound
 * arguments (awaited; its errors propagate unchanged), a value option returns its value (same
 * reference), a schema option returns `{ decision: name, ...fields }`, a list-form name returns the name.
 * The `decision` of a schema option's result is always the option's name: a `decision` key among the
 * arguments (validation already drops it) never overrides it.
 */
export async function resolveDecision(pick: DecisionPick, options: ResolveOptions = {}): Promise<unknown> {
  return await resolveDecisionNow(pick, options);
}

/**
 * {@link resolveDecision} without a promise of its own: returns what the function returned (a promise
 * if it is async; a synchronous throw propagates as a throw), or the option's result. Callers await it.
 */
export function resolveDecisionNow(pick: DecisionPick, options: ResolveOptions = {}): unknown {
  const { option, args } = pick;
  switch (option.kind) {
    case "function":
      return option.fn(...bindArguments(option, args, options));
    case "value":
      return option.value;
    case "schema":
      return schemaResult(option.name, args);
    case "name":
      return option.name;
  }
}

// `decision` comes first for key order, and is written again after the fields so that nothing that reached
// `args` can override it.
function schemaResult(name: string, args: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = { [DECISION_FIELD]: name, ...args };
  result[DECISION_FIELD] = name;
  return result;
}
