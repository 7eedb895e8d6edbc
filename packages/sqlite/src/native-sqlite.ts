import type { SqliteDriverName } from "./sqlite-driver-name";

/** What the statements of both bindings (node:sqlite's `StatementSync`, better-sqlite3's `Statement`) offer the store. */
export interface NativeStatement {
  run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  iterate(...params: unknown[]): IterableIterator<unknown>;
}

/** What the connections of both bindings (node:sqlite's `DatabaseSync`, better-sqlite3's `Database`) offer the store. */
export interface NativeDatabase {
  prepare(sql: string): NativeStatement;
  exec(sql: string): unknown;
  close(): void;
}

/**
 * One SQLite binding, loaded: how to open a file (created when missing unless `readOnly`) and how to open
 * a read-only copy of a database image held in memory. Both throw what the binding throws (see
 * `normalizeSqliteError`). The structural types above are the binding's own objects, never wrapped here:
 * no type of either binding appears in the package's declarations.
 */
export interface SqliteDriver {
  readonly name: SqliteDriverName;
  /** Opens `path` read-write (creating it) or, with `readOnly`, an existing file in SQLite's read-only mode. */
  open(path: string, readOnly: boolean): NativeDatabase;
  /** A connection to a copy of `image` (a whole database file) that nothing writes back to a file. */
  openImage(image: Buffer): { db: NativeDatabase; dispose?: () => void };
}
