import { Agent, ConfigurationError, getFunctionSpec, listAgenticMethods, runWithJournal, withContext, type Runtime } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";
import type { AgentRunInput } from "./agent-run-input";
import { bindRunArgs } from "./bind-run-args";
import { RestateJournal } from "./restate-journal";
import { runContext, type ContextSourcesOptions } from "./run-context";
import { terminalErrorMapper } from "./terminal-errors";

/** Options of {@link agentService}. */
export interface AgentServiceOptions<A extends Agent> extends ContextSourcesOptions {
  /** The Restate service name. Default: the class name. */
  readonly name?: string;
  /** The runtime the agent talks to the model with (one per worker), or a function returning it. */
  readonly runtime: Runtime | (() => Runtime);
  /** Builds the agent for a run (from a DI container, say). Default: `new AgentClass(runtime)`. */
  readonly create?: (runtime: Runtime) => A;
  /** The `@AgenticFunction` methods to serve as handlers. Default: all of them. */
  readonly methods?: readonly string[];
  /** Errors (besides retryable provider errors) Restate should retry instead of failing the run. */
  readonly retryable?: (error: unknown) => boolean;
  /** Restate service options (retry policy, timeouts, retention). */
  readonly options?: Omit<restate.ServiceOptions, "asTerminalError">;
}

/** The Restate definition {@link agentService} returns: a service, or a virtual object with `keyedBy`. */
export type AgentServiceDefinition = restate.ServiceDefinition<string, unknown> | restate.VirtualObjectDefinition<string, unknown>;

/**
 * Turns an `Agent` class into a Restate service whose handlers are its `@AgenticFunction` methods. Each
 * invocation is one durable run: the method runs with a {@link RestateJournal} ambient, so every model
 * call and every model-chosen dispatch is a `ctx.run` step of Restate's journal, and an approval
 * suspends the invocation on an awakeable until someone decides (see {@link RestateRuns.resume}).
 *
 * With `keyedBy` the agent becomes a virtual object: runs for the same key (a customer, say) run one at
 * a time, in order, and the key is the value of that context parameter. Context parameters come from the
 * input's `context`, the configured `headers` and the key — never from the model.
 *
 * @example
 * ```ts
 * const desk = agentService(Desk, { runtime: new OpenAIRuntime({ model: "gpt-6-luna" }), keyedBy: "customerId" });
 * await serveAgents({ services: [desk], port: 9081 });
 * // POST {ingress}/Desk/C-1/triage  {"args": ["My order A-1 arrived broken"]}
 * ```
 */
export function agentService<A extends Agent>(agentClass: new (...args: never[]) => A, options: AgentServiceOptions<A>): AgentServiceDefinition {
  if (!(agentClass.prototype instanceof Agent)) throw new ConfigurationError(`agentService: ${agentClass.name} does not extend Agent.`);
  const name = options.name ?? agentClass.name;
  const available = listAgenticMethods(agentClass);
  const methods = options.methods ?? available;
  for (const method of methods) {
    if (!available.includes(method)) throw new ConfigurationError(`agentService: ${agentClass.name}.${method} is not an @AgenticFunction method.`);
  }
  if (methods.length === 0) throw new ConfigurationError(`agentService: ${agentClass.name} has no @AgenticFunction methods to serve.`);
  const runtimeOf = typeof options.runtime === "function" ? options.runtime : () => options.runtime as Runtime;
  const create = options.create ?? ((runtime: Runtime) => new (agentClass as unknown as new (runtime: Runtime) => A)(runtime));

  const handlers: Record<string, (ctx: restate.Context, input: AgentRunInput | undefined) => Promise<unknown>> = {};
  for (const method of methods) {
    handlers[method] = async (ctx, input) => {
      const context = runContext(ctx, input, options);
      const agent = create(runtimeOf()) as unknown as Record<string, (...args: unknown[]) => unknown>;
      const bound = agent[method];
      const spec = getFunctionSpec(bound);
      if (!spec) throw new restate.TerminalError(`${name}.${method} has no agentic function spec.`);
      const args = bindRunArgs(spec, input?.args, context);
      const journal = new RestateJournal(ctx, { name, handler: method });
      return runWithJournal(journal, () => withContext(context, () => bound(...args)));
    };
  }
  const serviceOptions = { ...options.options, asTerminalError: terminalErrorMapper(options.retryable) };
  if (options.keyedBy !== undefined) {
    return restate.object({ name, handlers: handlers as never, options: serviceOptions });
  }
  return restate.service({ name, handlers: handlers as never, options: serviceOptions });
}
