import type { ContextCodec } from "@agentic-ts/core";
import type { OpenDatabaseOptions } from "./open-database";
import type { TraceRetention } from "./trace-retention";

/** Options of a {@link SqliteStore}. */
export interface SqliteStoreOptions extends OpenDatabaseOptions {
  /**
   * Opens an existing store for reading only, as `agentic trace` and `agentic runs list|show` do. Nothing
   * is created (a missing file is an error) and nothing is written: no migration (a file whose schema is
   * not this code's is refused with a `SchemaVersionError`), no WAL checkpoint, no write thread, no
   * retention timer, no write at exit. It reads a read-only file in a read-only directory (from a snapshot
   * in memory when SQLite could not; see `openReadOnly`), and its reads never wait for a process that holds
   * the write lock. Its write methods (`writeNode`, the run record writes, `enforceRetention`) throw a
   * `ReadOnlyStoreError`. Default `false`.
   */
  readonly readOnly?: boolean;
  /**
   * How long node writes are buffered before they are stored in one transaction, in milliseconds: live
   * readers see a node this much later; a commit costs far more than a row. 0 stores them on the next
   * event-loop turn. Default 5.
   */
  readonly batchMs?: number;
  /**
   * Whether batches are stored by a worker thread with its own connection to the file, so statements,
   * commits and WAL checkpoints never hold up the event loop; the recording thread only serializes them.
   * `false` stores them on the thread that records them. Default `true` (always `false` for `:memory:`).
   */
  readonly writeThread?: boolean;
  /** How much trace history to keep; enforced when the store opens and periodically while it writes. */
  readonly retention?: TraceRetention;
  /** How often retention is enforced while the store is written to, in milliseconds. Default 60 000. */
  readonly retentionIntervalMs?: number;
  /**
   * Hears a failed background write (the batch is dropped and its nodes counted, see
   * `SqliteStore.droppedNodeCount`; a run never fails because its trace could not be stored). Default: a
   * process warning, once per store.
   */
  readonly onError?: (error: unknown) => void;
  /**
   * Encodes each durable run's context before it is written to the file, and decodes it when a run is read
   * back: redaction, or encryption with core's `sealedContext(key)`, so request headers and tokens a run
   * carries are never stored in the clear. A store opened without it (the CLI, say) reads the encoded form.
   */
  readonly contextCodec?: ContextCodec;
}
