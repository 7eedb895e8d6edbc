import { loadBetterSqlite3 } from "./better-sqlite3-driver";
import type { SqliteDriver } from "./native-sqlite";
import { loadNodeSqlite, NODE_SQLITE_SINCE } from "./node-sqlite-driver";
import { SQLITE_DRIVER_NAMES, type SqliteDriverName } from "./sqlite-driver-name";

// Each binding is loaded once per thread: the answer (the driver, or why not) never changes in a process.
const loaded = new Map<SqliteDriverName, SqliteDriver | string>();

function load(name: SqliteDriverName): SqliteDriver | string {
  let driver = loaded.get(name);
  if (driver === undefined) loaded.set(name, (driver = name === "node:sqlite" ? loadNodeSqlite() : loadBetterSqlite3()));
  return driver;
}

/**
 * Why `name` cannot be used in this process (`undefined` when it can): `node:sqlite` on a Node.js before
 * 22.13, better-sqlite3 not installed or its native addon not built for this Node.js. Loads the binding to
 * find out (once per process).
 */
export function sqliteDriverProblem(name: SqliteDriverName): string | undefined {
  const driver = load(name);
  return typeof driver === "string" ? driver : undefined;
}

/** The bindings this process can open stores with, in the order `"auto"` prefers them. */
export function availableSqliteDrivers(): SqliteDriverName[] {
  return SQLITE_DRIVER_NAMES.filter((name) => sqliteDriverProblem(name) === undefined);
}

/**
 * The binding to open a store with: `requested`, or for `"auto"` (the default) `node:sqlite` where this
 * Node.js has it, else better-sqlite3. Throws a `ConfigurationError` naming the fix (`npm i
 * better-sqlite3`, or a Node.js with `node:sqlite`) when the binding asked for, or any for `"auto"`, cannot
 * be loaded.
 */
export function resolveSqliteDriver(requested: SqliteDriverName | "auto" = "auto"): SqliteDriver {
  if (requested !== "auto" && !SQLITE_DRIVER_NAMES.includes(requested)) {
    throw configurationError(`SqliteStore: unknown driver ${JSON.stringify(requested)}; use "node:sqlite", "better-sqlite3" or "auto".`);
  }
  const names = requested === "auto" ? SQLITE_DRIVER_NAMES : [requested];
  for (const name of names) {
    const driver = load(name);
    if (typeof driver !== "string") return driver;
  }
  const reasons = names.map((name) => load(name) as string).join("; ");
  const fix =
    requested === "node:sqlite"
      ? `Run on Node.js ${NODE_SQLITE_SINCE} or later, or use driver "better-sqlite3" (npm i better-sqlite3).`
      : requested === "better-sqlite3"
        ? `Install it with \`npm i better-sqlite3\` (and let its install script build it), or leave driver unset to use node:sqlite on Node.js ${NODE_SQLITE_SINCE} or later.`
        : `Install better-sqlite3 (\`npm i better-sqlite3\`, and let its install script build it), or run on Node.js ${NODE_SQLITE_SINCE} or later, which has SQLite built in (node:sqlite).`;
  throw configurationError(`SqliteStore cannot open a SQLite database: ${reasons}. ${fix}`);
}

// Core is loaded only on this failure: opening a store never loads it otherwise (see `SqliteStore`).
function configurationError(message: string): Error {
  const { ConfigurationError } = require("@agentic-ts/core") as typeof import("@agentic-ts/core");
  return new ConfigurationError(message);
}
