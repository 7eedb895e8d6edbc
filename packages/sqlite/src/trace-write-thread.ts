import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { SqliteConnection } from "./sqlite-connection";
import { BatchWriter } from "./batch-writer";
import { busyTimeoutOf } from "./open-database";
import type { SerializedBatch } from "./serialized-batch";
import { withBusyTimeout } from "./with-busy-timeout";
import { DONE, FAILED, FREE, MAIN, POSTED, WORKING, WRITE_SLOTS, type WriteReport, type WriteThreadData } from "./write-slots";

// Built next to this file. The repo's own tests run it from sources, and then use the built copy.
const WORKER_FILE = __filename.endsWith(".ts") ? join(__dirname, "..", "dist", "trace-write-worker.js") : join(__dirname, "trace-write-worker.js");
/** The longest the recording thread waits for the write thread to finish one batch before storing it itself. */
const WAIT_MS = 10_000;

/** Hears each batch stored (`error` undefined) or failed, by whichever thread stored it. */
export type BatchStored = (batch: SerializedBatch, error?: unknown) => void;

/**
 * Where a SQLite store's batches are stored: on a worker thread with its own connection, started at the
 * first batch, so SQLite's work (statements, commits, WAL checkpoints and their file syncs) stays off the
 * event loop; the recording thread only serializes. Batches are stored in order, each exactly once (see
 * `write-slots`). {@link TraceWriteThread.drain} stores on the calling thread whatever the worker has not
 * taken, for reads that must see every write, for `close()` and at process exit. Without a worker
 * (`writeThread: false`, an in-memory database, or a worker that failed), every batch is stored on the
 * recording thread at once, as it is sent.
 */
export class TraceWriteThread {
  private worker: Worker | undefined;
  private dead: boolean;
  private readonly slots = new Int32Array(new SharedArrayBuffer(WRITE_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  // Batches sent to the worker that it has not reported on yet, in order.
  private readonly pending = new Map<number, SerializedBatch>();
  private waiters: Array<() => void> = [];
  private here: BatchWriter | undefined;

  constructor(
    private readonly db: SqliteConnection,
    private readonly data: Omit<WriteThreadData, "slots">,
    useThread: boolean,
    private readonly stored: BatchStored,
    private readonly stopped: (error: unknown) => void,
  ) {
    this.dead = !useThread;
  }

  /** Whether batches go to the worker thread (else they are stored on the recording thread). */
  get threaded(): boolean {
    return !this.dead;
  }

  /** Stores `batch` after every batch sent before it: hands it to the worker, or stores it now without one. */
  send(batch: SerializedBatch): void {
    // The worker is a whole slot ring behind: catch up here rather than wait.
    if (this.dead || this.pending.has(batch.n - WRITE_SLOTS)) return this.drain(batch);
    const worker = this.worker ?? this.start();
    if (!worker) return this.send(batch);
    Atomics.store(this.slots, batch.n % WRITE_SLOTS, POSTED);
    // Kept alive while a batch is out, so `await flush()` is not cut short by an otherwise idle process.
    if (this.pending.size === 0) worker.ref();
    this.pending.set(batch.n, batch);
    worker.postMessage(batch);
  }

  /** Resolves once the worker has reported on every batch sent so far. */
  settled(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Stores here, now, every batch sent that the worker has not taken, after waiting for the one it is
   * storing, then `next` if given: when this returns, every batch sent (and `next`) is in the file (or failed).
   */
  drain(next?: SerializedBatch): void {
    for (const [n, batch] of this.pending) {
      const slot = n % WRITE_SLOTS;
      let was = Atomics.compareExchange(this.slots, slot, POSTED, MAIN);
      if (was === WORKING) {
        Atomics.wait(this.slots, slot, WORKING, WAIT_MS);
        // A worker that stopped mid-batch rolled it back: store it here.
        if (this.dead) was = Atomics.compareExchange(this.slots, slot, WORKING, MAIN);
      }
      // A stopped worker reports nothing more: what it failed is tried again here (so the failure is heard),
      // what it stored is counted here.
      if (was === POSTED || (this.dead && (was === WORKING || was === FAILED))) this.storeHere(batch);
      else if (this.dead && was === DONE) this.stored(batch);
      if (this.dead) this.pending.delete(n);
    }
    if (next) this.storeHere(next);
    if (this.pending.size === 0) this.wake();
  }

  /** Stops the worker once it has gone through what it was sent. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.dead = true;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      worker.once("exit", () => resolve());
      // Until it has closed its connection: an idle process must not end first.
      worker.ref();
      worker.postMessage("close");
    });
  }

  private start(): Worker | undefined {
    try {
      const worker = new Worker(WORKER_FILE, { workerData: { ...this.data, slots: this.slots.buffer } satisfies WriteThreadData });
      worker.unref();
      worker.on("message", (report: WriteReport) => this.onReport(report));
      worker.on("error", (error) => this.die(error));
      worker.on("exit", () => this.die(undefined));
      this.worker = worker;
      return worker;
    } catch (error) {
      this.die(error);
      return undefined;
    }
  }

  private onReport(report: WriteReport): void {
    const batch = this.pending.get(report.n);
    if (!batch) return;
    this.pending.delete(report.n);
    Atomics.store(this.slots, report.n % WRITE_SLOTS, FREE);
    // A skipped batch was taken, stored and reported by drain().
    if (!report.skipped) this.stored(batch, report.error ? reportedError(report.error) : undefined);
    if (this.pending.size === 0) {
      this.worker?.unref();
      this.wake();
    }
  }

  private die(error: unknown): void {
    if (this.dead) return;
    this.dead = true;
    this.worker = undefined;
    this.stopped(error ?? new Error("the trace write thread exited"));
    this.drain();
  }

  private storeHere(batch: SerializedBatch): void {
    try {
      const writer = (this.here ??= new BatchWriter(this.db));
      // The caller needs it stored now (a read, close, exit, or no worker): it waits for another process's lock.
      withBusyTimeout(this.db, busyTimeoutOf(this.data), () => writer.store(batch));
      this.stored(batch);
    } catch (error) {
      this.stored(batch, error);
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** The write thread's failure as an Error of this thread, with SQLite's code when there is one. */
function reportedError(reported: NonNullable<WriteReport["error"]>): Error {
  const error = new Error(reported.message) as Error & { code?: string };
  if (reported.code !== undefined) error.code = reported.code;
  return error;
}
