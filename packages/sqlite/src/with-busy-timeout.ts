import type { SqliteConnection } from "./sqlite-connection";

/**
 * Runs `fn` on a connection that otherwise has no busy timeout (see `LockWaitQueue`) with SQLite's busy
 * timeout set to `timeoutMs`, then sets it back to 0: for the few writes on the event-loop thread that must
 * be done before the call returns (storing buffered trace nodes at exit or for a read, retention, the
 * dropped-node count at close), which wait for another process's lock as every store write used to.
 */
export function withBusyTimeout<T>(db: SqliteConnection, timeoutMs: number, fn: () => T): T {
  db.exec(`PRAGMA busy_timeout = ${timeoutMs}`);
  try {
    return fn();
  } finally {
    if (db.open) db.exec("PRAGMA busy_timeout = 0");
  }
}
