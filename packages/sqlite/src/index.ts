/**
 * @packageDocumentation
 * agentic-ts embedded store on SQLite: trace runs and durable runs that last beyond the process, in one
 * file several processes can share. SQLite is Node's own `node:sqlite` on Node.js 22.13 and later, else
 * the `better-sqlite3` package (an optional peer).
 */
export { SqliteStore } from "./sqlite-store";
export type { SqliteStoreOptions } from "./sqlite-store-options";
export type { TraceRetention } from "./trace-retention";
export type { OpenDatabaseOptions } from "./open-database";
export { openDatabase } from "./open-database";
export type { SqliteConnection, SqliteStatement, SqliteRunResult } from "./sqlite-connection";
export type { SqliteDriverName } from "./sqlite-driver-name";
export { availableSqliteDrivers, sqliteDriverProblem } from "./sqlite-driver";
export { migrate } from "./migrate";
export type { Migration } from "./migration";
export { SCHEMA_MIGRATIONS } from "./schema";
export { SchemaVersionError } from "./schema-version-error";
export { StoreBusyError } from "./store-busy-error";
export { ReadOnlyStoreError } from "./read-only-store-error";
