import type { SqliteConnection } from "./sqlite-connection";
import { fileSignature, openReadOnly } from "./open-read-only";
import { SCHEMA_MIGRATIONS } from "./schema";
import { resolveSqliteDriver } from "./sqlite-driver";
import type { SqliteDriverName } from "./sqlite-driver-name";
import { checkSchemaVersion } from "./schema-version";
import { SqliteRunStore } from "./sqlite-run-store";
import { TraceReader } from "./trace-reader";

/** A `SqliteStore`'s connection on the event-loop thread, with the statements it reads and writes through. */
export interface StoreConnection {
  readonly db: SqliteConnection;
  readonly reader: TraceReader;
  readonly runs: SqliteRunStore;
  /** For a read-only snapshot of the file (see `openReadOnly`), what the file was like when it was taken. */
  readonly snapshotOf?: string;
}

/** The statements of a store on `db`, whose schema is the newest. */
export function connect(db: SqliteConnection, snapshotOf?: string): StoreConnection {
  return { db, reader: new TraceReader(db), runs: new SqliteRunStore(db), ...(snapshotOf === undefined ? {} : { snapshotOf }) };
}

/**
 * Opens `path` read-only (see `openReadOnly`) and checks that its schema is the one this code reads: a
 * read-only store cannot migrate an older one, and a newer one may mean things this code would get wrong.
 * Opened with the binding `driver` names (see `OpenDatabaseOptions.driver`).
 */
export function connectReadOnly(path: string, driver: SqliteDriverName | "auto" = "auto"): StoreConnection {
  const { db, snapshotOf } = openReadOnly(path, resolveSqliteDriver(driver));
  try {
    checkSchemaVersion(db, path, SCHEMA_MIGRATIONS, true);
    return connect(db, snapshotOf);
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The connection to read `path` with now: `current`, unless it is a snapshot the file no longer matches
 * (a writer came since), then a new one, and `current` is closed.
 */
export function currentConnection(path: string, current: StoreConnection): StoreConnection {
  if (current.snapshotOf === undefined || fileSignature(path) === current.snapshotOf) return current;
  const next = connectReadOnly(path, current.db.driver);
  current.db.close();
  return next;
}
