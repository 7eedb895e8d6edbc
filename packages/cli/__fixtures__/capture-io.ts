import { main } from "../src/cli";
import type { CliIo } from "../src/cli-io";

/** A {@link CliIo} that records what a command writes, for the CLI tests. */
export function captureIo(cwd: string, extra: Partial<CliIo> = {}): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l), cwd, ...extra };
}

/** Runs `agentic …argv` in `cwd` and returns its exit code and what it printed (lines joined). */
export async function runAgentic(cwd: string, argv: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}
