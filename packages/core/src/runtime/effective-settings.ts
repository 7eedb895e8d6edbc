import { currentScope } from "./ambient-scope";
import { checkModelSettings } from "./check-model-settings";
import { mergeModelSettings } from "./merge-model-settings";
import type { ModelSettings } from "./model-settings";
import type { Runtime } from "./runtime";

/**
 * The settings a call sends: the call's own (checked here, `where` naming them in errors), over those
 * of the agentic function whose body makes the call, over the runtime's.
 */
export function effectiveSettings(given: ModelSettings | undefined, runtime: Runtime, where: string): ModelSettings | undefined {
  const call = checkModelSettings(given, where);
  return mergeModelSettings(call, currentScope().running?.spec.settings, runtime.settings);
}
