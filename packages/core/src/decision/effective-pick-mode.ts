import type { PickMode } from "../contracts/pick-mode";
import { currentScope, type AmbientScope } from "../runtime/ambient-scope";
import { checkPickMode } from "../runtime/check-pick-mode";
import type { Runtime } from "../runtime/runtime";

/**
 * The mode a decision uses: the call's own, over the enclosing agentic function's, over the runtime's,
 * else `"text"` (the seed's behaviour).
 */
export function effectivePickMode(given: PickMode | undefined, runtime: Runtime, where: string, scope?: AmbientScope): PickMode {
  return checkPickMode(given, where) ?? (scope ?? currentScope()).running?.spec.pickMode ?? runtime.pickMode ?? "text";
}
