import { scopeOfFunction } from "../context/function-scope";
import type { Runtime } from "../runtime/runtime";
import type { CallContext } from "../contracts/call-context";
import { requireContext, takesContext, type BindTarget } from "./check-context";
import { findContextValue, type ContextSources } from "./find-context-value";
import { reviveDates } from "./revive-dates";

/** What binding injects besides the model's arguments. */
export interface BindingSources {
  readonly context?: CallContext;
  readonly runtime?: Runtime;
}

/**
 * Builds the positional argument list of a call: model-visible parameters from the validated `args`
 * (by name), `@ContextParam` parameters from the call's context, the ambient `withContext` or the
 * agent's container (the model's values for them were already dropped, so the injected value always
 * wins) and `@RuntimeParam` parameters from the runtime. ISO strings where a generated spec says a
 * `Date` sits become `Date`s. A missing required context value throws a
 * `ConfigurationError` before anything runs.
 */
export function bindArguments(target: BindTarget, args: Readonly<Record<string, unknown>>, sources: BindingSources): unknown[] {
  // Only context parameters read the sources; a function without any skips the scope lookup.
  const lookup: ContextSources | undefined = takesContext(target.spec) ? { context: sources.context, scope: scopeOfFunction(target.fn) } : undefined;
  if (lookup) requireContext(target, lookup);
  const bound: unknown[] = [];
  for (const p of target.spec.params) {
    if (p.source === "llm") {
      const value = Object.prototype.hasOwnProperty.call(args, p.name) ? args[p.name] : undefined;
      bound[p.index] = p.dates ? reviveDates(value, p.dates) : value;
    } else if (p.source === "context") {
      const found = findContextValue(p, lookup!, true);
      bound[p.index] = found.found ? found.value : undefined;
    } else {
      bound[p.index] = sources.runtime;
    }
  }
  return bound;
}
