import { runGen, GEN_HELP } from "./commands/gen";
import type { CliIo } from "./cli-io";
import { ExitCode, type ExitCodeValue } from "./exit-codes";

/** The top-level help text of `agentic`. */
export const MAIN_HELP = `Usage: agentic <command> [options]

Commands:
  gen      Generate option specs from TypeScript signatures (agentic gen --help).

Options:
  -h, --help     Show help (also after a command).
  -v, --version  Show the version.

Exit codes: 0 success, 1 the command found a problem, 2 usage error.`;

/** Runs the `agentic` command line `argv` (without `node` and the script); returns the exit code. */
export function main(argv: readonly string[], io: CliIo): ExitCodeValue {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case "-h":
      case "--help":
      case "help":
        io.out(command === "help" && rest[0] === "gen" ? GEN_HELP : MAIN_HELP);
        return command === undefined ? ExitCode.Usage : ExitCode.Ok;
      case "-v":
      case "--version":
        io.out((require("../package.json") as { version: string }).version);
        return ExitCode.Ok;
      case "gen":
        return runGen(rest, io);
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
