import { existsSync } from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { RunStore } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { type CliStore, loadSqliteStore } from "../trace/load-sqlite-store";
import { openRunStore, traceDbPath } from "../trace/open-trace-store";
import { UsageError } from "../usage-error";
import { reportCommandError } from "../report-command-error";

/** What a `runs` subcommand body gets: its options and positionals, and the open store. */
export interface RunsCommandInput {
  readonly values: Record<string, string | boolean | undefined>;
  readonly positionals: string[];
  readonly store: RunStore;
  readonly io: CliIo;
}

/**
 * Runs one `agentic runs <name>` subcommand over the store of `--db` (default `$AGENTIC_DB`, else
 * `./agentic.db` — the same file as the traces): parses `argv`, answers `--help`, opens the store (a
 * missing file is a usage error, never created; read-only for `list` and `show`), runs `body` and closes the store. A {@link UsageError}
 * exits 2, any other error 1.
 */
export async function runRunsCommand(
  name: string,
  help: string,
  argv: readonly string[],
  io: CliIo,
  options: NonNullable<ParseArgsConfig["options"]>,
  body: (input: RunsCommandInput) => Promise<ExitCodeValue>,
): Promise<ExitCodeValue> {
  let store: CliStore | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv], options: { db: { type: "string" }, help: { type: "boolean", short: "h" }, ...options }, strict: true, allowPositionals: true,
    }) as { values: Record<string, string | boolean | undefined>; positionals: string[] };
    if (values.help) {
      io.out(help);
      return ExitCode.Ok;
    }
    const file = traceDbPath(values.db as string | undefined, io.cwd);
    loadSqliteStore("runs"); // first: without @agentic-ts/sqlite no store can be read, whichever file is named
    if (!existsSync(file)) throw new UsageError(`no store at ${file}; pass --db <file> or set AGENTIC_DB (runs live where new Runs({ store }) keeps them).`);
    store = openRunStore(file, name);
    return await body({ values, positionals, store, io });
  } catch (error) {
    return reportCommandError(`runs ${name}`, error, io) ? ExitCode.Usage : ExitCode.Failed;
  } finally {
    await store?.close();
  }
}

/** The one run id a subcommand takes, or a usage error. */
export function runIdOf(positionals: readonly string[]): string {
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "expected a run id." : `unexpected argument "${positionals[1]}".`);
  return positionals[0];
}
