import * as fs from "node:fs";
import { openDatabase } from "./open-database";
import { writeSampleStore } from "./__fixtures__/read-only-files";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SCHEMA_MIGRATIONS } from "./schema";
import { SchemaVersionError } from "./schema-version-error";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver } from "./__fixtures__/each-driver";

const NEWEST = SCHEMA_MIGRATIONS[SCHEMA_MIGRATIONS.length - 1].version;

/** A store file as a newer release would leave it: one more migration recorded, with a table of its own. */
async function newerStore(): Promise<string> {
  const file = tempDbPath();
  await writeSampleStore(file);
  const db = openDatabase(file);
  db.exec("CREATE TABLE from_the_future (id INTEGER PRIMARY KEY)");
  db.prepare("INSERT INTO schema_version (version, name, applied_at) VALUES (?, 'from the future', 0)").run(NEWEST + 1);
  db.close();
  return file;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describeEachDriver("SqliteStore and the file's schema version", (driver) => {
  it.each([
    ["read-write", {}],
    ["read-only", { readOnly: true }],
  ])("refuses, %s, a file written by a newer release, saying which versions and what to do, and changes nothing", async (_mode, options) => {
    const file = await newerStore();
    const before = fs.readFileSync(file);
    let error: unknown;
    try {
      new SqliteStore(file, options);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SchemaVersionError);
    expect(error).toEqual(expect.objectContaining({ path: file, version: NEWEST + 1, newestKnown: NEWEST }));
    expect((error as Error).message).toMatch(
      new RegExp(`^SqliteStore ${escaped(file)}: its schema is version ${NEWEST + 1}, newer than version ${NEWEST}, the newest this @agentic-ts/sqlite knows: .*Upgrade @agentic-ts/sqlite`),
    );
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it("refuses, read-only, a file at an older schema, which it cannot migrate; read-write migrates it", async () => {
    const file = tempDbPath();
    await writeSampleStore(file, driver);
    const db = openDatabase(file, { driver });
    // The newest migration undone (version 6: trace_runs.durable_run_id and its index).
    db.exec("DROP INDEX trace_runs_by_durable_run; ALTER TABLE trace_runs DROP COLUMN durable_run_id");
    db.prepare("DELETE FROM schema_version WHERE version = ?").run(NEWEST);
    db.close();
    expect(() => new SqliteStore(file, { driver, readOnly: true })).toThrow(
      new RegExp(`^SqliteStore ${escaped(file)}: its schema is version ${NEWEST - 1}, older than .*Open it read-write once`),
    );
    const store = new SqliteStore(file, { driver });
    await store.close();
    const reader = new SqliteStore(file, { driver, readOnly: true });
    expect((await reader.listRunRecords()).map((r) => r.id)).toEqual(["d-1"]);
    await reader.close();
  });

  it("opens a file at the newest version without taking the write lock", async () => {
    const file = tempDbPath();
    await writeSampleStore(file, driver);
    const holder = openDatabase(file, { driver });
    holder.exec("BEGIN IMMEDIATE");
    try {
      // No busy timeout: an opening that wanted the lock would fail at once.
      const store = new SqliteStore(file, { driver, busyTimeoutMs: 0 });
      expect((await store.listRunRecords()).map((r) => r.id)).toEqual(["d-1"]);
      await store.close();
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
  });
});
