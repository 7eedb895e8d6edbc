import { randomUUID } from "node:crypto";
import { AgenticTypeError } from "../errors/agentic-type-error";
import { ConfigurationError } from "../errors/configuration-error";
import type { JournalWriteError } from "../errors/journal-write-error";
import { RunConflictError } from "../errors/run-conflict-error";
import { RunNotFoundError } from "../errors/run-not-found-error";
import type { Runtime } from "../runtime/runtime";
import { checkConstructible, constructAgent, type AgentClass } from "./construct-agent";
import { decodeRunContext, encodeRunContext, type ContextCodec } from "./context-codec";
import { executeRun, type ExecutionEnd } from "./execute-run";
import { giveVerdict, type ResumeVerdict } from "./give-verdict";
import { isResumeBudget, raiseBudget, type ResumeBudget } from "./raise-budget";
import { checkBudget } from "../runtime/check-budget";
import { nonJsonPath } from "../journal/json-value";
import { newOwnerId, ownerIsGone } from "./run-owner";
import type { RunMethodArgs, RunMethodName, RunMethodResult } from "./run-method";
import type { RunRecord } from "./run-record";
import type { StartRunOptions } from "./start-run-options";

export type { StartRunOptions } from "./start-run-options";
import { isRunStore, type RunFilter, type RunStore } from "./run-store";
import { recordError } from "../journal/step-outcome";
import type { StepRecord } from "../journal/step-record";
import type { TraceRunSummary } from "../trace/trace-run-summary";
import type { TraceStore } from "../trace/trace-store";

/** An agent class `Runs` may construct (`new Agent(runtime)`), or an agent instance to use as it is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RunAgent = (abstract new (...args: any[]) => object) | object;

/** Options of {@link Runs}. */
export interface RunsOptions {
  /** Where runs and journals are kept: `MemoryStore` (core) or `SqliteStore` (`@agentic-ts/sqlite`). */
  readonly store: RunStore;
  /** The runtime the runs' methods use (and the agents given as classes are constructed with). */
  readonly runtime: Runtime;
  /** The agents whose methods may run, by class name: classes (constructed per execution) or instances. */
  readonly agents: readonly RunAgent[];
  /**
   * How long a `running` run may go without a heartbeat from its owner before `recover` takes it over
   * (owners on this host that no longer exist are taken over at once). Default 30 000 ms.
   */
  readonly leaseMs?: number;
  /**
   * Builds the agent a run executes on, for agents given as classes. Default: through tsyringe's container
   * when the class is `@injectable()` (its dependencies resolved, the runs' runtime as its `Runtime`), else
   * `new Agent(runtime)`; a class whose constructor needs more than that fails at `start`, naming this
   * option. A DI container passes its own resolution here (the NestJS module resolves the class for a
   * request built from the run).
   */
  readonly resolveAgent?: (agentClass: Function, run: RunRecord) => object | Promise<object>;
  /**
   * Encodes each run's context before it is stored and decodes it for each execution: redaction or
   * encryption ({@link sealedContext}) of request headers, tokens and other secrets a run carries. Records
   * returned by `Runs` hold the stored (encoded) form; the run's code and `resolveAgent` see the decoded one.
   */
  readonly contextCodec?: ContextCodec;
}

/**
 * Durable runs: an agent method executed as a journal of steps in a store, so that it survives a process
 * exit, waits for approvals, and finishes in any process that shares the store.
 *
 * - `start` executes the method; it ends `completed`, `suspended` (an approval is pending) or `failed`.
 * - `resume` gives a suspended run its verdict and executes it again from the start: completed model calls
 *   and dispatches are answered from the journal (no model call is sent twice, no completed function runs
 *   twice); an approved call is dispatched, a declined one becomes a re-pick or a declined tool result.
 * - `recover` takes over runs left `running` by a process that died, and executes them the same way; a
 *   step that was in flight runs again (steps are at-least-once: use {@link currentStepId} as an
 *   idempotency key); a run completes exactly once.
 * - A store that fails to record a completed step (a full disk) never fails the run: it stays `running`,
 *   `start`/`resume` throw {@link JournalWriteError}, and the next `recover` runs that step again.
 * - `retry` executes a `failed` run again from its journal (after a provider outage, or a code fix).
 *
 * Determinism: between executions, a run's method must make the same model calls and dispatches in the
 * same order, given the same journaled results. Read time, randomness and outside data inside an agentic
 * function the model chooses (its result is journaled), not in the method between steps.
 */
