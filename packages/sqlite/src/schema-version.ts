import type { SqliteConnection } from "./sqlite-connection";
import type { Migration } from "./migration";
import { SchemaVersionError } from "./schema-version-error";

/** The newest version in a migration list (0 for none). */
export function newestVersion(migrations: readonly Migration[]): number {
  return migrations.length === 0 ? 0 : migrations[migrations.length - 1].version;
}

/** The file's schema version: the largest recorded in `schema_version` (0 when that table does not exist). A read: takes no write lock. */
export function readSchemaVersion(db: SqliteConnection): number {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'").get();
  if (!table) return 0;
  return (db.prepare("SELECT max(version) FROM schema_version").value() as number | null) ?? 0;
}

/**
 * Throws a {@link SchemaVersionError} when the file's schema is newer than `migrations` know (a newer
 * release wrote it: its tables may mean something this code would get wrong), or, with `exact`, when it is
 * anything but the newest (a read-only store cannot migrate). Returns the file's version.
 */
export function checkSchemaVersion(db: SqliteConnection, path: string, migrations: readonly Migration[], exact = false): number {
  const version = readSchemaVersion(db);
  const newest = newestVersion(migrations);
  if (version > newest || (exact && version !== newest)) throw new SchemaVersionError(path, version, newest);
  return version;
}
