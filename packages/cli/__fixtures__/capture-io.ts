import type { CliIo } from "../src/cli-io";

/** A {@link CliIo} that records what a command writes, for the CLI tests. */
export function captureIo(cwd: string, extra: Partial<CliIo> = {}): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l), cwd, ...extra };
}