export class Runs {
  readonly store: RunStore;
  readonly runtime: Runtime;
  private readonly agents = new Map<string, RunAgent>();
  private readonly owner = newOwnerId();
  private readonly leaseMs: number;
  private readonly active = new Set<string>();
  private heartbeat?: NodeJS.Timeout;
  private readonly resolveAgent?: RunsOptions["resolveAgent"];
  private readonly contextCodec?: ContextCodec;

  constructor(options: RunsOptions) {
    if (!isRunStore(options.store)) {
      throw new ConfigurationError("Runs needs a store with runs support: core's MemoryStore or SqliteStore from @agentic-ts/sqlite.");
    }
    this.store = options.store;
    this.runtime = options.runtime;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.resolveAgent = options.resolveAgent;
    this.contextCodec = options.contextCodec;
    for (const agent of options.agents) {
      const name = typeof agent === "function" ? agent.name : agent.constructor.name;
      if (this.agents.has(name)) throw new ConfigurationError(`Runs: two agents are named ${name}.`);
      this.agents.set(name, agent);
    }
  }

  /**
   * Starts a run of `agent.method(...args)` and executes it until it completes, suspends or fails. Given
   * the agent's class or instance, the method name and the arguments are checked against the method, and
   * the run's `result` has its awaited return type; given the agent's name, neither is known.
   */
  start<A extends RunAgent, M extends RunMethodName<A>>(agent: A, method: M, args?: RunMethodArgs<A, M>, options?: StartRunOptions): Promise<RunRecord<RunMethodResult<A, M>>>;
  start(agent: string, method: string, args?: readonly unknown[], options?: StartRunOptions): Promise<RunRecord>;
  async start(agent: RunAgent | string, method: string, args: readonly unknown[] = [], options: StartRunOptions = {}): Promise<RunRecord> {
    const name = typeof agent === "string" ? agent : typeof agent === "function" ? agent.name : agent.constructor.name;
    const known = this.agents.get(name);
    if (!known) throw new ConfigurationError(`Runs: no agent named ${name}; pass it in new Runs({ agents: [${name}] }).`);
    const proto = typeof known === "function" ? (known.prototype as Record<string, unknown>) : (known as Record<string, unknown>);
    if (typeof proto[method] !== "function") throw new ConfigurationError(`Runs: ${name} has no method ${method}.`);
    if (typeof known === "function" && !this.resolveAgent) checkConstructible(known as AgentClass);
    checkJson(args, `The arguments of ${name}.${method}`);
    if (options.context !== undefined) checkJson(options.context, `The context of ${name}.${method}`);
    const budget = checkBudget(options.budget, "Runs.start", this.runtime.prices, this.runtime.model);
    if (budget) checkJson(budget, `The budget of ${name}.${method}`);
    const now = new Date().toISOString();
    const run: RunRecord = await encodeRunContext(this.contextCodec, {
      id: options.id ?? randomUUID(), agent: name, method, args: [...args], ...(options.context ? { context: options.context } : {}), ...(budget ? { budget } : {}),
      status: "running", approvals: [], owner: this.owner, heartbeatAt: now, executions: 0, version: 1, createdAt: now, updatedAt: now,
    });
    await this.store.insertRunRecord(run);
    return this.executeOrThrow(run);
  }

