import type { SqliteConnection } from "./sqlite-connection";

/**
 * One step of the store's schema: a version number (the migration list is ordered by it, each a new
 * number) and the SQL that brings a file at the previous version to this one.
 */
export interface Migration {
  /** The schema version this migration produces; versions increase along the list. */
  readonly version: number;
  /** What it adds, e.g. "trace tables"; recorded with the version. */
  readonly name: string;
  /** Applies the change; runs inside the migration's transaction. */
  up(db: SqliteConnection): void;
}
