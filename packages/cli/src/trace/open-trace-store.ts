import { existsSync } from "node:fs";
import path from "node:path";
import type { TraceStore } from "@agentic-ts/core";
import { UsageError } from "../usage-error";
import { type CliStore, loadSqliteStore } from "./load-sqlite-store";

/** The store file used when neither `--db` nor `AGENTIC_DB` names one. */
export const DEFAULT_TRACE_DB = "agentic.db";

/** The store file of a `trace` command: `--db`, else `AGENTIC_DB`, else `./agentic.db`, resolved against `cwd`. */
export function traceDbPath(db: string | undefined, cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = db ?? (env.AGENTIC_DB ? env.AGENTIC_DB : DEFAULT_TRACE_DB);
  return path.resolve(cwd, chosen);
}

/**
 * Opens the SQLite trace store at `file` for reading, read-only (`readOnly: true`): every `trace` command
 * only reads, so none may write, migrate, checkpoint or create anything, each works on a store it may
 * only read, and none waits for a process writing it. A missing file is a {@link UsageError}: the viewer
 * must not create an empty store where the user mistyped a path.
 */
export function openTraceStore(file: string): TraceStore {
  // First: without @agentic-ts/sqlite no store can be read, whichever file is named.
  const SqliteStore = loadSqliteStore("trace");
  if (!existsSync(file)) {
    throw new UsageError(
      `no trace store at ${file}. Runs are stored when a runtime has a store (store: new SqliteStore("agentic.db")); ` +
        "pass --db <file> or set AGENTIC_DB to read another file.",
    );
  }
  return new SqliteStore(file, { readOnly: true });
}

/** The `agentic runs` subcommands that only read the store. */
const READING_RUNS_COMMANDS: ReadonlySet<string> = new Set(["list", "show"]);

/**
 * Opens the store of `agentic runs <command>` at `file` (which exists): read-only for the commands that
 * only read (`list`, `show`; see {@link openTraceStore} for why), read-write for the verdicts
 * (`approve`, `decline`), which record one.
 */
export function openRunStore(file: string, command: string): CliStore {
  const SqliteStore = loadSqliteStore("runs");
  return new SqliteStore(file, { readOnly: READING_RUNS_COMMANDS.has(command) });
}
