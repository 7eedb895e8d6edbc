import { accessSync, constants, existsSync, readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { DriverConnection } from "./driver-connection";
import type { SqliteDriver } from "./native-sqlite";
import type { SqliteConnection } from "./sqlite-connection";
import { normalizeSqliteError } from "./sqlite-error-code";

/** How a read-only connection was opened: on the file, or on a snapshot of it in memory. */
export interface ReadOnlyConnection {
  readonly db: SqliteConnection;
  /** For a snapshot, what the file looked like when it was taken (see {@link fileSignature}); else `undefined`. */
  readonly snapshotOf: string | undefined;
}

/** The file's identity, size and change time, and whether it has a write-ahead log: a snapshot is current while this holds. */
export function fileSignature(path: string): string {
  const s = statSync(path);
  return `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}:${existsSync(`${path}-wal`)}`;
}

/**
 * Opens a store's file for reading only, with `driver`: SQLite's read-only mode, no busy timeout, and
 * nothing written, created or locked for writing: no migration, no pragma that changes the file.
 *
 * SQLite reads a WAL-mode file through its `-wal` and `-shm` files and creates them when they are
 * missing, even on a read-only connection. A read-only opening creates them only where the store could be
 * written anyway: when both the file and its directory are writable, by this process and by their mode
 * bits (so a `chmod a-w` holds even for root), the lock files it creates are the ones any writer would.
 * Elsewhere, a file without a `-wal` (fully checkpointed, no connection open on it) is read from a
 * snapshot of it in memory (it costs the file's size), which creates nothing: {@link fileSignature} tells
 * when the file changed and the snapshot must be taken again. A file whose `-wal` exists is read through
 * it (SQLite needs its `-shm` too; when that is missing and cannot be created, the error says so).
 */
export function openReadOnly(path: string, driver: SqliteDriver): ReadOnlyConnection {
  if (path === ":memory:" || path === "") throw new TypeError("A read-only store needs a file: an in-memory database would be empty.");
  if (!existsSync(path)) throw Object.assign(new Error(`SqliteStore: no store at ${path} (a read-only store never creates one).`), { code: "ENOENT" });
  if (!existsSync(`${path}-wal`) && !(writable(path) && writable(dirname(path)))) {
    const signature = fileSignature(path);
    return { db: snapshot(path, driver), snapshotOf: signature };
  }
  let db: SqliteConnection | undefined;
  try {
    db = new DriverConnection(driver.open(path, true), { driver: driver.name, path, readOnly: true });
    db.exec("PRAGMA busy_timeout = 0");
    // Reads the schema now, which opens the -wal and -shm: a file SQLite cannot read fails here, not at the first query.
    db.prepare("SELECT count(*) FROM sqlite_master").get();
    return { db, snapshotOf: undefined };
  } catch (error) {
    db?.close();
    throw readOnlyOpenError(path, error);
  }
}

/** Whether this process may write `path`, and its mode bits let someone write it. */
function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return (statSync(path).mode & 0o222) !== 0;
  } catch {
    return false;
  }
}

/** A connection to a copy of the file in memory. */
function snapshot(path: string, driver: SqliteDriver): SqliteConnection {
  const image = readFileSync(path);
  // SQLite cannot open an in-memory image in WAL mode; with no -wal the image is the whole database, so
  // its header may say "rollback journal" (bytes 18 and 19: the file format versions, 2 for WAL).
  if (image.length >= 100 && image[18] === 2 && image[19] === 2) image[18] = image[19] = 1;
  let db: SqliteConnection | undefined;
  try {
    const { db: native, dispose } = driver.openImage(image);
    db = new DriverConnection(native, { driver: driver.name, path, readOnly: true, ...(dispose ? { dispose } : {}) });
    db.prepare("SELECT count(*) FROM sqlite_master").get();
    return db;
  } catch (error) {
    db?.close();
    throw readOnlyOpenError(path, error);
  }
}

function readOnlyOpenError(path: string, error: unknown): Error {
  normalizeSqliteError(error);
  const code = (error as { code?: unknown })?.code;
  const reason = error instanceof Error ? error.message : String(error);
  const cantOpen = typeof code === "string" && (code.startsWith("SQLITE_CANTOPEN") || code.startsWith("SQLITE_READONLY"));
  const shm = existsSync(`${path}-shm`) ? "which this process cannot open" : `which is missing and cannot be created in ${dirname(path)}`;
  const hint = cantOpen && existsSync(`${path}-wal`)
    ? ` Its write-ahead log (${path}-wal) holds writes not yet in the file, and SQLite can read it only with its shared-memory file (${path}-shm), ${shm}.` +
      " Open the store read-write once (or let the process writing it close it), which moves the log into the file, or make the directory writable."
    : "";
  return Object.assign(new Error(`SqliteStore: cannot read ${path} read-only: ${reason}.${hint}`, { cause: error }), typeof code === "string" ? { code } : {});
}
