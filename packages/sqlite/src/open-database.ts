import { closeSync, existsSync, openSync } from "node:fs";
import { DriverConnection } from "./driver-connection";
import { openReadOnly } from "./open-read-only";
import type { NativeDatabase, SqliteDriver } from "./native-sqlite";
import type { SqliteConnection } from "./sqlite-connection";
import { resolveSqliteDriver } from "./sqlite-driver";
import type { SqliteDriverName } from "./sqlite-driver-name";
import { normalizeSqliteError } from "./sqlite-error-code";

/** About how large the WAL grows before it is checkpointed into the file. */
const WAL_BYTES = 4 * 1024 * 1024;
/** How long a write waits for another connection's lock when `busyTimeoutMs` is not given, in milliseconds. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** How a store opens its SQLite file. */
export interface OpenDatabaseOptions {
  /**
   * How long a write waits for another connection (another process) that holds the write lock, in
   * milliseconds, before it fails with SQLITE_BUSY. Default 5000. A `SqliteStore` waits on timers, never
   * holding up the event loop; a connection from {@link openDatabase} waits inside the statement.
   */
  readonly busyTimeoutMs?: number;
  /**
   * Opens the file for reading only, as `agentic trace` and `agentic runs list|show` do: the file must
   * exist, and nothing is written to it or created beside it where it could not be written (a read-only
   * file or directory; see `openReadOnly`): no migration, no WAL checkpoint, no trace write thread, no
   * retention, no write at exit. Reads never wait for a writer (WAL). A store's write methods throw.
   * Default `false`.
   */
  readonly readOnly?: boolean;
  /**
   * The SQLite binding to open the file with: `"node:sqlite"` (built into Node.js 22.13 and later),
   * `"better-sqlite3"` (the optional peer, for Node 20), or `"auto"`: `node:sqlite` where this Node.js has
   * it, else better-sqlite3. A binding that cannot be loaded fails with a `ConfigurationError` naming the
   * fix. Default `"auto"`.
   */
  readonly driver?: SqliteDriverName | "auto";
}

/** The busy timeout `options` ask for, in whole milliseconds. */
export function busyTimeoutOf(options: OpenDatabaseOptions): number {
  return Math.max(0, Math.floor(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS));
}

/**
 * Opens (creating when missing) one SQLite file the way every agentic-ts store uses it: WAL mode, so
 * readers never block the writer and several processes can share the file; a busy timeout, so writers
 * from several processes take turns instead of failing; `synchronous = NORMAL`, durable at each WAL
 * checkpoint and the usual pairing with WAL; incremental auto-vacuum, so space freed by retention can be
 * given back to the file system; 16 KiB pages for a new file, since trace writes are appends of kilobytes.
 * A new file is created with mode 0600 (owner only: a store holds run context such as request headers);
 * SQLite gives its `-wal` and `-shm` the file's mode. With `readOnly`, opens an existing file read-only
 * (see {@link OpenDatabaseOptions.readOnly}). Opened with the binding `options.driver` names (see
 * {@link OpenDatabaseOptions.driver}).
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): SqliteConnection {
  const driver = resolveSqliteDriver(options.driver);
  if (options.readOnly) return openReadOnly(path, driver).db;
  createPrivately(path);
  const db = new DriverConnection(nativeOpen(driver, path), { driver: driver.name, path, readOnly: false });
  try {
    db.exec(`PRAGMA busy_timeout = ${busyTimeoutOf(options)}`);
    // Both only take effect on a new, empty file (before the first table): they are properties of the
    // file. The page size must come first: setting auto_vacuum fixes it. Only then: setting auto_vacuum
    // takes the write lock and writes the header even when it changes nothing.
    // Each page written costs system calls (to the WAL, then to the file at checkpoints): 16 KiB pages
    // store a batch of trace nodes in a quarter of the writes 4 KiB pages take.
    if (db.pragma("page_count") === 0) {
      db.exec("PRAGMA page_size = 16384");
      db.exec("PRAGMA auto_vacuum = INCREMENTAL");
    }
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = NORMAL");
    // A checkpoint copies the WAL into the file in one go, on the commit that fills it: a WAL of about
    // 4 MiB whatever the page size (SQLite's default of 1 000 pages, at 4 KiB) keeps that stall short.
    db.exec(`PRAGMA wal_autocheckpoint = ${Math.max(64, Math.round(WAL_BYTES / (db.pragma("page_size") as number)))}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The binding's connection to `path`, its error carrying SQLite's code name. */
function nativeOpen(driver: SqliteDriver, path: string): NativeDatabase {
  try {
    return driver.open(path, false);
  } catch (error) {
    throw normalizeSqliteError(error);
  }
}

/**
 * Creates `path` empty with mode 0600 when it does not exist, before SQLite does (SQLite would create it
 * 0644 under the usual umask). An existing file keeps its mode; of two processes creating it at once, one does.
 */
function createPrivately(path: string): void {
  if (path === ":memory:" || path === "" || path.startsWith("file:") || existsSync(path)) return;
  try {
    closeSync(openSync(path, "wx", 0o600));
  } catch (error) {
    if ((error as { code?: string }).code !== "EEXIST") throw error;
  }
}
