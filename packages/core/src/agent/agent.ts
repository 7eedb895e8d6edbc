import { decision } from "../decision/decision";
import type { DecisionOptions } from "../decision/decision-options";
import { NoRuntimeError } from "../errors/no-runtime-error";
import type { DecisionResult } from "../options/decision-result";
import type { Options } from "../options/options-types";
import { currentRuntime } from "../runtime/ambient-scope";
import type { ExecOptions, ExecResult } from "../runtime/exec-options";
import type { Runtime } from "../runtime/runtime";
import { RUNTIME_OWNER } from "../runtime/runtime-owner";

/**
 * The base class of agents: service classes whose `@AgenticFunction` methods run with the agent's runtime
 * ambient, so `decision.make` inside them needs no runtime.
 *
 * @example
 * ```ts
 * class Router extends Agent {
 *   /** Route a message. @param msg The user's message. *\/
 *   @AgenticFunction()
 *   route(msg: string) {
 *     return this.decide(`Pick a way to handle: ${msg}`, { done: "CONVERSATION_OVER" });
 *   }
 * }
 * ```
 */
export class Agent {
  /** @internal The runtime given to the constructor. */
  readonly [RUNTIME_OWNER]?: Runtime;

  constructor(runtime?: Runtime) {
    if (runtime) this[RUNTIME_OWNER] = runtime;
  }

  /** The agent's runtime: the one it was constructed with, else the ambient one. */
  get runtime(): Runtime {
    const runtime = this[RUNTIME_OWNER] ?? currentRuntime();
    if (!runtime) throw new NoRuntimeError(`${this.constructor.name}.runtime`);
    return runtime;
  }

  /** `decision.make` on the agent's runtime. */
  decide<const O extends Options>(prompt: string, options: O, opts: Omit<DecisionOptions, "runtime"> = {}): Promise<DecisionResult<O>> {
    return decision.make(prompt, options, { ...opts, runtime: this.runtime });
  }

  /** `runtime.exec` on the agent's runtime. */
  exec<const O = undefined, const F = undefined>(content: string, options: ExecOptions<O, F> = {}): Promise<ExecResult<O, F>> {
    return this.runtime.exec(content, options);
  }
}
