/**
 * The error a `SqliteStore` operation fails with when the store's file stayed locked by another connection
 * (usually another process writing to it) for longer than the store's `busyTimeoutMs`. Its `code` is
 * `"SQLITE_BUSY"`, like SQLite's own error, which is its `cause`. The operation did not run: nothing of it
 * was stored.
 *
 * It counts as core's `StoreUnavailableError` (and an `AgenticError`) without loading core — this package
 * loads core only when it needs it — so `toHttpError` answers it with 503 and a `Retry-After` of about
 * the time it waited.
 */
export class StoreBusyError extends Error {
  /** SQLite's code for a locked file. */
  readonly code = "SQLITE_BUSY";
  /** How long to wait before trying again: about as long as it waited (core's `StoreUnavailableError.retryAfterMs`). */
  readonly retryAfterMs: number;

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
    this.retryAfterMs = waitedMs;
    for (const brand of BRANDS) Object.defineProperty(this, brand, { value: true });
  }
}

// What `instanceof AgenticError` and `instanceof StoreUnavailableError` (core) look for.
const BRANDS = [Symbol.for("agentic-ts.error"), Symbol.for("agentic-ts.store-unavailable")];
