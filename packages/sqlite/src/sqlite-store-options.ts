import type { OpenDatabaseOptions } from "./open-database";
import type { TraceRetention } from "./trace-retention";

/** Options of a {@link SqliteStore}. */
export interface SqliteStoreOptions extends OpenDatabaseOptions {
  /**
   * How long node writes are buffered before they are stored in one transaction, in milliseconds: live
   * readers see a node this much later; a commit costs far more than a row. 0 stores them on the next
   * event-loop turn. Default 5.
   */
  readonly batchMs?: number;
  /** How much trace history to keep; enforced when the store opens and periodically while it writes. */
  readonly retention?: TraceRetention;
  /** How often retention is enforced while the store is written to, in milliseconds. Default 60 000. */
  readonly retentionIntervalMs?: number;
  /**
   * Hears a failed background write (the batch is dropped; a run never fails because its trace could not
   * be stored). Default: a process warning, once per store.
   */
  readonly onError?: (error: unknown) => void;
}
