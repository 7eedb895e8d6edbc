import path from "node:path";
import type { Trace } from "@agentic-ts/core";
import { SqliteStore } from "@agentic-ts/sqlite";

/** The store file `npm start` writes its runs to when `AGENTIC_DB` does not name one: `./agentic.db`. */
export const DEFAULT_TRACE_DB = "agentic.db";

/** A trace store file an example writes its run to, and how to show where it went. */
export interface TraceDb {
  readonly store: SqliteStore;
  /** The file as the user should type it: relative to the working folder when inside it. */
  readonly shown: string;
}

/** Opens (creating) the trace store file an example run is written to. */
export function openTraceDb(file: string): TraceDb {
  const absolute = path.resolve(file);
  const relative = path.relative(process.cwd(), absolute);
  const shown = relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : absolute;
  return { store: new SqliteStore(absolute), shown: /\s/.test(shown) ? JSON.stringify(shown) : shown };
}

/**
 * The lines that tell where a run's trace went and the commands that open it: `agentic trace show` for
 * the run in the terminal, and last `agentic trace serve` for the viewer.
 */
export function traceDbLines(db: TraceDb, trace: Trace): string[] {
  const roots = trace.roots();
  const runId = roots.length > 0 ? trace.runIdOf(roots[roots.length - 1].id) : undefined;
  return [
    `The run's trace is stored in ${db.shown}${runId ? ` (run ${runId})` : ""}. Print it, or open the viewer:`,
    ...(runId ? [`  npx agentic trace show ${runId} --db ${db.shown}`] : []),
    `  npx agentic trace serve --db ${db.shown}`,
  ];
}
