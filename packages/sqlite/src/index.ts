/**
 * @packageDocumentation
 * agentic-ts embedded store on SQLite (better-sqlite3): trace runs that last beyond the process, in one
 * file several processes can share.
 */
export { SqliteStore } from "./sqlite-store";
export type { SqliteStoreOptions } from "./sqlite-store-options";
export type { TraceRetention } from "./trace-retention";
export type { OpenDatabaseOptions } from "./open-database";
export { openDatabase } from "./open-database";
export { migrate } from "./migrate";
export type { Migration } from "./migration";
export { SCHEMA_MIGRATIONS } from "./schema";
export { SchemaVersionError } from "./schema-version-error";
export { StoreBusyError } from "./store-busy-error";
export { ReadOnlyStoreError } from "./read-only-store-error";
