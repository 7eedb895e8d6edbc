import { ConfigurationError } from "@agentic-ts/core";
import { describeEachDriver } from "./__fixtures__/each-driver";
import { openDatabase } from "./open-database";
import { availableSqliteDrivers, resolveSqliteDriver, sqliteDriverProblem } from "./sqlite-driver";
import { SQLITE_DRIVER_NAMES } from "./sqlite-driver-name";
import { normalizeSqliteError, sqliteCodeName } from "./sqlite-error-code";
import { transaction } from "./transaction";

describe("choosing the SQLite binding", () => {
  it("auto takes node:sqlite where this Node.js has it, else better-sqlite3", () => {
    expect(availableSqliteDrivers().length).toBeGreaterThan(0);
    expect(resolveSqliteDriver().name).toBe(availableSqliteDrivers()[0]);
  });

  it("a forced binding that cannot load is a ConfigurationError naming the fix", () => {
    const missing = SQLITE_DRIVER_NAMES.filter((name) => sqliteDriverProblem(name) !== undefined);
    for (const name of missing) {
      expect(() => resolveSqliteDriver(name)).toThrow(ConfigurationError);
      expect(() => resolveSqliteDriver(name)).toThrow(name === "node:sqlite" ? /Node\.js 22\.13\.0 or later/ : /npm i better-sqlite3/);
    }
    expect(() => resolveSqliteDriver("sqlite3" as never)).toThrow(/unknown driver "sqlite3"/);
  });
});

describe("SQLite's error codes", () => {
  it("names node:sqlite's errcode as better-sqlite3 does", () => {
    expect([sqliteCodeName(5), sqliteCodeName(517), sqliteCodeName(13), sqliteCodeName(1555), sqliteCodeName(4874 + 256 * 64)]).toEqual([
      "SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_FULL", "SQLITE_CONSTRAINT_PRIMARYKEY", "SQLITE_IOERR",
    ]);
    const error = Object.assign(new Error("database is locked"), { code: "ERR_SQLITE_ERROR", errcode: 5, errstr: "database is locked" });
    expect(normalizeSqliteError(error)).toMatchObject({ code: "SQLITE_BUSY", errcode: 5, errstr: "database is locked" });
    const other = Object.assign(new Error("no"), { code: "ENOENT" });
    expect(normalizeSqliteError(other)).toMatchObject({ code: "ENOENT" });
  });
});

describeEachDriver("a SqliteConnection", (driver) => {
  it("commits, rolls back (a savepoint alone when nested), and throws SQLite's code name", () => {
    const db = openDatabase(":memory:", { driver });
    try {
      expect(db.driver).toBe(driver);
      db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)");
      const insert = db.prepare<[number, string]>("INSERT INTO t (id, v) VALUES (?, ?)");
      transaction(db, () => insert.run(1, "a"), true);
      expect(() => transaction(db, () => (insert.run(2, "b"), insert.run(1, "again")))).toThrow(expect.objectContaining({ code: "SQLITE_CONSTRAINT_PRIMARYKEY" }));
      transaction(db, () => {
        insert.run(3, "c");
        expect(() => transaction(db, () => (insert.run(4, "d"), db.exec("SELECT * FROM missing")))).toThrow(/missing/);
      });
      expect(db.prepare("SELECT id FROM t ORDER BY id").all()).toEqual([{ id: 1 }, { id: 3 }].map((row) => expect.objectContaining(row)));
      expect([...db.prepare<[], { v: string }>("SELECT v FROM t ORDER BY id").iterate()].map((row) => row.v)).toEqual(["a", "c"]);
      expect(db.prepare("SELECT count(*) FROM t").value()).toBe(2);
      expect(db.pragma("journal_mode")).toBe("memory");
    } finally {
      db.close();
      db.close();
    }
    expect(db.open).toBe(false);
  });
});
