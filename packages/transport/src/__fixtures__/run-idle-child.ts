import { spawn } from "node:child_process";

/** What {@link runIdleChild} saw: the exit code, the child's answer, and how long it lived after its work. */
export interface IdleChildResult {
  readonly code: number | null;
  readonly text: string;
  /** Milliseconds from the moment the child printed its result to the moment it exited. */
  readonly exitGapMs: number;
}

/**
 * Runs a fixture script in a child process (TypeScript sources loaded by `require-sources.js`) with the
 * server's base URL as its argument. The script prints one JSON line, `{ text, doneAt }`, and then must
 * end by itself.
 */
export function runIdleChild(script: string, baseURL: string): Promise<IdleChildResult> {
  const preload = require.resolve("./require-sources.js");
  const child = spawn(process.execPath, ["-r", preload, script, baseURL], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      const exitedAt = Date.now();
      try {
        const { text, doneAt } = JSON.parse(output) as { text: string; doneAt: number };
        resolve({ code, text, exitGapMs: exitedAt - doneAt });
      } catch {
        reject(new Error(`the child exited with ${code} and printed ${JSON.stringify(output)}`));
      }
    });
  });
}
