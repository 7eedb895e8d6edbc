import { registrationHint, tokenLabel } from "../context/token-label";
import { scopeOfFunction } from "../context/function-scope";
import { ConfigurationError } from "../errors/configuration-error";
import type { FunctionSpec, ParamSpec } from "../metadata/function-spec";
import { menuTemplate } from "../options/option-set-cache";
import type { OptionSet } from "../options/option-spec";
import type { CallContext } from "../contracts/call-context";
import { findContextValue, type ContextSources } from "./find-context-value";

/** A function about to be bound: its option name, its spec, and the function itself (whose agent owns the DI scope). */
export interface BindTarget {
  readonly name: string;
  readonly spec: FunctionSpec;
  readonly fn: Function;
}

/**
 * Checks, before the model is asked, that every required `@ContextParam` of any function option can be
 * filled (from the call's context, the ambient `withContext`, or the agent's container). A missing value
 * is a configuration error, never a re-pick.
 */
export function checkContext(set: OptionSet, context: CallContext | undefined): void {
  // A set bound to this call's values of an inline menu has the functions of its shape.
  const template = menuTemplate(set);
  if (contextFree.has(template)) return;
  let takes = false;
  const options = set.options;
  // Index loops: for...of over a frozen array is a slow path in V8.
  for (let i = 0; i < options.length; i++) {
    const option = options[i];
    // Most functions take no context value: their scope is not looked up at all.
    if (option.kind !== "function" || !takesContext(option.spec)) continue;
    takes = true;
    requireContext(option, { context, scope: scopeOfFunction(option.fn) });
  }
  if (!takes) contextFree.add(template);
}

// Sets none of whose functions takes a context value: nothing to check, however often they are used.
const contextFree = new WeakSet<OptionSet>();

/** Whether a function has a `@ContextParam` parameter (only those are filled from a context or a scope). */
export function takesContext(spec: FunctionSpec): boolean {
  const params = spec.params;
  for (let i = 0; i < params.length; i++) if (params[i].source === "context") return true;
  return false;
}

/** Throws a {@link ConfigurationError} naming the first required context value of `target` that no source has. */
export function requireContext(target: BindTarget, sources: ContextSources): void {
  for (const p of target.spec.params) {
    if (p.source === "context" && p.required && !findContextValue(p, sources, false).found) {
      throw missingContext(target, p);
    }
  }
}

function missingContext(target: BindTarget, p: ParamSpec): ConfigurationError {
  const token = p.token ?? p.name;
  const head = `Option "${target.name}" (${target.spec.name})`;
  if (typeof token === "string") {
    return new ConfigurationError(
      `${head} needs the context value "${token}" for its parameter #${p.index}; pass it with { context: { ${token}: … } }, ` +
        `set it for the request with withContext({ ${token}: … }, fn), or register "${token}" in the agent's container.`,
    );
  }
  return new ConfigurationError(
    `${head} needs ${tokenLabel(token)} for its parameter #${p.index} (${p.name}), and the agent's container does not provide it; ` +
      `register it: ${registrationHint(token)}.`,
  );
}
