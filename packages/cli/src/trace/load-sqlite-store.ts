import type { RunStore, TraceStore } from "@agentic-ts/core";

/** The install line `agentic trace` and `agentic runs` name when `@agentic-ts/sqlite` is not installed. */
export const SQLITE_INSTALL = "npm i -D @agentic-ts/sqlite";

/**
 * A store file opened by `trace` or `runs`: what those commands use of `@agentic-ts/sqlite`'s `SqliteStore`,
 * written out so that the CLI's declarations never import that optional peer.
 */
export type CliStore = TraceStore & RunStore & { close(): Promise<void> };

/** The `SqliteStore` class of `@agentic-ts/sqlite`, as `trace` and `runs` construct it. */
export type SqliteStoreClass = new (file: string, options: { readonly readOnly: boolean }) => CliStore;

/**
 * Loads `SqliteStore` when a `trace` or `runs` command opens a store: `@agentic-ts/sqlite` is an optional
 * peer of the CLI (it needs a SQLite driver, and `agentic gen` never opens a database), so nothing else
 * loads it and installing the CLI installs no native module. When it is missing, the error names the
 * command and the install line. `load` stands in for `require` in tests.
 */
export function loadSqliteStore(command: "trace" | "runs", load: (name: string) => unknown = require): SqliteStoreClass {
  try {
    return (load("@agentic-ts/sqlite") as { SqliteStore: SqliteStoreClass }).SqliteStore;
  } catch (error) {
    if (!isMissing(error)) throw error;
    throw new Error(`agentic ${command} reads stores through @agentic-ts/sqlite, which is not installed. Install it: ${SQLITE_INSTALL}`);
  }
}

// Node's "module not found" for the package itself (not for a module it failed to load in turn).
function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && code === "MODULE_NOT_FOUND" && /['"]@agentic-ts\/sqlite['"]/.test(error.message);
}
