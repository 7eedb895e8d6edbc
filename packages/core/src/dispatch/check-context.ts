import { ConfigurationError } from "../errors/configuration-error";
import type { FunctionSpec } from "../metadata/function-spec";
import type { OptionSet } from "../options/option-spec";
import { contextValue, type CallContext } from "./call-context";

/**
 * Checks, before the model is asked, that the context holds every value a required `@ContextParam` of
 * any function option needs. A missing value is a configuration error, never a re-pick.
 */
export function checkContext(set: OptionSet, context: CallContext | undefined): void {
  for (const option of set.options) {
    if (option.kind === "function") requireContext(option.name, option.spec, context);
  }
}

/** Throws a {@link ConfigurationError} naming the first required context key of `spec` missing from `context`. */
export function requireContext(optionName: string, spec: FunctionSpec, context: CallContext | undefined): void {
  for (const p of spec.params) {
    if (p.source === "context" && p.required && !contextValue(context, p.name).found) {
      throw new ConfigurationError(
        `Option "${optionName}" (${spec.name}) needs the context value "${p.name}" for its parameter #${p.index}; ` +
          `pass it with { context: { ${p.name}: … } }.`,
      );
    }
  }
}
