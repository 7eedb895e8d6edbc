import { ConfigurationError, getFunctionSpec, listAgenticMethods, normalizeOptions, type FunctionOption } from "@agentic-ts/core";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { McpRequest } from "./mcp-request";
import type { AgentSource } from "./served-agent";
import { toolOutputSchema } from "./tool-output-schema";

/** One served tool: its MCP definition and the function option behind it (schema, validators, function). */
export interface AgentTool {
  readonly definition: Tool;
  /** The option; of an agent resolved per call, its `fn` is the class's unbound method ({@link toolForCall} binds it). */
  readonly option: FunctionOption;
  /** Of an agent resolved per call: the method's property name and how to get the agent for a call. */
  readonly perCall?: { readonly method: string; readonly resolve: (request: McpRequest) => object | Promise<object> };
}

/**
 * Lists the tools of served agents: each `@AgenticFunction` method is a tool named as the model would
 * see it (the spec's name), described by its description, with core's arguments schema of the function
 * as `inputSchema` — the very object a decision's menu and validator use, so `$defs`,
 * `additionalProperties: false` and every constraint reach the client unchanged; context and runtime
 * parameters are never in it; an object return type is its `outputSchema` ({@link toolOutputSchema}).
 * An agent resolved per call is read from its class. Two tools with one name are a `ConfigurationError`.
 */
export function agentTools(sources: readonly AgentSource[]): ReadonlyMap<string, AgentTool> {
  const tools = new Map<string, AgentTool>();
  for (const source of sources) {
    const cls = "instance" in source ? source.instance.constructor : source.agentClass;
    // On the prototype an agentic method is its unbound function, spec attached.
    const target = ("instance" in source ? source.instance : cls.prototype) as Record<string, unknown>;
    const methods = listAgenticMethods(cls);
    if (methods.length === 0) {
      throw new ConfigurationError(`serveMcp: ${cls.name} has no @AgenticFunction method to serve as a tool.`);
    }
    for (const method of methods) {
      const fn = target[method];
      const spec = typeof fn === "function" ? getFunctionSpec(fn) : undefined;
      if (!spec || typeof fn !== "function") continue;
      const option = normalizeOptions({ [spec.name]: fn as (...args: never[]) => unknown }).options[0] as FunctionOption;
      if (tools.has(option.name)) {
        throw new ConfigurationError(`serveMcp: two agents serve a tool named "${option.name}"; give one of them another name with @AgenticFunction({ name }).`);
      }
      const outputSchema = toolOutputSchema(spec);
      const definition: Tool = {
        name: option.name,
        ...(option.description !== undefined ? { description: option.description } : {}),
        inputSchema: option.argsSchema as Tool["inputSchema"],
        ...(outputSchema !== undefined ? { outputSchema } : {}),
      };
      tools.set(option.name, { definition, option, ...("resolve" in source ? { perCall: { method, resolve: source.resolve } } : {}) });
    }
  }
  return tools;
}

/** The tool as it answers `request`: itself, or — its agent resolved per call — with its function bound to that agent. */
export async function toolForCall(tool: AgentTool, request: McpRequest): Promise<AgentTool> {
  if (!tool.perCall) return tool;
  const agent = (await tool.perCall.resolve(request)) as Record<string, unknown>;
  const fn = agent[tool.perCall.method];
  if (typeof fn !== "function") throw new TypeError(`the agent resolved for tool "${tool.option.name}" has no method ${tool.perCall.method}`);
  return { ...tool, option: { ...tool.option, fn: fn as FunctionOption["fn"] } };
}
