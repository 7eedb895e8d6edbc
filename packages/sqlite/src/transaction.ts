import type { SqliteConnection } from "./sqlite-connection";

/** How deep each connection is in transactions begun here (SQLite itself nests only savepoints). */
const depths = new WeakMap<SqliteConnection, number>();

/**
 * Runs `fn` in one transaction on `db` and returns its result: `BEGIN` (`BEGIN IMMEDIATE` with
 * `immediate`, which takes the write lock at once, so a write that would wait for another connection
 * fails before anything ran), then `COMMIT`; when `fn` or the commit throws, `ROLLBACK` and the error is
 * rethrown. Inside another such transaction it is a savepoint, rolled back alone. The same statements on
 * both bindings (node:sqlite has no transaction helper; better-sqlite3's is not used, so there is one way).
 */
export function transaction<T>(db: SqliteConnection, fn: () => T, immediate = false): T {
  const depth = depths.get(db) ?? 0;
  const name = `agentic_${depth}`;
  db.exec(depth > 0 ? `SAVEPOINT ${name}` : immediate ? "BEGIN IMMEDIATE" : "BEGIN");
  depths.set(db, depth + 1);
  try {
    const result = fn();
    db.exec(depth > 0 ? `RELEASE ${name}` : "COMMIT");
    return result;
  } catch (error) {
    rollBack(db, depth > 0 ? `ROLLBACK TO ${name}; RELEASE ${name}` : "ROLLBACK");
    throw error;
  } finally {
    depths.set(db, depth);
  }
}

// SQLite has already rolled the transaction back after some errors (SQLITE_FULL, SQLITE_IOERR):
// then ROLLBACK fails with "no transaction is active", which says nothing new. The
// error that matters is the one being rethrown.
function rollBack(db: SqliteConnection, sql: string): void {
  try {
    if (db.open) db.exec(sql);
  } catch {
    // see above
  }
}
