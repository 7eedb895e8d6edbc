import type { SqliteDriverName } from "./sqlite-driver-name";

/**
 * How the recording thread and the write thread agree on who stores a batch: one `Int32Array` slot per
 * batch in flight (batch `n` uses slot `n % WRITE_SLOTS`) in shared memory, changed only by
 * compare-and-swap. The recording thread marks a batch `POSTED` and sends it; the write thread takes it
 * (`POSTED` → `WORKING`) and marks it `DONE` or `FAILED`; at exit, or when it needs everything stored at
 * once, the recording thread takes what the write thread has not (`POSTED` → `MAIN`) and waits for what it
 * is storing. So every batch is stored exactly once, by one of them. A slot is `FREE` again once the
 * recording thread has heard back about its batch.
 */
export const WRITE_SLOTS = 4096;
/** No batch in the slot. */
export const FREE = 0;
/** Sent to the write thread, not taken yet. */
export const POSTED = 1;
/** Being stored by the write thread. */
export const WORKING = 2;
/** Stored by the write thread. */
export const DONE = 3;
/** The write thread's transaction failed. */
export const FAILED = 4;
/** Taken by the recording thread, which stores it itself. */
export const MAIN = 5;

/** What the write thread says about batch `n`: stored, failed with `error`, or `skipped` (the recording thread took it). */
export interface WriteReport {
  readonly n: number;
  readonly error?: { readonly message: string; readonly code?: string };
  readonly skipped?: true;
}

/** What the write thread is started with. */
export interface WriteThreadData {
  readonly path: string;
  /** The binding the store opened the file with: the write thread uses the same one. */
  readonly driver: SqliteDriverName;
  readonly busyTimeoutMs?: number;
  /** The `SharedArrayBuffer` of the slots. */
  readonly slots: SharedArrayBuffer;
}
