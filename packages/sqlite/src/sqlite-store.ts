import type { RunFilter, RunRecord, RunStore, StepRecord, StoredTraceNode, TraceRunFilter, TraceRunSummary, TraceStore } from "@agentic-ts/core";
import { readDroppedNodes } from "./dropped-nodes";
import { LockWaitQueue } from "./lock-wait-queue";
import { migrate } from "./migrate";
import { busyTimeoutOf, openDatabase } from "./open-database";
import { ReadOnlyStoreError } from "./read-only-store-error";
import { SCHEMA_MIGRATIONS } from "./schema";
import type { SqliteRunStore } from "./sqlite-run-store";
import type { SqliteStoreOptions } from "./sqlite-store-options";
import { connect, connectReadOnly, currentConnection, type StoreConnection } from "./store-connection";
import { enforceTraceRetention } from "./trace-retention";
import { TraceWriter } from "./trace-writer";
import { withBusyTimeout } from "./with-busy-timeout";

/**
 * The embedded agentic-ts store: one SQLite file (WAL mode) holding trace runs, written by
 * any number of runtimes and processes at once and read by `agentic trace`. Give it to a runtime as
 * `store`; node writes are buffered and stored together, one transaction every few milliseconds, each run
 * of a batch as one row, by a worker thread with its own connection, so SQLite's work stays off the event
 * loop. Call {@link SqliteStore.close} when done (buffered writes are also stored when the process exits
 * normally; a crash or a kill loses what was not stored yet: about the last `batchMs` of writes, and a
 * batch the write thread had not committed). It is
 * also the {@link RunStore} of durable runs (`new Runs({ store, runtime, agents })`), shared by processes.
 *
 * Its statements on the event-loop thread never wait there for another process's lock: one that finds the
 * file locked is tried again on a timer until `busyTimeoutMs` (see `LockWaitQueue`), then fails with a
 * `StoreBusyError`. A new file is created with mode 0600. A file written by a newer release is refused
 * (`SchemaVersionError`). With `readOnly: true` it only reads (see {@link SqliteStoreOptions.readOnly}).
 * SQLite is node:sqlite where this Node.js has it (22.13 and later), else the better-sqlite3 package (an
 * optional peer); `driver` picks one (see {@link SqliteStoreOptions.driver}).
 *
 * ```ts
 * const store = new SqliteStore("agentic.db", { retention: { maxAgeMs: 7 * 86_400_000 } });
 * const runtime = new OpenAIRuntime({ model: "gpt-6-luna", store });
 * ```
 */
export class SqliteStore implements TraceStore, RunStore {
  /** The file the store writes. */
  readonly path: string;
  private connection: StoreConnection;
  // Absent for a read-only store.
  private readonly traces: TraceWriter | undefined;
  private readonly queue: LockWaitQueue;
  private readonly timer: NodeJS.Timeout | undefined;
  private retainedAt = 0;
  private warned = false;
  private closed = false;
  private readonly onExit = (): void => {
    this.traces?.flushHere();
    this.traces?.countDropped();
  };

  constructor(path: string, private readonly options: SqliteStoreOptions = {}) {
    this.path = path;
    this.queue = new LockWaitQueue(path, busyTimeoutOf(options));
    if (options.readOnly) {
      this.connection = connectReadOnly(path, options.driver);
      return;
    }
    const db = openDatabase(path, options);
    try {
      migrate(db, SCHEMA_MIGRATIONS, path);
      // A worker thread opens its own connection: an in-memory database would be another database there.
      const thread = (options.writeThread ?? true) && path !== ":memory:" && path !== "";
      this.traces = new TraceWriter(
        db,
        { path, driver: db.driver, busyTimeoutMs: options.busyTimeoutMs, batchMs: options.batchMs ?? 5, thread },
        (error) => this.report(error),
        (error) => this.threadStopped(error),
      );
      this.connection = connect(db);
      if (options.retention) {
        enforceTraceRetention(db, options.retention);
        // Only when something was written since the last pass; never keeps the process alive.
        this.timer = setInterval(() => this.retainIfWritten(), Math.max(10, options.retentionIntervalMs ?? 60_000));
        this.timer.unref();
      }
      // From here on, a statement on this thread fails at once on a locked file instead of sleeping in
      // SQLite: the queue waits on timers, and the few writes that must finish now wait explicitly.
      db.exec("PRAGMA busy_timeout = 0");
    } catch (error) {
      db.close();
      throw error;
    }
    process.on("exit", this.onExit);
  }

