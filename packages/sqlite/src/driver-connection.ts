import type { NativeDatabase, NativeStatement } from "./native-sqlite";
import type { SqliteConnection, SqliteRunResult, SqliteStatement } from "./sqlite-connection";
import type { SqliteDriverName } from "./sqlite-driver-name";
import { normalizeSqliteError } from "./sqlite-error-code";

/** Where a {@link DriverConnection} came from. */
export interface DriverConnectionSource {
  readonly driver: SqliteDriverName;
  readonly path: string;
  readonly readOnly: boolean;
  /** Called once after the connection closed (a snapshot's temporary file). */
  readonly dispose?: () => void;
}

/**
 * A {@link SqliteConnection} over either binding's connection: calls go straight to the binding, and
 * what it throws is rethrown with SQLite's code name (`normalizeSqliteError`).
 */
export class DriverConnection implements SqliteConnection {
  readonly driver: SqliteDriverName;
  readonly path: string;
  readonly readOnly: boolean;
  private closed = false;

  constructor(
    private readonly native: NativeDatabase,
    private readonly source: DriverConnectionSource,
  ) {
    this.driver = source.driver;
    this.path = source.path;
    this.readOnly = source.readOnly;
  }

  get open(): boolean {
    return !this.closed;
  }

  prepare<Params extends unknown[] = unknown[], Row = Record<string, unknown>>(sql: string): SqliteStatement<Params, Row> {
    try {
      return new DriverStatement<Params, Row>(this.native.prepare(sql));
    } catch (error) {
      throw normalizeSqliteError(error);
    }
  }

  exec(sql: string): void {
    try {
      this.native.exec(sql);
    } catch (error) {
      throw normalizeSqliteError(error);
    }
  }

  pragma(name: string): unknown {
    return this.prepare(`PRAGMA ${name}`).value();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.native.close();
    } catch (error) {
      throw normalizeSqliteError(error);
    } finally {
      this.source.dispose?.();
    }
  }
}

/** A {@link SqliteStatement} over either binding's statement. */
class DriverStatement<Params extends unknown[], Row> implements SqliteStatement<Params, Row> {
  constructor(private readonly native: NativeStatement) {}

  run(...params: Params): SqliteRunResult {
    try {
      const { changes, lastInsertRowid } = this.native.run(...params);
      return { changes: Number(changes), lastInsertRowid };
    } catch (error) {
      throw normalizeSqliteError(error);
    }
  }

  get(...params: Params): Row | undefined {
    try {
      return this.native.get(...params) as Row | undefined;
    } catch (error) {
      throw normalizeSqliteError(error);
    }
  }

  all(...params: Params): Row[] {
    try {
      return this.native.all(...params) as Row[];
    } catch (error) {
      throw normalizeSqliteError(error);
    }
  }

  *iterate(...params: Params): IterableIterator<Row> {
    try {
      yield* this.native.iterate(...params) as IterableIterator<Row>;
    } catch (error) {
      throw normalizeSqliteError(error);
    }
  }

  value(...params: Params): unknown {
    const row = this.get(...params) as Record<string, unknown> | undefined;
    if (row === undefined) return undefined;
    for (const key in row) return row[key];
    return undefined;
  }
}
