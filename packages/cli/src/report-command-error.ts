import type { CliIo } from "./cli-io";
import { describeError } from "./describe-error";
import { UsageError } from "./usage-error";

/**
 * Prints why `agentic <command>` failed, on stderr: a usage error (a {@link UsageError}, or an option
 * `node:util`'s parseArgs refused) as its message followed by a pointer to the command's help, anything
 * else as {@link describeError} names it. Returns whether it was a usage error (the caller picks the exit code).
 */
export function reportCommandError(command: string, error: unknown, io: Pick<CliIo, "err">): boolean {
  const usage = error instanceof UsageError || (error as { code?: string } | null)?.code?.startsWith("ERR_PARSE_ARGS") === true;
  io.err(`agentic ${command}: ${usage ? (error as Error).message : describeError(error)}`);
  if (usage) io.err(`See \`agentic ${command} --help\`.`);
  return usage;
}
