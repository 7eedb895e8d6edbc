import Database from "better-sqlite3";

/** About how large the WAL grows before it is checkpointed into the file. */
const WAL_BYTES = 4 * 1024 * 1024;

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
 * given back to the file system; 16 KiB pages for a new file, since trace writes are appends of kilobytes.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Database.Database {
  const db = new Database(path);
  try {
    db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
    // Both only take effect on a new, empty file (before the first table): they are properties of the
    // file. The page size must come first: setting auto_vacuum fixes it.
    // Each page written costs system calls (to the WAL, then to the file at checkpoints): 16 KiB pages
    // store a batch of trace nodes in a quarter of the writes 4 KiB pages take.
    db.pragma("page_size = 16384");
    db.pragma("auto_vacuum = INCREMENTAL");
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    // A checkpoint copies the WAL into the file in one go, on the commit that fills it: a WAL of about
    // 4 MiB whatever the page size (SQLite's default of 1 000 pages, at 4 KiB) keeps that stall short.
    db.pragma(`wal_autocheckpoint = ${Math.max(64, Math.round(WAL_BYTES / (db.pragma("page_size", { simple: true }) as number)))}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
