import type Database from "better-sqlite3";
import type { RunFilter, RunRecord, RunStore, StepRecord, StoredTraceNode, TraceRunFilter, TraceRunSummary, TraceStore } from "@agentic-ts/core";
import { migrate } from "./migrate";
import { openDatabase } from "./open-database";
import { SCHEMA_MIGRATIONS } from "./schema";
import { SqliteRunStore } from "./sqlite-run-store";
import type { SqliteStoreOptions } from "./sqlite-store-options";
import { TraceReader } from "./trace-reader";
import { enforceTraceRetention } from "./trace-retention";
import { TraceWriter } from "./trace-writer";

/**
 * The embedded agentic-ts store: one SQLite file (better-sqlite3, WAL mode) holding trace runs, written by
 * any number of runtimes and processes at once and read by `agentic trace`. Give it to a runtime as
 * `store`; node writes are buffered and stored together, one transaction every few milliseconds, each run
 * of a batch as one row, by a worker thread with its own connection, so SQLite's work stays off the event
 * loop. Call {@link SqliteStore.close} when done (buffered writes are also stored when the process exits
 * normally; a crash or a kill loses what was not stored yet: about the last `batchMs` of writes, and a
 * batch the write thread had not committed). It is
 * also the {@link RunStore} of durable runs (`new Runs({ store, runtime, agents })`), shared by processes.
 *
 * ```ts
 * const store = new SqliteStore("agentic.db", { retention: { maxAgeMs: 7 * 86_400_000 } });
 * const runtime = new OpenAIRuntime({ model: "gpt-6-luna", store });
 * ```
 */
export class SqliteStore implements TraceStore, RunStore {
  /** The file the store writes. */
  readonly path: string;
  private readonly db: Database.Database;
  private readonly traces: TraceWriter;
  private readonly reader: TraceReader;
  private readonly durable: SqliteRunStore;
  private readonly timer: NodeJS.Timeout | undefined;
  private retainedAt = 0;
  private warned = false;
  private closed = false;
  private readonly onExit = (): void => void this.traces.flushHere();

  constructor(path: string, private readonly options: SqliteStoreOptions = {}) {
    this.path = path;
    this.db = openDatabase(path, options);
    try {
      migrate(this.db, SCHEMA_MIGRATIONS);
      // A worker thread opens its own connection: an in-memory database would be another database there.
      const thread = (options.writeThread ?? true) && path !== ":memory:" && path !== "";
      this.traces = new TraceWriter(
        this.db,
        { path, busyTimeoutMs: options.busyTimeoutMs, batchMs: options.batchMs ?? 5, thread },
        (error) => this.report(error),
        (error) => this.threadStopped(error),
      );
      this.reader = new TraceReader(this.db);
      this.durable = new SqliteRunStore(this.db);
      if (options.retention) {
        enforceTraceRetention(this.db, options.retention);
        // Only when something was written since the last pass; never keeps the process alive.
        this.timer = setInterval(() => this.retainIfWritten(), Math.max(10, options.retentionIntervalMs ?? 60_000));
        this.timer.unref();
      }
    } catch (error) {
      this.db.close();
      throw error;
    }
    process.on("exit", this.onExit);
  }

  /** Buffers the node's current state; it is stored with the next batch. */
  writeNode(node: StoredTraceNode): void {
    if (!this.closed) this.traces.write(node);
  }

  /**
   * Where node writes are stored: `"thread"`, a worker thread with its own connection (the default), or
   * `"main"`, the thread that records them (`writeThread: false`, an in-memory database, or a write thread
   * that stopped).
   */
  get writer(): "thread" | "main" {
    return this.traces.threaded ? "thread" : "main";
  }

  /** Stores everything buffered; rejects if that write, or a background one since the last flush, failed. */
  async flush(): Promise<void> {
    if (this.closed) return;
    const error = await this.traces.flush();
    if (error !== undefined) throw error;
  }

