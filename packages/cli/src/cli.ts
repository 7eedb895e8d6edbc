import { runExplain, EXPLAIN_HELP } from "./commands/explain";
import { runGen, GEN_HELP } from "./commands/gen";
import { runRun, RUN_HELP } from "./commands/run";
import { runTrace, TRACE_HELP } from "./commands/trace";
import { runRuns, RUNS_HELP } from "./commands/runs";
import { runEval, EVAL_HELP } from "./commands/eval";
import type { CliIo } from "./cli-io";
import { ExitCode } from "./exit-codes";

/** The top-level help text of `agentic`. */
export const MAIN_HELP = `Usage: agentic <command> [options]

Commands:
  gen      Generate option specs from TypeScript signatures.
  explain  Show the exact prompt, menu and option schemas a method sends, without calling a model.
  run      Run an example or a script with a spinner, then print its trace tree.
  trace    List, show, export or serve (in a web viewer) the runs a trace store recorded.
  runs     List or show durable runs, and approve or decline the calls they wait for.
  eval     Export recorded decisions as cases, replay them against another model or prompt, gate CI.
  help     Show the help of a command (agentic help <command>).

Options:
  -h, --help     Show help (also after a command: agentic <command> --help).
  -v, --version  Show the version.

Exit codes: 0 success, 1 the command found a problem, 2 usage error
(agentic run exits with the script's own code).`;

/** The help text of each command, by name. */
const COMMAND_HELP: Readonly<Record<string, string>> = {
  gen: GEN_HELP,
  explain: EXPLAIN_HELP,
  run: RUN_HELP,
  trace: TRACE_HELP,
  runs: RUNS_HELP,
  eval: EVAL_HELP,
};

/**
 * Runs the `agentic` command line `argv` (without `node` and the script); resolves to the exit code
 * (one of {@link ExitCode}, or the script's own code for `agentic run`).
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case "-h":
      case "--help":
        io.out(MAIN_HELP);
        return command === undefined ? ExitCode.Usage : ExitCode.Ok;
      case "help":
        return help(rest[0], io);
      case "-v":
      case "--version":
        io.out((require("../package.json") as { version: string }).version);
        return ExitCode.Ok;
      case "gen":
        return await runGen(rest, io);
      case "explain":
        return await runExplain(rest, io);
      case "run":
        return await runRun(rest, io);
      case "trace":
        return await runTrace(rest, io);
      case "runs":
        return await runRuns(rest, io);
      case "eval":
        return await runEval(rest, io);
      default:
        io.err(`agentic: unknown command "${command}".\n\n${MAIN_HELP}`);
        return ExitCode.Usage;
    }
  } catch (error) {
    // node:util parseArgs throws TypeErrors with a code for unknown or malformed options.
    if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`agentic ${command}: ${(error as Error).message}`);
      return ExitCode.Usage;
    }
    throw error;
  }
}

function help(command: string | undefined, io: CliIo): number {
  if (command === undefined) {
    io.out(MAIN_HELP);
    return ExitCode.Ok;
  }
  const text = Object.prototype.hasOwnProperty.call(COMMAND_HELP, command) ? COMMAND_HELP[command] : undefined;
  if (text === undefined) {
    io.err(`agentic help: unknown command "${command}" (commands: ${Object.keys(COMMAND_HELP).join(", ")}).`);
    return ExitCode.Usage;
  }
  io.out(text);
  return ExitCode.Ok;
}
