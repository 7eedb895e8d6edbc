import { tempDbPath } from "./__fixtures__/temp-db";
import { migrate } from "./migrate";
import type { Migration } from "./migration";
import { openDatabase } from "./open-database";
import { SCHEMA_MIGRATIONS } from "./schema";
import { describeEachDriver } from "./__fixtures__/each-driver";

const table = (version: number, name: string): Migration => ({
  version,
  name,
  up: (db) => db.exec(`CREATE TABLE ${name} (id INTEGER PRIMARY KEY)`),
});

describeEachDriver("migrate", (driver) => {
  it("applies each migration once, in order; a later list applies only what is new", () => {
    const path = tempDbPath();
    const db = openDatabase(path, { driver });
    expect(migrate(db, [table(1, "a")])).toEqual([1]);
    expect(migrate(db, [table(1, "a")])).toEqual([]);
    expect(migrate(db, [table(1, "a"), table(2, "b"), table(3, "c")])).toEqual([2, 3]);
    expect(db.prepare("SELECT version, name FROM schema_version ORDER BY version").all()).toEqual([
      { version: 1, name: "a" },
      { version: 2, name: "b" },
      { version: 3, name: "c" },
    ]);
    db.close();
  });

  it("rolls a failed migration back and records nothing for it", () => {
    const db = openDatabase(":memory:", { driver });
    const broken: Migration = { version: 2, name: "broken", up: (d) => d.exec("CREATE TABLE half (id INTEGER); SELECT * FROM missing") };
    expect(() => migrate(db, [table(1, "a"), broken])).toThrow(/missing/);
    expect(db.prepare("SELECT max(version) AS v FROM schema_version").get()).toEqual({ v: 1 });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").all()).toEqual([]);
    db.close();
  });

  it("refuses a list whose versions do not increase", () => {
    const db = openDatabase(":memory:", { driver });
    expect(() => migrate(db, [table(2, "a"), table(2, "b")])).toThrow(TypeError);
    expect(() => migrate(db, [table(0, "a")])).toThrow(TypeError);
    db.close();
  });

  it("the store's own list starts at version 1 and increases", () => {
    expect(SCHEMA_MIGRATIONS[0].version).toBe(1);
    SCHEMA_MIGRATIONS.forEach((m, i) => i > 0 && expect(m.version).toBeGreaterThan(SCHEMA_MIGRATIONS[i - 1].version));
  });
});
