/**
 * The SQLite binding a store opens its file with:
 *
 * - `"node:sqlite"`: SQLite built into Node.js (`DatabaseSync`), on Node 22.13 and later: nothing to
 *   install, no native build.
 * - `"better-sqlite3"`: the `better-sqlite3` package (an optional peer: `npm i better-sqlite3`), a
 *   native addon, for Node 20.
 *
 * Both read and write the same file format; processes using different bindings can share one store.
 */
export type SqliteDriverName = "node:sqlite" | "better-sqlite3";

/** Every binding a store can use, in the order `"auto"` tries them. */
export const SQLITE_DRIVER_NAMES: readonly SqliteDriverName[] = ["node:sqlite", "better-sqlite3"];
