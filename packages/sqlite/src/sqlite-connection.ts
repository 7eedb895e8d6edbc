import type { SqliteDriverName } from "./sqlite-driver-name";

/** What a write statement changed. */
export interface SqliteRunResult {
  /** Rows inserted, updated or deleted. */
  readonly changes: number;
  /** The rowid of the last row inserted. */
  readonly lastInsertRowid: number | bigint;
}

/**
 * A prepared statement, the same whichever binding opened the connection. Parameters are positional
 * (`?`) or one object for named ones (`@name`, the object's keys without the `@`; pass exactly the
 * statement's names). Integers are read as numbers. A failure throws the binding's error with SQLite's
 * code name in `code` (`"SQLITE_BUSY"`, `"SQLITE_FULL"`, …; see `normalizeSqliteError`).
 */
export interface SqliteStatement<Params extends unknown[] = unknown[], Row = Record<string, unknown>> {
  /** Runs a write. */
  run(...params: Params): SqliteRunResult;
  /** The first row, or `undefined`. */
  get(...params: Params): Row | undefined;
  /** Every row. */
  all(...params: Params): Row[];
  /** The rows one at a time (finish or `return()` the iterator before running another statement's write). */
  iterate(...params: Params): IterableIterator<Row>;
  /** The first column of the first row (`undefined` for no row): a count, a version, a pragma's value. */
  value(...params: Params): unknown;
}

/**
 * A connection to a store's SQLite file, the same whichever binding opened it (see `openDatabase`): the
 * store's code, and a {@link Migration}'s `up`, use only this. Transactions are `transaction(db, fn)`.
 */
export interface SqliteConnection {
  /** The binding that opened it. */
  readonly driver: SqliteDriverName;
  /** The file it was opened on (for a read-only snapshot, the file the snapshot is of). */
  readonly path: string;
  /** Whether it was opened read-only: it never writes to the file. */
  readonly readOnly: boolean;
  /** Whether it is still open. */
  readonly open: boolean;
  /** Prepares one SQL statement (prepare once, run many times). */
  prepare<Params extends unknown[] = unknown[], Row = Record<string, unknown>>(sql: string): SqliteStatement<Params, Row>;
  /** Runs SQL text of any number of statements, returning nothing (schema changes, `PRAGMA x = y`, `BEGIN`…). */
  exec(sql: string): void;
  /** A pragma's current value, e.g. `pragma("page_size")` → `16384`. Set one with `exec("PRAGMA name = value")`. */
  pragma(name: string): unknown;
  /** Closes it (again: nothing). */
  close(): void;
}
