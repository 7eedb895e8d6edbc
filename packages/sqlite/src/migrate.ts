import type { SqliteConnection } from "./sqlite-connection";
import type { Migration } from "./migration";
import { checkSchemaVersion, newestVersion } from "./schema-version";
import { transaction } from "./transaction";

/**
 * Brings a database to the latest version of `migrations` (ordered by version): each migration not yet
 * recorded in the `schema_version` table runs in its own write transaction and is recorded there. Several
 * processes may open the same file at once: the version is re-read under the write lock, so each migration
 * runs exactly once. A file already at the latest version is only read (no write lock is taken); one at a
 * newer version than `migrations` know (written by a newer release) is refused with a
 * `SchemaVersionError` naming `path` (default: the connection's file). Returns the versions applied now.
 */
export function migrate(db: SqliteConnection, migrations: readonly Migration[], path: string = db.path): number[] {
  checkOrder(migrations);
  if (checkSchemaVersion(db, path, migrations) === newestVersion(migrations)) return [];
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const current = db.prepare<[], { v: number | null }>("SELECT max(version) AS v FROM schema_version");
  const record = db.prepare<[number, string, number]>("INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)");
  const applied: number[] = [];
  for (const migration of migrations) {
    transaction(
      db,
      () => {
      // Under the write lock: another process may have migrated (even past this code) since the check.
      if (migration === migrations[0]) checkSchemaVersion(db, path, migrations);
      if ((current.get()?.v ?? 0) >= migration.version) return;
      migration.up(db);
      record.run(migration.version, migration.name, Date.now());
      applied.push(migration.version);
      },
      true,
    );
  }
  return applied;
}

function checkOrder(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (!Number.isInteger(m.version) || m.version < 1 || (i > 0 && m.version <= migrations[i - 1].version)) {
      throw new TypeError(`Migrations must have increasing integer versions from 1; "${m.name}" has ${m.version}.`);
    }
  });
}