  /** Whether the store's connection is SQLite's read-only mode (`readOnly: true`): it never writes to the file. */
  get readOnly(): boolean {
    return this.connection.db.readOnly;
  }

  /**
   * Buffers the node's current state; it is stored with the next batch. A read-only store throws a
   * `ReadOnlyStoreError` (a trace drops it: a run never fails for its trace) and reports it as `onError` says.
   */
  writeNode(node: StoredTraceNode): void {
    if (this.closed) return;
    if (!this.traces) {
      const error = new ReadOnlyStoreError(this.path, "writeNode");
      this.report(error);
      throw error;
    }
    this.traces.write(node);
  }

  /**
   * Where node writes are stored: `"thread"`, a worker thread with its own connection (the default),
   * `"main"`, the thread that records them (`writeThread: false`, an in-memory database, or a write thread
   * that stopped), or `"none"` for a read-only store.
   */
  get writer(): "thread" | "main" | "none" {
    if (!this.traces) return "none";
    return this.traces.threaded ? "thread" : "main";
  }

  /** Stores everything buffered; rejects if that write, or a background one since the last flush, failed. */
  async flush(): Promise<void> {
    if (this.closed || !this.traces) return;
    const error = await this.traces.flush();
    if (error !== undefined) throw error;
  }

  /**
   * Waits for the run statements issued before it, flushes, stores the count of dropped nodes, then closes
   * the file (and stops the write thread); rejects as `flush` does. Idempotent.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.queue.idle();
    let failure: unknown;
    if (this.traces) {
      this.traces.flushHere();
      await this.traces.close();
      const uncounted = this.traces.countDropped();
      if (uncounted !== undefined) this.report(uncounted);
      process.off("exit", this.onExit);
      failure = this.traces.takeFailure() ?? uncounted;
    }
    this.connection.db.close();
    if (failure !== undefined) throw failure;
  }

  /**
   * How many trace nodes were dropped because their write failed (a full disk, a broken file), by every
   * process that wrote this file, this one included: traces may be incomplete when it is above 0. The count
   * is kept in the file; this process's drops are added once one of its writes succeeds again, or at
   * `close()` (see `TraceWriter`), and counted here before that. Stores what is buffered first, as reads do.
   */
  droppedNodeCount(): number {
    if (this.closed) throw new Error(`SqliteStore ${this.path} is closed.`);
    this.traces?.flushHere();
    return readDroppedNodes(this.current().db) + (this.traces?.droppedUncounted ?? 0);
  }

  /** The runs matching `filter`, newest first (this process's buffered writes included). */
  listRuns(filter?: TraceRunFilter): Promise<TraceRunSummary[]> {
    return this.readTraces("listRuns", (c) => c.reader.listRuns(filter));
  }

  /** One run's summary and nodes in start order, or `undefined`. */
  getRun(runId: string): Promise<{ summary: TraceRunSummary; nodes: StoredTraceNode[] } | undefined> {
    return this.readTraces("getRun", (c) => c.reader.getRun(runId));
  }

  /** The run's nodes written after `afterSeq`, in `seq` order. */
  nodesSince(runId: string, afterSeq: number): Promise<StoredTraceNode[]> {
    return this.readTraces("nodesSince", (c) => c.reader.nodesSince(runId, afterSeq));
  }

  /** Stores a new durable run (its context through the `contextCodec`, when the store has one). */
  insertRunRecord(run: RunRecord): Promise<void> {
    return this.writeRun(run, (stored) => this.write("insertRunRecord", (runs) => runs.insertRunRecord(stored)));
  }

  /** A durable run by id. */
  async getRunRecord(id: string): Promise<RunRecord | undefined> {
    const run = await this.read("getRunRecord", (c) => c.runs.getRunRecord(id));
    return run && this.decoded(run);
  }

