import { decision } from "../decision/decision";
import type { DecisionOptions } from "../decision/decision-options";
import { ConfigurationError } from "../errors/configuration-error";
import { NoRuntimeError } from "../errors/no-runtime-error";
import type { DecisionResult } from "../options/decision-result";
import type { Options } from "../options/options-types";
import { currentRuntime } from "../runtime/ambient-scope";
import type { ExecInput } from "../runtime/exec-input";
import type { ExecOptions, ExecResult } from "../runtime/exec-options";
import { Runtime } from "../runtime/runtime";
import { RUNTIME_OWNER } from "../runtime/runtime-owner";
import { agentInjectable } from "./agent-injectable";
import { AgentScope } from "../contracts/agent-scope";
import { checkAgentTokens } from "./check-agent-tokens";
import { withDefaultToolset } from "./default-toolset";
import { globalScope } from "./global-container";
import { SCOPE_OWNER } from "../context/scope-owner";
import { isUsableRuntime, noRuntimeRegistered } from "./unregistered-runtime";

/**
 * The base class of agents: service classes whose `@AgenticFunction` methods run with the agent's runtime
 * ambient (so `decision.make` inside them needs no runtime) and form its default toolset
 * (`this.exec(…, { toolset: "default" })`).
 *
 * Agents are tsyringe services. Register a runtime once and resolve agents from the container; an
 * `@injectable()` subclass without a constructor of its own receives the runtime and the container's
 * {@link AgentScope} (from which `@ContextParam(Token)` values resolve). A subclass with its own
 * constructor passes both on; one that passes nothing uses the ambient runtime, then the global
 * container's, and resolves tokens from the global container.
 *
 * @example
 * ```ts
 * container.register(Runtime, { useValue: new OpenAIRuntime({ model: "gpt-6-luna" }) });
 *
 * @injectable()
 * class Router extends Agent {
 *   /** Route a message. @param msg The user's message. *\/
 *   @AgenticFunction()
 *   route(msg: string) {
 *     return this.decide(`Pick a way to handle: ${msg}`, { done: "CONVERSATION_OVER" });
 *   }
 * }
 *
 * @injectable()
 * class Desk extends Agent {
 *   constructor(runtime: Runtime, scope: AgentScope, private readonly mailer: Mailer) {
 *     super(runtime, scope);
 *   }
 * }
 *
 * const router = container.resolve(Router);
 * ```
 */
@agentInjectable()
export class Agent {
  /** @internal The runtime given to the constructor. */
  readonly [RUNTIME_OWNER]?: Runtime;
  /** @internal The DI scope given to the constructor. */
  readonly [SCOPE_OWNER]?: AgentScope;

  /**
   * @param runtime The runtime the agent's methods run with (injected by the container).
   * @param scope The container the agent was resolved from (injected), where `@ContextParam` tokens
   *   resolve; every class or symbol token the agent's methods need is checked against it here.
   * @throws ConfigurationError when the container has no runtime registered, has lost agentic-ts's
   *   registrations (`container.reset()`), or does not provide a `@ContextParam` token.
   */
  constructor(runtime?: Runtime, scope?: AgentScope) {
    const name = new.target.name;
    if (scope !== undefined) {
      if (!(scope instanceof AgentScope)) {
        throw new ConfigurationError(`${name}: the second constructor argument must be the AgentScope the container injected; pass super(runtime, scope).`);
      }
      // A container without agentic-ts's registrations constructs the abstract class itself.
      if (Object.getPrototypeOf(scope) === AgentScope.prototype) {
        throw new ConfigurationError(
          `${name} was resolved from a tsyringe container without agentic-ts's registrations (container.reset() clears them); ` +
            `call registerAgentic(container, { runtime }) after resetting it.`,
        );
      }
      this[SCOPE_OWNER] = scope;
    }
    if (runtime !== undefined) {
      if (!(runtime instanceof Runtime)) {
        throw new ConfigurationError(`${name}: the first constructor argument must be a Runtime; pass super(runtime, scope).`);
      }
      if (!isUsableRuntime(runtime)) throw noRuntimeRegistered(name);
      this[RUNTIME_OWNER] = runtime;
    }
    if (scope !== undefined) checkAgentTokens(new.target, scope);
  }

  /** The agent's runtime: the one it was constructed with, else the ambient one, else the container's. */
  get runtime(): Runtime {
    const runtime = this[RUNTIME_OWNER] ?? currentRuntime() ?? containerRuntime(this[SCOPE_OWNER] ?? globalScope());
    if (!runtime) throw new NoRuntimeError(`${this.constructor.name}.runtime`);
    return runtime;
  }

  /** `decision.make` on the agent's runtime. */
  decide<const O extends Options>(prompt: ExecInput, options: O, opts: Omit<DecisionOptions, "runtime"> = {}): Promise<DecisionResult<O>> {
    return decision.make(prompt, options, { ...opts, runtime: this.runtime });
  }

  /**
   * `runtime.exec` on the agent's runtime. `toolset: "default"` offers the agent's own `@AgenticFunction`
   * methods as tools (besides the method making the call and those offered as `choices`).
   */
  exec<const O = undefined, const F = undefined>(content: ExecInput, options: ExecOptions<O, F> = {}): Promise<ExecResult<O, F>> {
    return this.runtime.exec(content, withDefaultToolset(this, options));
  }
}

function containerRuntime(scope: AgentScope | undefined): Runtime | undefined {
  if (!scope?.has(Runtime)) return undefined;
  const runtime = scope.resolve(Runtime);
  return runtime instanceof Runtime && isUsableRuntime(runtime) ? runtime : undefined;
}
