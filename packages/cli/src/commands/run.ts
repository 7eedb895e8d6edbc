import type { Runtime } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { describeError } from "../describe-error";
import { ExitCode } from "../exit-codes";
import { examplesNote, resolveRunTarget } from "../run/resolve-run-target";
import { Spinner } from "../run/spinner";
import { terminalBlock } from "../terminal-text";
import { UsageError } from "../usage-error";

/** The help text of `agentic run`. */
export const RUN_HELP = `Usage: agentic run <example-name|file.ts|file.js> [-- args...]

Runs an example (examples/<name>/dist/main.js; run \`npm run build\` first) or a script file (.ts, .mts
and .cts are compiled on the fly, CommonJS or ES-module sources: \`./x.js\` imports of .ts files and
import.meta work; top-level await does not) in this process, with a spinner on stderr while a model
call is in flight (on a terminal only), then prints the trace tree of every runtime that called a model,
on stderr, so the script's own output stays pipeable. Everything after the target (or after --) is
passed to the script.

Options:
  -h, --help  Show this help.

Exit codes: 0 the script succeeded, 1 it threw an uncaught error (printed) or the example is not
built, 2 usage error (no target, an unknown example, no such file); a code the script sets itself
(process.exitCode) is passed on.`;

/** Runs `agentic run`; returns the exit code (the script's own when it set one). */
export async function runRun(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] === "-h" || argv[0] === "--help") {
    io.out(RUN_HELP);
    return ExitCode.Ok;
  }
  const [target, ...rest] = argv[0] === "--" ? argv.slice(1) : argv;
  let file: string;
  try {
    if (target === undefined) throw new UsageError(`expected an example name${examplesNote(io.cwd)} or a file to run.`);
    if (target.startsWith("-")) throw new UsageError(`unknown option "${target}".`);
    file = resolveRunTarget(target, io.cwd);
  } catch (error) {
    if (!(error instanceof UsageError)) {
      io.err(`agentic run: ${describeError(error)}`);
      return ExitCode.Failed;
    }
    io.err(`agentic run: ${error.message}\nSee \`agentic run --help\`.`);
    return ExitCode.Usage;
  }

  // Loaded here, not with the command line: running a script needs TypeScript (for the hook) and core.
  const [{ runScript }, { renderTraceTree }] = await Promise.all([import("../run/run-script"), import("@agentic-ts/core")]);
  const spinner = new Spinner(io.status);
  const outcome = await runScript(file, rest[0] === "--" ? rest.slice(1) : rest, {
    idle: io.idle ?? (() => new Promise((resolve) => setImmediate(resolve))),
    runMain: io.runMain,
    onModelCall: ({ inFlight, model }) => {
      if (inFlight === 0) spinner.stop();
      else spinner.start(inFlight > 1 ? `waiting for ${inFlight} model calls…` : `waiting for ${model ?? "the model"}…`);
    },
  });
  spinner.stop();
  if (outcome.failed) {
    const e = outcome.error;
    io.err(`agentic run: the script failed: ${e instanceof Error && e.stack ? e.stack : describeError(e)}`);
  }
  printTraces(outcome.runtimes, io, renderTraceTree);
  return outcome.exitCode;
}

function printTraces(runtimes: readonly Runtime[], io: CliIo, renderTraceTree: typeof import("@agentic-ts/core").renderTraceTree): void {
  if (runtimes.length === 0) {
    io.err("== Trace ==\nno model calls were made.");
    return;
  }
  runtimes.forEach((runtime, i) => {
    const which = runtimes.length > 1 ? ` #${i + 1}` : "";
    // The tree holds what the model wrote: no control sequence of it reaches the terminal.
    io.err(`== Trace (${runtime.constructor.name}${which}) ==\n${terminalBlock(renderTraceTree(runtime.trace))}`);
  });
}