  /** Durable runs, newest first. */
  async listRunRecords(filter?: RunFilter): Promise<RunRecord[]> {
    const runs = await this.read("listRunRecords", (c) => c.runs.listRunRecords(filter));
    return this.options.contextCodec ? Promise.all(runs.map((run) => this.decoded(run))) : runs;
  }

  /** Compare-and-set of a durable run on its version (one statement: atomic across processes). */
  updateRunRecord(run: RunRecord, expectedVersion: number): Promise<boolean> {
    return this.writeRun(run, (stored) => this.write("updateRunRecord", (runs) => runs.updateRunRecord(stored, expectedVersion)));
  }

  /** A durable run owner's heartbeat. */
  touchRunRecord(id: string, owner: string, at: string): Promise<void> {
    return this.write("touchRunRecord", (runs) => runs.touchRunRecord(id, owner, at));
  }

  /** Appends a step to a durable run's journal. */
  appendStep(step: StepRecord): Promise<void> {
    return this.write("appendStep", (runs) => runs.appendStep(step));
  }

  /** A durable run's journal, in completion order. */
  listSteps(runId: string): Promise<StepRecord[]> {
    return this.read("listSteps", (c) => c.runs.listSteps(runId));
  }

  /** Enforces the retention options now (they also run on open and periodically). Returns runs deleted. */
  enforceRetention(): number {
    if (!this.traces) throw new ReadOnlyStoreError(this.path, "enforceRetention");
    if (this.closed || !this.options.retention) return 0;
    this.traces.flushHere();
    const retention = this.options.retention;
    const db = this.connection.db;
    const deleted = withBusyTimeout(db, busyTimeoutOf(this.options), () => enforceTraceRetention(db, retention));
    if (deleted > 0) this.traces.forgetRuns();
    this.retainedAt = this.traces.written;
    return deleted;
  }

  private retainIfWritten(): void {
    if (this.traces?.written === this.retainedAt) return;
    try {
      this.enforceRetention();
    } catch (error) {
      this.report(error);
    }
  }

  /** The connection to use now (a read-only snapshot is taken again once the file changed). */
  private current(): StoreConnection {
    return (this.connection = currentConnection(this.path, this.connection));
  }

  // Without a codec the statement is queued at once, so writes issued one after another are stored in that
  // order; a codec (which may be async) encodes first.
  private writeRun<T>(run: RunRecord, write: (stored: RunRecord) => Promise<T>): Promise<T> {
    const codec = this.options.contextCodec;
    if (!codec || run.context === undefined) return write(run);
    return loadCore().then(({ encodeRunContext }) => encodeRunContext(codec, run)).then(write);
  }

  private async decoded(run: RunRecord): Promise<RunRecord> {
    const codec = this.options.contextCodec;
    if (!codec || run.context === undefined) return run;
    return (await loadCore()).decodeRunContext(codec, run);
  }

  private write<T>(operation: string, statement: (runs: SqliteRunStore) => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`SqliteStore ${this.path} is closed.`));
    if (!this.traces) return Promise.reject(new ReadOnlyStoreError(this.path, operation));
    return this.queue.run(operation, () => statement(this.connection.runs));
  }

  private read<T>(operation: string, query: (connection: StoreConnection) => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`SqliteStore ${this.path} is closed.`));
    return this.queue.run(operation, () => query(this.current()));
  }

  private async readTraces<T>(operation: string, query: (connection: StoreConnection) => T): Promise<T> {
    // Read-your-writes: what this process wrote before the read is stored first, by the write thread
    // while the event loop goes on (a failure stays for flush() and close() to report).
    if (!this.closed) await this.traces?.settle();
    return this.read(operation, query);
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

// Core's own codec helpers, loaded only by a store given a codec (whose owner has loaded core to make it):
// the package otherwise takes only types from core, so that opening a store (the CLI's read commands,
// `agentic --help`) never loads it.
function loadCore(): Promise<typeof import("@agentic-ts/core")> {
  return import("@agentic-ts/core");
}
