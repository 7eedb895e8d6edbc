import type { DependencyContainer, InjectionToken } from "tsyringe";
import { AgentScope, type ContextToken } from "../contracts/agent-scope";

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
  readonly container: DependencyContainer;

  constructor(container: DependencyContainer) {
    super();
    this.container = container;
  }

  has(token: ContextToken): boolean {
    return this.container.isRegistered(token as InjectionToken<unknown>, true);
  }

  resolve(token: ContextToken): unknown {
    return this.container.resolve(token as InjectionToken<unknown>);
  }
}
