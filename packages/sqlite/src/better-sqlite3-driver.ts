import type { NativeDatabase, SqliteDriver } from "./native-sqlite";

/** The part of better-sqlite3's `Database` constructor the store uses. */
type BetterSqlite3 = new (path: string | Buffer, options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number }) => NativeDatabase;

/**
 * Loads the `better-sqlite3` package (an optional peer, required only now), or says why it cannot be
 * used: not installed, or its native addon does not load in this Node.js (built for another version, or
 * its install script was not run). The addon is loaded by opening an in-memory database, so a driver
 * returned here opens files.
 */
export function loadBetterSqlite3(): SqliteDriver | string {
  let Database: BetterSqlite3;
  try {
    Database = require("better-sqlite3") as BetterSqlite3;
  } catch (error) {
    const missing = (error as { code?: unknown }).code === "MODULE_NOT_FOUND";
    return missing ? "better-sqlite3 is not installed" : `better-sqlite3 did not load: ${messageOf(error)}`;
  }
  try {
    new Database(":memory:").close();
  } catch (error) {
    return `better-sqlite3's native addon does not load in Node.js ${process.version} (${oneLine(messageOf(error))}); \`npm rebuild better-sqlite3\` builds it for this Node.js`;
  }
  return {
    name: "better-sqlite3",
    // The busy timeout is set by a pragma after opening, the same way for both bindings.
    open: (path, readOnly) => new Database(path, readOnly ? { readonly: true, fileMustExist: true, timeout: 0 } : { timeout: 0 }),
    openImage: (image) => ({ db: new Database(image, { readonly: true }) }),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// Node's message for an addon built for another version spans lines (the path, then both ABI versions).
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
