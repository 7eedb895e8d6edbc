import { ConfigurationError } from "@agentic-ts/core";
import type { Type } from "@nestjs/common";
import type { ModuleRef } from "@nestjs/core";
import type { AgenticRegistry } from "./agentic-registry";

/**
 * The classes the MCP endpoint serves: the `agents` listed — each must be a discovered provider with an
 * `@AgenticFunction` method, provided under its own class (Nest resolves it by class for each call) —
 * or, by default, every such discovered provider. Throws a {@link ConfigurationError} naming the class
 * and the fix, or when there is nothing to serve.
 */
export function mcpServedAgents(registry: AgenticRegistry, moduleRef: ModuleRef, listed?: readonly Function[]): Function[] {
  const served = listed
    ? listed.map((cls) => checked(cls, registry, moduleRef))
    : registry.agents.filter((a) => a.methods.size > 0 && providedByClass(a.agentClass, moduleRef)).map((a) => a.agentClass);
  if (served.length === 0) {
    throw new ConfigurationError("AgenticModule's mcp option found no provider with an @AgenticFunction method to serve. Register an agent as a provider, e.g. @Module({ providers: [SupportDesk] }).");
  }
  return served;
}

function checked(cls: Function, registry: AgenticRegistry, moduleRef: ModuleRef): Function {
  const name = typeof cls === "function" ? cls.name : String(cls);
  if (!registry.find(cls)?.methods.size) {
    throw new ConfigurationError(`AgenticModule's mcp.agents lists ${name}, which is not a provider with an @AgenticFunction method. Fix: add it to the providers of a module, or take it out of mcp.agents.`);
  }
  if (!providedByClass(cls, moduleRef)) {
    throw new ConfigurationError(`AgenticModule's mcp.agents lists ${name}, which is provided under another token; the MCP endpoint resolves agents by their class. Fix: provide it as a class provider (providers: [${name}]).`);
  }
  return cls;
}

// Whether a provider answers to the class itself (a factory may provide an instance under another token).
function providedByClass(cls: Function, moduleRef: ModuleRef): boolean {
  try {
    moduleRef.introspect(cls as Type);
    return true;
  } catch {
    return false;
  }
}