  /** Flushes, then closes the file (and stops the write thread); rejects as `flush` does. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.traces.flushHere();
    await this.traces.close();
    process.off("exit", this.onExit);
    this.db.close();
    const error = this.traces.takeFailure();
    if (error !== undefined) throw error;
  }

  /** The runs matching `filter`, newest first (this process's buffered writes included). */
  listRuns(filter?: TraceRunFilter): Promise<TraceRunSummary[]> {
    return this.read(() => this.reader.listRuns(filter));
  }

  /** One run's summary and nodes in start order, or `undefined`. */
  getRun(runId: string): Promise<{ summary: TraceRunSummary; nodes: StoredTraceNode[] } | undefined> {
    return this.read(() => this.reader.getRun(runId));
  }

  /** The run's nodes written after `afterSeq`, in `seq` order. */
  nodesSince(runId: string, afterSeq: number): Promise<StoredTraceNode[]> {
    return this.read(() => this.reader.nodesSince(runId, afterSeq));
  }

  /** Stores a new durable run. */
  insertRunRecord(run: RunRecord): Promise<void> {
    return this.open((runs) => runs.insertRunRecord(run));
  }

  /** A durable run by id. */
  getRunRecord(id: string): Promise<RunRecord | undefined> {
    return this.open((runs) => runs.getRunRecord(id));
  }

  /** Durable runs, newest first. */
  listRunRecords(filter?: RunFilter): Promise<RunRecord[]> {
    return this.open((runs) => runs.listRunRecords(filter));
  }

  /** Compare-and-set of a durable run on its version (one statement: atomic across processes). */
  updateRunRecord(run: RunRecord, expectedVersion: number): Promise<boolean> {
    return this.open((runs) => runs.updateRunRecord(run, expectedVersion));
  }

  /** A durable run owner's heartbeat. */
  touchRunRecord(id: string, owner: string, at: string): Promise<void> {
    return this.open((runs) => runs.touchRunRecord(id, owner, at));
  }

  /** Appends a step to a durable run's journal. */
  appendStep(step: StepRecord): Promise<void> {
    return this.open((runs) => runs.appendStep(step));
  }

  /** A durable run's journal, in completion order. */
  listSteps(runId: string): Promise<StepRecord[]> {
    return this.open((runs) => runs.listSteps(runId));
  }

  /** Enforces the retention options now (they also run on open and periodically). Returns runs deleted. */
  enforceRetention(): number {
    if (this.closed || !this.options.retention) return 0;
    this.traces.flushHere();
    const deleted = enforceTraceRetention(this.db, this.options.retention);
    if (deleted > 0) this.traces.forgetRuns();
    this.retainedAt = this.traces.written;
    return deleted;
  }

  private retainIfWritten(): void {
    if (this.traces.written === this.retainedAt) return;
    try {
      this.enforceRetention();
    } catch (error) {
      this.report(error);
    }
  }

  private open<T>(use: (runs: SqliteRunStore) => Promise<T>): Promise<T> {
    return this.closed ? Promise.reject(new Error(`SqliteStore ${this.path} is closed.`)) : use(this.durable);
  }

  private read<T>(query: () => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`SqliteStore ${this.path} is closed.`));
    // Read-your-writes: what this process wrote is visible to its own reads at once.
    this.traces.flushHere();
    try {
      return Promise.resolve(query());
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private threadStopped(error: unknown): void {
    const message = typeof (error as Error)?.message === "string" ? (error as Error).message : String(error);
    const stopped = new Error(`agentic-ts: the trace write thread of ${this.path} stopped (${message}); writes go on, stored on the main thread.`, { cause: error });
    if (this.options.onError) return this.options.onError(stopped);
    process.emitWarning(stopped.message);
  }

  private report(error: unknown): void {
    if (this.options.onError) return this.options.onError(error);
    if (this.warned) return;
    this.warned = true;
    const message = error instanceof Error ? error.message : String(error);
    process.emitWarning(`agentic-ts: trace writes to ${this.path} failed (${message}); those nodes were dropped.`);
  }
}
