import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";

/** One subcommand of a command group (`agentic trace list`): how to run it and its help text. */
export interface Subcommand {
  readonly run: (argv: readonly string[], io: CliIo) => Promise<ExitCodeValue>;
  readonly help: string;
}

/**
 * Runs `agentic <group> <subcommand> …`: `--help`, `-h` and `help` print the group's help, `help <sub>` the
 * subcommand's; a missing or unknown subcommand is a usage error (exit 2) followed by the group's help.
 * The subcommand runs with `io` as `wrap` makes it (the store-reading groups escape control characters).
 */
export function runSubcommand(
  group: string,
  help: string,
  subcommands: Readonly<Record<string, Subcommand>>,
  argv: readonly string[],
  io: CliIo,
  wrap: (io: CliIo) => CliIo = (same) => same,
): Promise<ExitCodeValue> {
  const [sub, ...rest] = argv;
  if (sub === "-h" || sub === "--help" || (sub === "help" && rest[0] === undefined)) {
    io.out(help);
    return Promise.resolve(ExitCode.Ok);
  }
  if (sub === "help" && Object.hasOwn(subcommands, rest[0])) {
    io.out(subcommands[rest[0]].help);
    return Promise.resolve(ExitCode.Ok);
  }
  if (sub === undefined || !Object.hasOwn(subcommands, sub)) {
    const named = sub === "help" ? rest[0] : sub;
    io.err(`agentic ${group}: ${sub === undefined ? "expected a subcommand" : `unknown subcommand "${named}"`}.\n\n${help}`);
    return Promise.resolve(ExitCode.Usage);
  }
  return subcommands[sub].run(rest, wrap(io));
}
