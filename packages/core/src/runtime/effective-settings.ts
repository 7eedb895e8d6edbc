import { currentScope, type AmbientScope } from "./ambient-scope";
import { checkModelSettings } from "./check-model-settings";
import { mergeModelSettings } from "./merge-model-settings";
import type { ModelSettings } from "../contracts/model-settings";
import type { Runtime } from "./runtime";

/**
 * The settings a call sends: the call's own (checked here, `where` naming them in errors), over those
 * of the agentic function whose body makes the call, over the runtime's. `scope` is the ambient scope,
 * when the caller has already read it.
 */
export function effectiveSettings(given: ModelSettings | undefined, runtime: Runtime, where: string, scope: AmbientScope = currentScope()): ModelSettings | undefined {
  const call = checkModelSettings(given, where);
  const fromFunction = scope.running?.spec.settings;
  // Only the runtime's layer, or none (the common case): it is the merge of the layers as it is.
  if (call === undefined && fromFunction === undefined) return runtime.settings;
  return mergeModelSettings(call, fromFunction, runtime.settings);
}
