import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { startTraceServer, type TraceServer } from "../viewer/trace-server";
import { runTraceCommand } from "./trace-command";

/** The port `agentic trace serve` tries first, so the viewer's address stays the same between runs. */
export const DEFAULT_TRACE_PORT = 4545;

/** The help text of `agentic trace serve`. */
export const TRACE_SERVE_HELP = `Usage: agentic trace serve [--port N] [--db FILE]

Starts the trace viewer on http://127.0.0.1 (this machine only) and prints its address. The page lists
the stored runs (filter by status), shows the selected run's tree with durations, and the details of a
node: for a decision its menu, the reply, the pick, the validated arguments and each re-pick with its
problem. A run still in progress updates live. Stop it with Ctrl+C.

The address printed carries an access token drawn anew at each start (?token=…): without it the server
answers 403 and shows nothing, so other users and processes on this machine, and web pages that find the
port, cannot read the traces. Opening the address gives the browser a cookie for the page's own requests.

Options:
  --port <n>   The port (default ${DEFAULT_TRACE_PORT}, or a free one when that is taken; 0 = a free one).
  --db <file>  The trace store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help   Show this help.

Exit codes: 0 stopped with Ctrl+C, 1 the server could not start (the port given is taken),
2 usage error (bad option, no store file).`;

/** Runs `agentic trace serve` until the user interrupts it; returns the exit code. */
export function runTraceServe(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  return runTraceCommand("serve", TRACE_SERVE_HELP, argv, io, { port: { type: "string" } }, async ({ values, positionals, store, dbPath }) => {
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);
    const port = values.port === undefined ? undefined : Number(values.port);
    if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
      throw new UsageError(`--port must be an integer from 0 to 65535, got "${String(values.port)}".`);
    }
    let server: TraceServer;
    try {
      server = await startTraceServer(store, { port: port ?? DEFAULT_TRACE_PORT });
    } catch (error) {
      // The default port is only a preference; a port the user asked for is not.
      if (port !== undefined || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      server = await startTraceServer(store, { port: 0 });
    }
    io.out(`agentic trace viewer on ${server.url} (store: ${dbPath}). Press Ctrl+C to stop.`);
    await (io.interrupted?.() ?? interrupted());
    await server.close();
    return ExitCode.Ok;
  });
}

/** Resolves on the process's first SIGINT or SIGTERM. */
function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}
