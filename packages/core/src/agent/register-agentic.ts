import { Runtime } from "../runtime/runtime";
import { AgentScope } from "../contracts/agent-scope";
import type { DependencyContainerLike, DependencyToken } from "./dependency-container-like";
import { TsyringeAgentScope } from "./tsyringe-agent-scope";
import { unregisteredRuntime } from "./unregistered-runtime";

// tsyringe types class tokens as concrete constructors; the abstract classes are valid tokens all the same.
const SCOPE_TOKEN = AgentScope as unknown as DependencyToken;
const RUNTIME_TOKEN = Runtime as unknown as DependencyToken;

/** Options of {@link registerAgentic}. */
export interface RegisterAgenticOptions {
  /** The runtime agents resolved from this container receive (registered as a value). */
  readonly runtime?: Runtime;
}

/**
 * Prepares a tsyringe container for agents: `AgentScope` resolves to a scope over the resolving
 * container (a child container injects a scope over itself), and `Runtime` resolves to `runtime` when
 * given, else to a placeholder that makes agent construction fail with a message naming the fix until
 * you register a real one. Idempotent; a later `container.register(Runtime, …)` wins.
 *
 * The global `container` is prepared when `Agent` loads. Call this for a container you `reset()` (reset
 * drops every registration, these included) or for any container that should not rely on it.
 *
 * The parameter is typed structurally ({@link DependencyContainerLike}), so core's declarations do not
 * need tsyringe installed; the container you pass is returned with its own type.
 *
 * @example `registerAgentic(container, { runtime: new OpenAIRuntime({ model: "gpt-6-luna" }) })`
 */
export function registerAgentic<C extends DependencyContainerLike>(container: C, options: RegisterAgenticOptions = {}): C {
  if (!container.isRegistered(SCOPE_TOKEN)) {
    // useFactory receives the container resolving the agent — a child's own, even for this registration
    // made on the parent — so each request-scoped child yields a scope over itself.
    container.register(SCOPE_TOKEN, { useFactory: (resolving) => new TsyringeAgentScope(resolving) });
  }
  if (options.runtime) {
    container.register(RUNTIME_TOKEN, { useValue: options.runtime });
  } else if (!container.isRegistered(RUNTIME_TOKEN)) {
    container.register(RUNTIME_TOKEN, { useFactory: () => unregisteredRuntime() });
  }
  return container;
}
