import { ConfigurationError, getFunctionSpec, listAgenticMethods, normalizeOptions, type FunctionOption } from "@agentic-ts/core";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";

/** One served tool: its MCP definition and the function option behind it (schema, validators, function). */
export interface AgentTool {
  readonly definition: Tool;
  readonly option: FunctionOption;
}

/**
 * Lists the tools of served agent instances: each `@AgenticFunction` method is a tool named as the model
 * would see it (the spec's name), described by its description, with core's arguments schema of the
 * function as `inputSchema` — the very object a decision's menu and validator use, so `$defs`,
 * `additionalProperties: false` and every constraint reach the client unchanged; context and runtime
 * parameters are never in it. Two tools with one name are a `ConfigurationError`.
 */
export function agentTools(instances: readonly object[]): ReadonlyMap<string, AgentTool> {
  const tools = new Map<string, AgentTool>();
  for (const instance of instances) {
    const methods = listAgenticMethods(instance.constructor);
    if (methods.length === 0) {
      throw new ConfigurationError(`serveMcp: ${instance.constructor.name} has no @AgenticFunction method to serve as a tool.`);
    }
    for (const method of methods) {
      const fn = (instance as Record<string, unknown>)[method];
      const spec = typeof fn === "function" ? getFunctionSpec(fn) : undefined;
      if (!spec || typeof fn !== "function") continue;
      const option = normalizeOptions({ [spec.name]: fn as (...args: never[]) => unknown }).options[0] as FunctionOption;
      if (tools.has(option.name)) {
        throw new ConfigurationError(`serveMcp: two agents serve a tool named "${option.name}"; give one of them another name with @AgenticFunction({ name }).`);
      }
      const definition: Tool = {
        name: option.name,
        ...(option.description !== undefined ? { description: option.description } : {}),
        inputSchema: option.argsSchema as Tool["inputSchema"],
      };
      tools.set(option.name, { definition, option });
    }
  }
  return tools;
}
