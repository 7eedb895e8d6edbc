import { constructAgent, type AgentClass, type Runtime } from "@agentic-ts/core";

/** An agent `serveMcp` serves: an instance, or a class it builds once when it starts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServedAgent = object | (abstract new (...args: any[]) => object);

/**
 * Returns the instance to serve for `agent`: an instance as given; a class through `resolveAgent` when
 * given, else core's `constructAgent` — tsyringe's container when it can build the class (an
 * `@injectable()` agent, with the `Runtime` registered by `registerAgentic` unless `runtime` is given),
 * else `new AgentClass(runtime)`. Built once: the same instance answers every call.
 */
export function servedInstance(agent: ServedAgent, runtime: Runtime | undefined, resolveAgent?: (agentClass: Function) => object): object {
  if (typeof agent !== "function") return agent;
  if (resolveAgent) return resolveAgent(agent);
  return constructAgent(agent as AgentClass, runtime);
}
