import { AgentScope, type ContextToken } from "../contracts/agent-scope";
import { getConstructorParamTypes } from "../metadata/metadata-reader";
import { Runtime } from "../runtime/runtime";
import type { DependencyContainerLike, DependencyToken } from "./dependency-container-like";

/**
 * An {@link AgentScope} over a tsyringe container: `has` asks whether the container or one of its
 * parents has a registration for the token, `resolve` resolves it there. A child container therefore
 * sees the root's registrations and shadows them with its own (per-request values).
 *
 * Only registered tokens count: an unregistered class that tsyringe could construct on its own is not
 * "provided", so an abstract class or interface token that nothing registered fails at start-up instead
 * of being silently instantiated.
 */
export class TsyringeAgentScope extends AgentScope {
  /** The container this scope reads from. */
  readonly container: DependencyContainerLike;

  constructor(container: DependencyContainerLike) {
    super();
    this.container = container;
  }

  has(token: ContextToken): boolean {
    return this.container.isRegistered(token as DependencyToken, true);
  }

  resolve(token: ContextToken): unknown {
    return this.container.resolve(token as DependencyToken);
  }

  /**
   * Builds an injectable agent class (`@injectable()`) in a child container whose `Runtime` is `runtime`
   * (when it is undefined, the container's own registration); `undefined` for a class tsyringe was not
   * told how to build.
   */
  override construct(agentClass: abstract new (...args: never[]) => object, runtime: unknown): object | undefined {
    // Only a class with a constructor of its own that a class decorator described: tsyringe would build any
    // other class without parameters itself, with no runtime (Runs then builds it with `new`, as before).
    if (getConstructorParamTypes(agentClass) === undefined) return undefined;
    const child = this.container.createChildContainer();
    if (runtime !== undefined) child.register(RUNTIME_TOKEN, { useValue: runtime });
    try {
      return child.resolve(agentClass as unknown as DependencyToken) as object;
    } catch (error) {
      // tsyringe's word for a class without @injectable() (about the class itself, not a dependency of it):
      // not the container's to build.
      if (error instanceof Error && error.message.startsWith(`TypeInfo not known for "${agentClass.name}"`)) return undefined;
      throw error;
    }
  }
}

// tsyringe types class tokens as concrete constructors; the abstract Runtime is a valid token all the same.
const RUNTIME_TOKEN = Runtime as unknown as DependencyToken;
