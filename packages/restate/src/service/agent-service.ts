import { Agent, ConfigurationError, resolveDecision, runWithJournal, withContext, type Runtime } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";
import type { AgentRunInput } from "./agent-run-input";
import { RestateJournal } from "./restate-journal";
import { checkRunArgs, serveMethod, type ServedMethod } from "./run-args";
import { runContext, type ContextSourcesOptions } from "./run-context";
import { servedMethods, type AgentMethodName } from "./served-methods";
import { terminalErrorMapper } from "./terminal-errors";

/** Options of {@link agentService}. */
export interface AgentServiceOptions<A extends Agent> extends ContextSourcesOptions {
  /** The Restate service name. Default: the class name. */
  readonly name?: string;
  /** The runtime the agent talks to the model with (one per worker), or a function returning it. */
  readonly runtime: Runtime | (() => Runtime);
  /** Builds the agent for a run (from a DI container, say). Default: `new AgentClass(runtime)`. */
  readonly create?: (runtime: Runtime) => A;
  /**
   * The `@AgenticFunction` methods the Restate ingress may call, e.g. `["triage"]`. Required: every other
   * agentic function is served too, but `ingressPrivate` (other services in the cluster may call it,
   * callers of the ingress may not). A function with an `approval` policy cannot be named.
   */
  readonly methods: readonly AgentMethodName<A>[];
  /** Errors (besides retryable provider errors) Restate should retry instead of failing the run. */
  readonly retryable?: (error: unknown) => boolean;
  /** Restate service options (retry policy, timeouts, retention). */
  readonly options?: Omit<restate.ServiceOptions, "asTerminalError">;
}

/** The Restate definition {@link agentService} returns: a service, or a virtual object with `keyedBy`. */
export type AgentServiceDefinition = restate.ServiceDefinition<string, unknown> | restate.VirtualObjectDefinition<string, unknown>;

type RunHandler = (ctx: restate.Context, input: AgentRunInput | undefined) => Promise<unknown>;

/**
 * Turns an `Agent` class into a Restate service whose handlers are its `@AgenticFunction` methods. Each
 * invocation is one durable run: the method runs with a {@link RestateJournal} ambient, so every model
 * call and every model-chosen dispatch is a `ctx.run` step of Restate's journal, and an approval
 * suspends the invocation on an awakeable until someone decides (see {@link RestateRuns.resume}).
 *
 * Only the `methods` named are reachable through Restate's ingress; the other agentic functions are
 * `ingressPrivate` handlers. A run's arguments are validated like a model's pick of the method (a bad
 * one is a terminal error, status 400, naming the field, and nothing runs). Context parameters come from
 * the configured `headers` and the object key — from the input's `context` only with `contextFromBody` —
 * and never from the model.
 *
 * With `keyedBy` the agent becomes a virtual object: runs for the same key (a customer, say) run one at
 * a time, in order, and the key is the value of that context parameter.
 *
 * @example
 * ```ts
 * const desk = agentService(Desk, { runtime: new OpenAIRuntime({ model: "gpt-6-luna" }), methods: ["triage"], keyedBy: "customerId" });
 * await serveAgents({ services: [desk], port: 9081 });
 * // POST {ingress}/Desk/C-1/triage  {"args": ["My order A-1 arrived broken"]}
 * ```
 */
export function agentService<A extends Agent>(agentClass: new (...args: never[]) => A, options: AgentServiceOptions<A>): AgentServiceDefinition {
  if (!(agentClass.prototype instanceof Agent)) throw new ConfigurationError(`agentService: ${agentClass.name} does not extend Agent.`);
  const name = options.name ?? agentClass.name;
  const { open, internal } = servedMethods(agentClass, options.methods as readonly string[] | undefined);
  const runtimeOf = typeof options.runtime === "function" ? options.runtime : () => options.runtime as Runtime;
  const create = options.create ?? ((runtime: Runtime) => new (agentClass as unknown as new (runtime: Runtime) => A)(runtime));
  const keyed = options.keyedBy !== undefined;

  const handlers: Record<string, unknown> = {};
  for (const method of [...open, ...internal]) {
    const handler = runHandler(serveMethod(name, agentClass.prototype, method), options, runtimeOf, create);
    const opts = open.includes(method) ? {} : { ingressPrivate: true };
    handlers[method] = keyed ? restate.handlers.object.exclusive(opts, handler as never) : restate.handlers.handler(opts, handler as never);
  }
  const serviceOptions = { ...options.options, asTerminalError: terminalErrorMapper(options.retryable) };
  if (keyed) return restate.object({ name, handlers: handlers as never, options: serviceOptions });
  return restate.service({ name, handlers: handlers as never, options: serviceOptions });
}

function runHandler<A extends Agent>(served: ServedMethod, options: AgentServiceOptions<A>, runtimeOf: () => Runtime, create: (runtime: Runtime) => A): RunHandler {
  return async (ctx, input) => {
    const context = runContext(ctx, input, options);
    const pick = await checkRunArgs(served, input?.args, context);
    const runtime = runtimeOf();
    const agent = create(runtime) as unknown as Record<string, (...args: unknown[]) => unknown>;
    // The validated pick, bound to this run's agent: binding fills context and runtime parameters and
    // turns dated strings into Dates, as for a model's pick.
    const option = { ...pick.option, fn: agent[served.method] };
    const journal = new RestateJournal(ctx, { name: served.service, handler: served.method });
    const result = await runWithJournal(journal, () => withContext(context, () => resolveDecision({ option, args: pick.args }, { context, runtime }))).catch(
      async (error: unknown) => {
        await journal.settle().catch(() => undefined);
        throw error;
      },
    );
    await journal.settle();
    return result;
  };
}
