/**
 * The error a write to a `SqliteStore` opened with `readOnly: true` fails with (storing a trace node or a
 * durable run, retention). Its `code` is `"SQLITE_READONLY"`, as SQLite's own error would be.
 */
export class ReadOnlyStoreError extends Error {
  /** SQLite's code for a write to a read-only database. */
  readonly code = "SQLITE_READONLY";

  constructor(
    /** The store's file. */
    readonly path: string,
    /** The write refused, e.g. `"insertRunRecord"`. */
    readonly operation: string,
  ) {
    super(`SqliteStore ${path} is open read-only (readOnly: true): ${operation} would write to it. Open it without readOnly to write.`);
    this.name = "ReadOnlyStoreError";
  }
}
