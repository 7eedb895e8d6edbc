import { loadSqliteStore, SQLITE_INSTALL } from "./load-sqlite-store";

const notFound = (name: string) => Object.assign(new Error(`Cannot find module '${name}'\nRequire stack: ...`), { code: "MODULE_NOT_FOUND" });

describe("loadSqliteStore", () => {
  it("returns @agentic-ts/sqlite's SqliteStore", () => {
    const { SqliteStore } = jest.requireActual<typeof import("@agentic-ts/sqlite")>("@agentic-ts/sqlite");
    expect(loadSqliteStore("trace")).toBe(SqliteStore);
  });

  it.each(["trace", "runs"] as const)("names the command and the install line when @agentic-ts/sqlite is missing (%s)", (command) => {
    const load = () => {
      throw notFound("@agentic-ts/sqlite");
    };
    expect(() => loadSqliteStore(command, load)).toThrow(`agentic ${command} reads stores through @agentic-ts/sqlite, which is not installed. Install it: ${SQLITE_INSTALL}`);
    expect(SQLITE_INSTALL).toBe("npm i -D @agentic-ts/sqlite");
  });

  it("passes on any other failure of loading it (a missing driver of its own, say)", () => {
    const load = () => {
      throw notFound("better-sqlite3");
    };
    expect(() => loadSqliteStore("runs", load)).toThrow("Cannot find module 'better-sqlite3'");
  });
});
