import { ConfigurationError } from "../errors/configuration-error";
import { currentScope, type AmbientScope } from "../runtime/ambient-scope";
import type { Runtime } from "../runtime/runtime";

/**
 * How a decision's pick reaches the model: `text` (the menu in the prompt, the pick read from the reply
 * text), `tools` (each option a native tool, a tool call required) or `json` (the provider's native
 * structured output, one schema branch per option).
 */
export type PickMode = "text" | "tools" | "json";

const MODES: ReadonlySet<string> = new Set(["text", "tools", "json"]);

/** Checks a `pickMode` value given by a user; `where` names it in the error. */
export function checkPickMode(mode: unknown, where: string): PickMode | undefined {
  if (mode === undefined) return undefined;
  if (typeof mode !== "string" || !MODES.has(mode)) {
    throw new ConfigurationError(`${where}: pickMode must be "text", "tools" or "json", got ${JSON.stringify(mode)}.`);
  }
  return mode as PickMode;
}

/**
 * The mode a decision uses: the call's own, over the enclosing agentic function's, over the runtime's,
 * else `"text"` (the seed's behaviour).
 */
export function effectivePickMode(given: PickMode | undefined, runtime: Runtime, where: string, scope?: AmbientScope): PickMode {
  return checkPickMode(given, where) ?? (scope ?? currentScope()).running?.spec.pickMode ?? runtime.pickMode ?? "text";
}
