import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NativeDatabase, SqliteDriver } from "./native-sqlite";

/** The first Node.js release whose `node:sqlite` loads without a flag and has all the store uses. */
export const NODE_SQLITE_SINCE = "22.13.0";

/** The part of `node:sqlite`'s `DatabaseSync` the store uses beyond {@link NativeDatabase}. */
interface DatabaseSync extends NativeDatabase {
  deserialize?(image: Uint8Array): void;
}

/** The part of the `node:sqlite` module the store uses. */
interface NodeSqliteModule {
  DatabaseSync: new (path: string, options?: { readOnly?: boolean }) => DatabaseSync;
}

/** Whether this Node.js is at least {@link NODE_SQLITE_SINCE}. */
export function nodeHasSqlite(version: string = process.versions.node): boolean {
  const [major, minor] = version.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 13);
}

/**
 * Loads `node:sqlite`, or says why it cannot be used: this Node.js is older than 22.13 (before that it
 * needs `--experimental-sqlite`, and lacks `StatementSync.iterate`). Node 22 prints an ExperimentalWarning
 * when the module loads; that one warning is kept quiet (the store chose the module, the user did not),
 * every other warning passes.
 */
export function loadNodeSqlite(): SqliteDriver | string {
  if (!nodeHasSqlite()) return `node:sqlite needs Node.js ${NODE_SQLITE_SINCE} or later (this is ${process.version})`;
  let sqlite: NodeSqliteModule | undefined;
  try {
    sqlite = withoutSqliteWarning(() => process.getBuiltinModule("node:sqlite") as NodeSqliteModule | undefined);
  } catch (error) {
    return `node:sqlite did not load: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (typeof sqlite?.DatabaseSync !== "function") return `node:sqlite is not available in Node.js ${process.version}`;
  const { DatabaseSync } = sqlite;
  return {
    name: "node:sqlite",
    open: (path, readOnly) => new DatabaseSync(path, readOnly ? { readOnly: true } : {}),
    openImage: (image) => {
      const db = new DatabaseSync(":memory:");
      if (typeof db.deserialize === "function") {
        try {
          db.deserialize(image);
          db.exec("PRAGMA query_only = ON");
          return { db };
        } catch (error) {
          db.close();
          throw error;
        }
      }
      db.close();
      return openImageFile(DatabaseSync, image);
    },
  };
}

/**
 * For a Node.js whose `DatabaseSync` cannot load an image (no `deserialize` before Node 24.x): the image
 * written to a file of a private temporary directory (mode 0700, the file 0600, never beside the store),
 * opened read-only; the directory is removed when the connection is disposed.
 */
function openImageFile(DatabaseSync: NodeSqliteModule["DatabaseSync"], image: Buffer): { db: NativeDatabase; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "agentic-snapshot-"));
  const dispose = (): void => rmSync(dir, { recursive: true, force: true });
  try {
    const file = join(dir, "snapshot.db");
    writeFileSync(file, image, { mode: 0o600 });
    return { db: new DatabaseSync(file, { readOnly: true }), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** Runs `load` with Node's "SQLite is an experimental feature" warning suppressed, and only that one. */
function withoutSqliteWarning<T>(load: () => T): T {
  const emit = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]): void {
    const type = typeof rest[0] === "string" ? rest[0] : (rest[0] as { type?: string } | undefined)?.type ?? (warning as Error).name;
    const message = typeof warning === "string" ? warning : warning.message;
    if (type === "ExperimentalWarning" && /\bSQLite\b/.test(message)) return;
    return (emit as (...args: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return load();
  } finally {
    process.emitWarning = emit;
  }
}
