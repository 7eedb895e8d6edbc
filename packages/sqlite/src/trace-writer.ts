import type Database from "better-sqlite3";
import type { StoredTraceNode } from "@agentic-ts/core";
import type { SerializedBatch } from "./serialized-batch";
import { TraceBuffer } from "./trace-buffer";
import { TraceWriteThread } from "./trace-write-thread";

/** A buffer holding this many node writes is sent on the next event-loop turn instead of waiting for the batch timer. */
const MAX_BATCH = 2000;

/** How a {@link TraceWriter} stores. */
export interface TraceWriterOptions {
  /** The store's file (the write thread opens its own connection to it). */
  readonly path: string;
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

  constructor(
    db: Database.Database,
    private readonly options: TraceWriterOptions,
    private readonly onError: (error: unknown) => void,
    onThreadStop: (error: unknown) => void,
  ) {
    this.thread = new TraceWriteThread(db, { path: options.path, busyTimeoutMs: options.busyTimeoutMs }, options.thread, this.stored, onThreadStop);
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

  /** Stores what is buffered and every batch in flight now, on this thread (for reads, `close()` and exit); returns the first failure since the last call. */
  flushHere(): unknown {
    this.disarm();
    // Stored here directly: handing it to the worker only to take it back would cost a message each way.
    this.thread.drain(this.buffer.take());
    return this.failed;
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
    const batch = this.buffer.take();
    if (batch) this.thread.send(batch);
  }

  private readonly stored = (batch: SerializedBatch, error?: unknown): void => {
    if (error === undefined) {
      this.written += batch.nodes;
      return;
    }
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
