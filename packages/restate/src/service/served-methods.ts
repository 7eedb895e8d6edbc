import { ConfigurationError, getFunctionSpec, listAgenticMethods, type Agent } from "@agentic-ts/core";

/** The names of an agent's methods: what `agentService`'s `methods` may list (checked to be `@AgenticFunction`s when the service is defined). */
export type AgentMethodName<A extends Agent> = { [K in keyof A]: A[K] extends (...args: never[]) => unknown ? K : never }[keyof A] & string;

/** Which of an agent's `@AgenticFunction` methods the ingress may call, and which only the cluster may. */
export interface ServedMethods {
  /** The methods named in `methods`: public handlers. */
  readonly open: readonly string[];
  /** Every other `@AgenticFunction` method: `ingressPrivate` handlers. */
  readonly internal: readonly string[];
}

/**
 * Checks the `methods` an agent service names for the ingress and sorts the agent's `@AgenticFunction`
 * methods into those and the rest. Throws a {@link ConfigurationError} naming the fix when `methods` is
 * missing or empty, names something that is not an `@AgenticFunction` method, or names a gated function
 * (one with an `approval` policy): such a function must only run when a model picks it inside a run and a
 * person approved; as a public handler anyone who reaches the ingress would run it directly.
 */
export function servedMethods(agentClass: new (...args: never[]) => Agent, methods: readonly string[] | undefined): ServedMethods {
  const name = agentClass.name;
  const available = listAgenticMethods(agentClass);
  const ungated = available.filter((m) => !isGated(agentClass, m));
  if (methods === undefined) {
    throw new ConfigurationError(
      `agentService(${name}): name the methods the Restate ingress may call, e.g. agentService(${name}, { methods: ${JSON.stringify(ungated.slice(0, 1))}, … }). ` +
        `Every other @AgenticFunction method stays private to the cluster.`,
    );
  }
  if (methods.length === 0) throw new ConfigurationError(`agentService(${name}): \`methods\` is empty; name at least one @AgenticFunction method to serve (${available.join(", ")}).`);
  for (const method of methods) {
    if (!available.includes(method)) {
      throw new ConfigurationError(`agentService(${name}): ${name}.${method} is not an @AgenticFunction method (these are: ${available.join(", ")}).`);
    }
    if (isGated(agentClass, method)) {
      throw new ConfigurationError(
        `agentService(${name}): ${name}.${method} has an approval policy, so it cannot be a handler the ingress reaches: a gated function must only run ` +
          `when a model picks it inside a run, after approval, and a public handler would let any caller run it directly. Remove "${method}" from \`methods\`; ` +
          `the model can still choose it (as an option or a tool) and a person still approves it.`,
      );
    }
  }
  return { open: [...new Set(methods)], internal: available.filter((m) => !methods.includes(m)) };
}

function isGated(agentClass: new (...args: never[]) => Agent, method: string): boolean {
  const fn = (agentClass.prototype as Record<string, unknown>)[method];
  const approval = typeof fn === "function" ? getFunctionSpec(fn)?.approval : undefined;
  return approval !== undefined && approval !== false;
}
