/** SQLite's primary result codes by number (the low byte of an extended code). */
const PRIMARY = [
  "OK", "ERROR", "INTERNAL", "PERM", "ABORT", "BUSY", "LOCKED", "NOMEM", "READONLY", "INTERRUPT", "IOERR", "CORRUPT", "NOTFOUND",
  "FULL", "CANTOPEN", "PROTOCOL", "EMPTY", "SCHEMA", "TOOBIG", "CONSTRAINT", "MISMATCH", "MISUSE", "NOLFS", "AUTH", "FORMAT",
  "RANGE", "NOTADB", "NOTICE", "WARNING",
];

/** The extended result codes a store's callers may look at, by number (others are named by their primary code). */
const EXTENDED: Readonly<Record<number, string>> = {
  261: "BUSY_RECOVERY", 517: "BUSY_SNAPSHOT", 773: "BUSY_TIMEOUT", 262: "LOCKED_SHAREDCACHE", 518: "LOCKED_VTAB",
  264: "READONLY_RECOVERY", 520: "READONLY_CANTLOCK", 776: "READONLY_ROLLBACK", 1032: "READONLY_DBMOVED",
  1288: "READONLY_CANTINIT", 1544: "READONLY_DIRECTORY", 270: "CANTOPEN_NOTEMPDIR", 526: "CANTOPEN_ISDIR",
  782: "CANTOPEN_FULLPATH", 275: "CONSTRAINT_CHECK", 787: "CONSTRAINT_FOREIGNKEY", 1299: "CONSTRAINT_NOTNULL",
  1555: "CONSTRAINT_PRIMARYKEY", 2067: "CONSTRAINT_UNIQUE", 2579: "CONSTRAINT_ROWID", 266: "IOERR_READ", 522: "IOERR_SHORT_READ",
  778: "IOERR_WRITE", 1034: "IOERR_FSYNC", 3338: "IOERR_SHMOPEN", 4874: "IOERR_SHMSIZE", 5130: "IOERR_SHMLOCK",
};

/** SQLite's name for a result code number, as better-sqlite3 spells it: `5` → `"SQLITE_BUSY"`, `1555` → `"SQLITE_CONSTRAINT_PRIMARYKEY"`. */
export function sqliteCodeName(errcode: number): string {
  return `SQLITE_${EXTENDED[errcode] ?? PRIMARY[errcode & 0xff] ?? "ERROR"}`;
}

/**
 * Gives an error of either binding SQLite's code name as its `code`, the one place the two shapes meet:
 * better-sqlite3 throws with `code: "SQLITE_BUSY"` already; node:sqlite throws with `code:
 * "ERR_SQLITE_ERROR"`, the number in `errcode` and SQLite's text in `errstr`, and gets `code` set from
 * `errcode` (keeping `errcode` and `errstr`). So `error.code.startsWith("SQLITE_BUSY")` (a lock),
 * `"SQLITE_FULL"` (a full disk) and the like hold whichever binding threw. Anything else is returned as is.
 */
export function normalizeSqliteError(error: unknown): unknown {
  const e = error as { code?: unknown; errcode?: unknown } | null;
  if (e && typeof e === "object" && e.code === "ERR_SQLITE_ERROR" && typeof e.errcode === "number") {
    Object.defineProperty(e, "code", { value: sqliteCodeName(e.errcode), writable: true, configurable: true, enumerable: true });
  }
  return error;
}
