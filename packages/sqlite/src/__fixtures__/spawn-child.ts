import { spawn, type ChildProcess } from "node:child_process";

/** How long a child may run before it is killed (its test then fails with the child's stderr). */
export const CHILD_LIMIT_MS = 60_000;

/** A child Node process of a cross-process test, and the handshake with it. */
export interface Child {
  readonly process: ChildProcess;
  /** Resolves when the child prints `line` on stdout or stderr. */
  saw(line: string): Promise<void>;
  /** Writes the line the child waits for on stdin. */
  go(): void;
  /** The JSON the child printed last, once it exits with 0. */
  readonly done: Promise<Record<string, unknown>>;
}

/** Starts `node <script> ...args` with piped stdio; the child prints its result as one JSON line last. */
export function spawnChild(script: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Child {
  return spawnCommand(process.execPath, [script, ...args], env);
}

/** Starts `command ...args` (which ends up running a child script) as {@link spawnChild} does. */
export function spawnCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Child {
  const proc = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"], env });
  let stdout = "";
  let stderr = "";
  const waiters: Array<{ line: string; resolve: () => void }> = [];
  const check = () => {
    for (const w of waiters.splice(0)) {
      if (stdout.includes(`${w.line}\n`) || stderr.includes(`${w.line}\n`)) w.resolve();
      else waiters.push(w);
    }
  };
  proc.stdout!.on("data", (d: Buffer) => ((stdout += d.toString()), check()));
  proc.stderr!.on("data", (d: Buffer) => ((stderr += d.toString()), check()));
  const timer = setTimeout(() => proc.kill("SIGKILL"), CHILD_LIMIT_MS);
  const done = new Promise<Record<string, unknown>>((resolve, reject) =>
    proc.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(JSON.parse(stdout.trim().split("\n").pop()!) as Record<string, unknown>);
      else reject(new Error(`child ${args[0]} ended with ${code ?? signal}: ${stderr}`));
    }),
  );
  return {
    process: proc,
    saw: (line) => new Promise<void>((resolve) => ((waiters.push({ line, resolve }), check()))),
    go: () => proc.stdin!.end("go\n"),
    done,
  };
}