  /**
   * Gives a suspended run the verdict on its pending approval — or a run stopped by its budget a raised
   * budget (`{ budget }`, see {@link ResumeBudget}) — and executes it again (in this process, whichever
   * process started it), replaying its journal. Of several concurrent resumes of one run exactly one
   * proceeds; the others throw {@link RunConflictError}.
   */
  async resume(id: string, verdict: ResumeVerdict | ResumeBudget): Promise<RunRecord> {
    const claimed = isResumeBudget(verdict) ? await raiseBudget(this.store, id, verdict, this.owner) : await giveVerdict(this.store, id, verdict, this.owner);
    return this.executeOrThrow(claimed);
  }

  /**
   * Executes a `failed` run again, from its journal, in this process: a model call or a store write that
   * failed is tried again, and a run that failed with `NonDeterminismError` goes through once its code
   * matches its journal again. A function that threw is answered from the journal with the same error (how
   * a step ended is recorded). Throws {@link RunNotFoundError}, or {@link RunConflictError} when the run is
   * not `failed` (a `running` one is for `recover`, a `suspended` one waits for a verdict) or another
   * process retried it at the same time.
   */
  async retry(id: string): Promise<RunRecord> {
    const run = await this.store.getRunRecord(id);
    if (!run) throw new RunNotFoundError(id);
    if (run.status !== "failed") {
      throw new RunConflictError(id, run.status, `Run ${id} is ${run.status}, not failed: only a failed run can be retried (a running one is for recover(), a suspended one waits for a verdict).`);
    }
    const { error: _error, ...rest } = run;
    const claimed = await this.claim(rest, {});
    if (!claimed) throw new RunConflictError(id, "unknown", `Run ${id} changed while it was being retried (another process retried it); this retry did nothing.`);
    return this.executeOrThrow(claimed);
  }

  /** The run with this id, or `undefined`. */
  get(id: string): Promise<RunRecord | undefined> {
    return this.store.getRunRecord(id);
  }

  /** The runs matching `filter` (by status, agent; newest first). */
  list(filter: RunFilter = {}): Promise<RunRecord[]> {
    return this.store.listRunRecords(filter);
  }

  /** The journal of a run: its completed steps in order. */
  steps(id: string): Promise<StepRecord[]> {
    return this.store.listSteps(id);
  }

  /**
   * The trace runs the run's executions recorded (start, each resume, recovery and retry), oldest first:
   * each carries the run's id as `durableRunId`. Read from the runtime's trace store, else from the runs'
   * store when it keeps traces too (`SqliteStore`, `MemoryStore`); none when neither does.
   */
  async traceRuns(id: string): Promise<TraceRunSummary[]> {
    const store = this.runtime.trace.store ?? (isTraceStore(this.store) ? this.store : undefined);
    const found = store ? await store.listRuns({ durableRunId: id }) : [];
    // Listed newest first: reversed, then sorted (stable), so runs started in one millisecond keep their order too.
    return found.reverse().sort((a, b) => a.startedAt - b.startedAt);
  }

  /**
   * Takes over every run left `running` by an owner that is gone (a process on this host that no longer
   * exists, or no heartbeat for `leaseMs`) or by nobody (a verdict given with `agentic runs approve`), and
   * executes it to its end. Resolves to the runs as they ended. Call it at start-up, and on a timer where
   * verdicts are given from outside. A run of an agent this instance was not given is left as it is, for
   * the process that has that agent: services (and `serveMcp`'s approvals) can share one store.
   */
  async recover(): Promise<RunRecord[]> {
    const now = Date.now();
    const out: RunRecord[] = [];
    for (const run of await this.store.listRunRecords({ status: "running" })) {
      if (run.owner === this.owner) continue;
      if (!this.agents.has(run.agent)) continue;
      const stale = run.heartbeatAt === undefined || Date.parse(run.heartbeatAt) + this.leaseMs < now;
      if (!stale && !ownerIsGone(run.owner)) continue;
      const claimed = await this.claim(run, {});
      // A run whose journal could not be written again stays running, for a later recover().
      if (claimed) out.push((await this.execute(claimed)).record);
    }
    return out;
  }

