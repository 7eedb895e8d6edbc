import type { FunctionSpec } from "../metadata/function-spec";
import type { Runtime } from "../runtime/runtime";
import { contextValue, type CallContext } from "./call-context";
import { requireContext } from "./check-context";

/** What binding injects besides the model's arguments. */
export interface BindingSources {
  readonly context?: CallContext;
  readonly runtime?: Runtime;
}

/**
 * Builds the positional argument list of a call: model-visible parameters from the validated `args`
 * (by name), `@ContextParam` parameters from the context (the model's values for them were already
 * dropped, so the injected value always wins) and `@RuntimeParam` parameters from the runtime.
 */
export function bindArguments(
  optionName: string,
  spec: FunctionSpec,
  args: Readonly<Record<string, unknown>>,
  sources: BindingSources,
): unknown[] {
  requireContext(optionName, spec, sources.context);
  const bound: unknown[] = [];
  for (const p of spec.params) {
    if (p.source === "llm") {
      bound[p.index] = Object.prototype.hasOwnProperty.call(args, p.name) ? args[p.name] : undefined;
    } else if (p.source === "context") {
      bound[p.index] = contextValue(sources.context, p.name).value;
    } else {
      bound[p.index] = sources.runtime;
    }
  }
  return bound;
}
