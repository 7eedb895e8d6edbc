import { AgentScope } from "../contracts/agent-scope";
import { fallbackScope } from "../context/function-scope";
import { ConfigurationError } from "../errors/configuration-error";
import { getConstructorParamTypes } from "../metadata/metadata-reader";
import { Runtime } from "../runtime/runtime";

/** An agent class `Runs` builds for an execution. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AgentClass = abstract new (...args: any[]) => object;

/**
 * Builds an agent given as a class (by `Runs`, by `serveMcp`): through the DI container when it can build
 * the class (an `@injectable()` agent gets its repositories and services, and `runtime` as its `Runtime`;
 * without `runtime`, the one registered in the container), else with `new AgentClass(runtime)`.
 */
export function constructAgent(agentClass: AgentClass, runtime?: Runtime): object {
  const built = fallbackScope()?.construct?.(agentClass, runtime);
  if (built !== undefined) return built;
  return new (agentClass as unknown as new (runtime?: Runtime) => object)(runtime);
}

/**
 * Checks, before a run starts, that {@link constructAgent} can build the class: a constructor that needs
 * more than the runtime (and the agent scope) must come from the DI container — a class decorated for it,
 * with tsyringe loaded — or from `resolveAgent`. The error names both fixes.
 */
export function checkConstructible(agentClass: AgentClass): void {
  const types = getConstructorParamTypes(agentClass);
  // Emitted only for a class with a class decorator (tsyringe's @injectable()); without it, the declared
  // parameter count (Agent's own constructor takes the runtime and the scope).
  const more = types ? types.filter((type) => type !== Runtime && type !== AgentScope).map(nameOf) : agentClass.length > 2 ? [`${agentClass.length - 2} more parameter(s)`] : [];
  if (more.length === 0) return;
  if (types && fallbackScope()?.construct) return;
  throw new ConfigurationError(
    `Runs cannot build ${agentClass.name}: its constructor needs ${more.join(", ")} besides the runtime. ` +
      `Mark it @injectable() and register its dependencies in tsyringe's container (registerAgentic prepares it), or ` +
      `give new Runs({ …, resolveAgent: (agentClass, run) => … }) the function that builds it (a NestJS app: AgenticModule's runs do).`,
  );
}

function nameOf(type: unknown): string {
  return typeof type === "function" && type.name ? type.name : String(type);
}