  /** Stops the heartbeat (runs still executing here keep going, but may be recovered elsewhere once stale). */
  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  // Compare-and-set: the run becomes `running` under this owner, if nobody changed it since it was read.
  private async claim(run: RunRecord, patch: Partial<RunRecord>): Promise<RunRecord | undefined> {
    const now = new Date().toISOString();
    const next: RunRecord = { ...run, ...patch, status: "running", owner: this.owner, heartbeatAt: now, version: run.version + 1, updatedAt: now };
    return (await this.store.updateRunRecord(next, run.version)) ? next : undefined;
  }

  // start, resume and retry: a journal that could not be written is the caller's error to hear.
  private async executeOrThrow(run: RunRecord): Promise<RunRecord> {
    const { record, lost } = await this.execute(run);
    if (lost) throw lost;
    return record;
  }

  private async execute(run: RunRecord): Promise<{ record: RunRecord; lost?: JournalWriteError }> {
    this.track(run.id, true);
    try {
      let end: ExecutionEnd;
      try {
        // The run's code sees the decoded context; what is stored, and returned, stays encoded.
        const live = await decodeRunContext(this.contextCodec, run);
        end = await executeRun(live, await this.agentFor(live), this.store, this.runtime);
      } catch (error) {
        end = { status: "failed", error: recordError(error) }; // the context or the agent could not be had
      }
      if (end.lost) return { record: await this.release(run), lost: end.lost };
      const now = new Date().toISOString();
      const { result: _r, error: _e, pending: _p, overrun: _o, ...rest } = run;
      const done: RunRecord = { ...rest, ...dropUndefined(end), executions: run.executions + 1, version: run.version + 1, updatedAt: now };
      if (await this.store.updateRunRecord(done, run.version)) return { record: done };
      // Another process took the run over (it looked abandoned): its execution decides the outcome.
      return { record: (await this.store.getRunRecord(run.id)) ?? done };
    } finally {
      this.track(run.id, false);
    }
  }

  // A step's record was lost: the run stays `running`, owned by nobody, so the next recover() anywhere takes
  // it at once. When the store refuses this too, the lease runs out instead (no heartbeat is sent for it).
  private async release(run: RunRecord): Promise<RunRecord> {
    const { owner: _o, heartbeatAt: _h, ...rest } = run;
    const released: RunRecord = { ...rest, executions: run.executions + 1, version: run.version + 1, updatedAt: new Date().toISOString() };
    try {
      if (await this.store.updateRunRecord(released, run.version)) return released;
    } catch {
      // The store is failing: the stale heartbeat hands the run to recover() after leaseMs.
    }
    return run;
  }

  private async agentFor(run: RunRecord): Promise<object> {
    const agent = this.agents.get(run.agent);
    if (!agent) throw new ConfigurationError(`Runs: no agent named ${run.agent}; pass it in new Runs({ agents: [${run.agent}] }).`);
    if (typeof agent !== "function") return agent;
    return this.resolveAgent ? this.resolveAgent(agent, run) : constructAgent(agent as AgentClass, this.runtime);
  }

  private track(id: string, on: boolean): void {
    if (on) this.active.add(id);
    else this.active.delete(id);
    if (this.active.size > 0 && !this.heartbeat) {
      this.heartbeat = setInterval(() => {
        const at = new Date().toISOString();
        for (const runId of this.active) void this.store.touchRunRecord(runId, this.owner, at).catch(() => undefined);
      }, Math.max(10, Math.floor(this.leaseMs / 3)));
      this.heartbeat.unref();
    } else if (this.active.size === 0) {
      this.close();
    }
  }
}

function isTraceStore(store: object): store is TraceStore {
  return typeof (store as Partial<TraceStore>).listRuns === "function";
}

function checkJson(value: unknown, what: string): void {
  const bad = nonJsonPath(value);
  if (bad !== undefined) throw new AgenticTypeError(`${what} must be plain JSON data to be stored; ${bad} is not.`);
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
