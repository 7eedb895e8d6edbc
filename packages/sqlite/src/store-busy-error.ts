/**
 * The error a `SqliteStore` operation fails with when the store's file stayed locked by another connection
 * (usually another process writing to it) for longer than the store's `busyTimeoutMs`. Its `code` is
 * `"SQLITE_BUSY"`, like SQLite's own error, which is its `cause`. The operation did not run: nothing of it
 * was stored.
 */
export class StoreBusyError extends Error {
  /** SQLite's code for a locked file. */
  readonly code = "SQLITE_BUSY";

  constructor(
    /** The store's file. */
    readonly path: string,
    /** What did not run, e.g. `"updateRunRecord"`. */
    readonly operation: string,
    /** How long it waited for the lock, in milliseconds. */
    readonly waitedMs: number,
    cause: unknown,
  ) {
    super(
      `SqliteStore ${path}: ${operation} gave up after waiting ${waitedMs} ms for the file's lock, held by another ` +
        "connection (another process writing to it); nothing of it was stored. Raise busyTimeoutMs to wait longer.",
      { cause },
    );
    this.name = "StoreBusyError";
  }
}
