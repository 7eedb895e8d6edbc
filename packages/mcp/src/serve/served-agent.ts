import { constructAgent, type AgentClass } from "@agentic-ts/core";
import type { McpRequest } from "./mcp-request";
import type { McpServingOptions } from "./mcp-serving-options";

/** An agent `serveMcp` serves: an instance, or a class it builds once when it starts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServedAgent = object | (abstract new (...args: any[]) => object);

/** Where a served agent's tools come from: one instance for every call, or a class resolved for each call. */
export type AgentSource =
  | { readonly instance: object }
  | { readonly agentClass: Function; readonly resolve: (request: McpRequest) => object | Promise<object> };

/**
 * Returns where to serve `agent` from: an instance as given; a class resolved for each call by
 * `resolveAgentForCall` when given, else built once through `resolveAgent` when given, else with core's
 * `constructAgent` — tsyringe's container when it can build the class (an `@injectable()` agent, with
 * the `Runtime` registered by `registerAgentic` unless `runtime` is given), else `new AgentClass(runtime)`.
 */
export function agentSource(agent: ServedAgent, options: Pick<McpServingOptions, "runtime" | "resolveAgent" | "resolveAgentForCall">): AgentSource {
  if (typeof agent !== "function") return { instance: agent };
  const forCall = options.resolveAgentForCall;
  if (forCall) return { agentClass: agent, resolve: (request) => forCall(agent, request) };
  if (options.resolveAgent) return { instance: options.resolveAgent(agent) };
  return { instance: constructAgent(agent as AgentClass, options.runtime) };
}
