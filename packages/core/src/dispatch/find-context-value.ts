import type { AgentScope } from "../contracts/agent-scope";
import { currentContext } from "../context/request-context";
import { tokenLabel } from "../context/token-label";
import { ConfigurationError } from "../errors/configuration-error";
import type { ParamSpec } from "../metadata/function-spec";
import { contextValue, type CallContext } from "../contracts/call-context";

/** Where `@ContextParam` values are looked up, besides the ambient `withContext`. */
export interface ContextSources {
  /** The call's own `context` (highest precedence). */
  readonly context?: CallContext;
  /** The DI container of the function's agent (lowest precedence; the only source for class and symbol tokens). */
  readonly scope?: AgentScope;
}

/** A context lookup: whether a value was found and, when asked to resolve it, the value. */
export type ContextLookup = { readonly found: false } | { readonly found: true; readonly value?: unknown };

/**
 * Looks a `@ContextParam` value up: a string key in the call's `context`, then the ambient request
 * context, then the scope; a class or symbol token in the scope only. With `resolve` false it only
 * answers whether the value is there (no DI resolution happens).
 */
export function findContextValue(param: ParamSpec, sources: ContextSources, resolve: boolean): ContextLookup {
  const token = param.token ?? param.name;
  if (typeof token === "string") {
    const fromCall = contextValue(sources.context, token);
    if (fromCall.found) return fromCall;
    const fromAmbient = contextValue(currentContext(), token);
    if (fromAmbient.found) return fromAmbient;
  }
  const scope = sources.scope;
  if (!scope?.has(token)) return { found: false };
  if (!resolve) return { found: true };
  try {
    return { found: true, value: scope.resolve(token) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigurationError(`Resolving ${tokenLabel(token)} for parameter #${param.index} (${param.name}) from the container failed: ${reason}`, {
      cause: error,
    });
  }
}
