import type { SqliteConnection } from "./sqlite-connection";
import type { SqliteDriverName } from "./sqlite-driver-name";
import type { StoredTraceNode } from "@agentic-ts/core";
import { droppedNodesAdder } from "./dropped-nodes";
import { busyTimeoutOf } from "./open-database";
import type { SerializedBatch } from "./serialized-batch";
import { TraceBuffer } from "./trace-buffer";
import { TraceWriteThread } from "./trace-write-thread";
import { withBusyTimeout } from "./with-busy-timeout";

/** A buffer holding this many node writes is sent on the next event-loop turn instead of waiting for the batch timer. */
const MAX_BATCH = 2000;

/** How a {@link TraceWriter} stores. */
export interface TraceWriterOptions {
  /** The store's file (the write thread opens its own connection to it). */
  readonly path: string;
  /** The binding the store's connection uses (the write thread opens its own with it). */
  readonly driver: SqliteDriverName;
  /** How long a write waits for another connection's lock, in milliseconds (default 5000). */
  readonly busyTimeoutMs?: number;
  /** How long writes are buffered before they are sent as one batch; 0 sends them on the next turn. */
  readonly batchMs: number;
  /** Whether batches are stored on a worker thread (else on the recording thread). */
  readonly thread: boolean;
}

/**
 * The write side of the SQLite trace store. `write` only buffers the node (see {@link TraceBuffer}) and
 * arms one batch `batchMs` later (the next event-loop turn for 0, or as soon as the buffer is large); the
 * batch is serialized here and stored in one transaction by the store's write thread (see
 * {@link TraceWriteThread}), so SQLite's work does not hold up the event loop.
 *
 * What is buffered is lost if the process is killed or crashes before its batch is stored (about
 * `batchMs` of writes, the crash window); the store stores everything on `close()` and on the process's
 * `exit` event.
 *
 * A batch that fails (a full disk, a broken file) is dropped, and its nodes counted. The count is stored
 * in the file (`store_meta`, see `dropped-nodes`) so that `agentic trace list` can say traces are
 * incomplete, but not by a write of its own when the failure happens: on a full disk that write fails too.
 * The next batch carries it and its transaction adds it, so the count is stored exactly when writes work
 * again, atomically with that batch (a batch that fails in turn hands it on with its own nodes); what no
 * batch took is written at `close()` and at exit, and when even that fails it is reported with the error.
 */
export class TraceWriter {
  private readonly buffer = new TraceBuffer();
  private readonly thread: TraceWriteThread;
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Immediate | undefined;
  /** Node writes stored so far (after coalescing), for periodic upkeep. */
  written = 0;
  // The first failure since the last `takeFailure()`, this thread's or the write thread's.
  private failed: unknown;
  // Nodes dropped by failed batches and not yet carried by a batch in flight nor stored in the file.
  private uncounted = 0;

  constructor(
    private readonly db: SqliteConnection,
    private readonly options: TraceWriterOptions,
    private readonly onError: (error: unknown) => void,
    onThreadStop: (error: unknown) => void,
  ) {
    this.thread = new TraceWriteThread(db, { path: options.path, driver: options.driver, busyTimeoutMs: options.busyTimeoutMs }, options.thread, this.stored, onThreadStop);
  }

  /** Nodes this writer dropped that the file does not count yet (call after a flush for an exact number). */
  get droppedUncounted(): number {
    return this.uncounted;
  }

  /** Whether batches are stored on the write thread. */
  get threaded(): boolean {
    return this.thread.threaded;
  }

  /** Buffers the node's current state: the trace's object itself, which it never changes after the write. */
  write(node: StoredTraceNode): void {
    this.buffer.write(node);
    if (this.options.batchMs <= 0 || this.buffer.size >= MAX_BATCH) this.soon ??= setImmediate(() => this.send());
    // Unref'd: a pending batch never keeps the process alive (the store flushes on exit).
    else this.timer ??= setTimeout(() => this.send(), this.options.batchMs).unref();
  }

  /** Sends what is buffered and resolves once every batch sent is stored; returns (and forgets) the first failure since the last call. */
  async flush(): Promise<unknown> {
    this.send();
    await this.thread.settled();
    return this.takeFailure();
  }

  /** Sends what is buffered and resolves once every batch sent is stored or failed; failures stay for {@link TraceWriter.flush}. */
  settle(): Promise<void> {
    this.send();
    return this.thread.settled();
  }

  /** Stores what is buffered and every batch in flight now, on this thread (for `droppedNodeCount()`, retention, `close()` and exit); returns the first failure since the last call. */
  flushHere(): unknown {
    this.disarm();
    // Stored here directly: handing it to the worker only to take it back would cost a message each way.
    this.thread.drain(this.take());
    return this.failed;
  }

  /**
   * Stores the count of dropped nodes no batch has carried into the file, on this thread (for `close()`
   * and exit, after {@link TraceWriter.flushHere}); returns the error when that fails (the disk is still full).
   */
  countDropped(): unknown {
    if (this.uncounted === 0) return undefined;
    try {
      withBusyTimeout(this.db, busyTimeoutOf(this.options), () => droppedNodesAdder(this.db)(this.uncounted));
      this.uncounted = 0;
      return undefined;
    } catch (error) {
      return error;
    }
  }

  /** Returns and forgets the first failure since the last call. */
  takeFailure(): unknown {
    const failed = this.failed;
    this.failed = undefined;
    return failed;
  }

  /** Forgets the nodes stored while running (after retention deleted runs). */
  forgetRuns(): void {
    this.buffer.forgetRuns();
  }

  /** Waits for the write thread's last reports, then stops it; anything still buffered is dropped. */
  async close(): Promise<void> {
    this.disarm();
    this.buffer.clear();
    await this.thread.settled();
    await this.thread.close();
  }

  private send(): void {
    this.disarm();
    const batch = this.take();
    if (batch) this.thread.send(batch);
  }

  /** The buffered nodes as a batch, carrying the uncounted dropped ones (handed back if it fails). */
  private take(): SerializedBatch | undefined {
    const batch = this.buffer.take(this.uncounted);
    if (batch) this.uncounted = 0;
    return batch;
  }

  private readonly stored = (batch: SerializedBatch, error?: unknown): void => {
    if (error === undefined) {
      this.written += batch.nodes;
      return;
    }
    this.uncounted += batch.dropped + batch.nodes;
    this.onError(error);
    this.failed ??= error;
  };

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.soon) clearImmediate(this.soon);
    this.timer = undefined;
    this.soon = undefined;
  }
}
