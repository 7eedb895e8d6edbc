import type { CliIo } from "./cli-io";
import { terminalBlock } from "./terminal-text";

/**
 * A {@link CliIo} that escapes control characters in every line it writes ({@link terminalBlock}): what
 * the `trace` and `runs` commands print comes from a store, and a store holds text a model wrote, so
 * their dispatchers hand their subcommands this io. The subcommands escape one-line fields themselves
 * (with `terminalLine`, so that a newline cannot break a table row); this is the net under everything
 * else, JSON output and error messages that quote stored text included. Everything else of `io` (its
 * working directory, its terminal and questions) is passed on.
 */
export function terminalSafeIo(io: CliIo): CliIo {
  return { ...io, out: (line) => io.out(terminalBlock(line)), err: (line) => io.err(terminalBlock(line)) };
}
