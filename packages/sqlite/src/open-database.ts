import Database from "better-sqlite3";

/** How a store opens its SQLite file. */
export interface OpenDatabaseOptions {
  /**
   * How long a write waits for another connection (another process) that holds the write lock, in
   * milliseconds, before it fails with SQLITE_BUSY. Default 5000.
   */
  readonly busyTimeoutMs?: number;
}

/**
 * Opens (creating when missing) one SQLite file the way every agentic-ts store uses it: WAL mode, so
 * readers never block the writer and several processes can share the file; a busy timeout, so writers
 * from several processes take turns instead of failing; `synchronous = NORMAL`, durable at each WAL
 * checkpoint and the usual pairing with WAL; incremental auto-vacuum, so space freed by retention can be
 * given back to the file system.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Database.Database {
  const db = new Database(path);
  try {
    db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
    // Only takes effect on a new, empty file (before the first table): it is a property of the file.
    db.pragma("auto_vacuum = INCREMENTAL");
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
