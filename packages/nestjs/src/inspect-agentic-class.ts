import { Agent, ConfigurationError, getFunctionSpec, listAgenticMethods, normalizeOptions, type FunctionSpec } from "@agentic-ts/core";
import type { ContextParamUse, DiscoveredAgent } from "./discovered-agent";

/**
 * Reads a provider class the way agentic-ts will use it and runs the definition-time checks on it:
 * every `@AgenticFunction` method has a spec, and the methods together form a valid default toolset
 * (`exec({ toolset: "default" })`: valid, distinct tool names). Returns `undefined` for a class that
 * is neither an `Agent` nor has agentic methods; throws a {@link ConfigurationError} naming the class.
 */
export function inspectAgenticClass(cls: Function): DiscoveredAgent | undefined {
  const isAgent = cls.prototype instanceof Agent;
  const names = listAgenticMethods(cls);
  if (!isAgent && names.length === 0) return undefined;

  const methods = new Map<string, FunctionSpec>();
  const functions: Function[] = [];
  for (const name of names) {
    // Read off the prototype: the decorator's getter hands out the unbound function, which carries the spec.
    const fn: unknown = (cls.prototype as Record<string, unknown>)[name];
    const spec = typeof fn === "function" ? within(`${cls.name}.${name}`, () => getFunctionSpec(fn)) : undefined;
    if (!spec) {
      throw new ConfigurationError(`${cls.name}.${name} is marked @AgenticFunction but has no agentic spec; it must stay a plain method (not a field or accessor).`);
    }
    methods.set(name, spec);
    functions.push(fn as Function);
  }
  if (functions.length > 0) {
    within(`${cls.name}'s default toolset (its @AgenticFunction methods; a tool is renamed with @AgenticFunction({ name }))`, () => normalizeOptions(functions as never));
  }

  const contextParams: ContextParamUse[] = [];
  for (const [method, spec] of methods) {
    for (const param of spec.params) {
      if (param.source === "context") contextParams.push({ method, param, token: param.token ?? param.name });
    }
  }
  return { agentClass: cls, isAgent, methods, contextParams };
}

// Core's own message says what is wrong; this says where, and keeps the original as the cause.
function within<T>(where: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof Error) || error.message.startsWith(where)) throw error;
    throw new ConfigurationError(`${where}: ${error.message}`, { cause: error });
  }
}
