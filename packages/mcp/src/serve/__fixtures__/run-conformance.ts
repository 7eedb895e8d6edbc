import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** One conformance check as the suite writes it to `checks.json`. */
interface Check {
  readonly id: string;
  readonly status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | string;
  readonly errorMessage?: string;
}

/** What one run of the conformance suite found, per scenario. */
export interface ConformanceReport {
  /** Scenarios with no FAILURE and no WARNING check. */
  readonly passed: readonly string[];
  /** Scenarios with a FAILURE or a WARNING check (the suite counts a warning as a failure), with why. */
  readonly failed: ReadonlyMap<string, string>;
  /** The CLI's exit code: 0 when the failures are exactly the expected ones. */
  readonly exitCode: number;
  /** The CLI's output, for a failing test's message. */
  readonly output: string;
}

/** How long the whole suite may run before it is killed. */
export const LIMIT_MS = 120_000;

const CLI = require.resolve("@modelcontextprotocol/conformance/dist/index.js");

/**
 * Runs the official MCP conformance suite's server scenarios (the active suite) against `url` with the
 * expected-failures file, and reads the per-scenario results it saves.
 */
export async function runConformance(url: string, expectedFailures: string): Promise<ConformanceReport> {
  const out = await mkdtemp(path.join(tmpdir(), "mcp-conformance-"));
  try {
    const child = spawn(process.execPath, [CLI, "server", "--url", url, "--suite", "active", "--expected-failures", expectedFailures, "-o", out], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    // A scenario that never ends must not hold the test run: the suite is killed, its results then missing.
    const limit = setTimeout(() => child.kill("SIGKILL"), LIMIT_MS);
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (code) => resolve(code ?? -1));
    }).finally(() => clearTimeout(limit));
    const passed: string[] = [];
    const failed = new Map<string, string>();
    for (const dir of (await readdir(out)).sort()) {
      // <out>/server-<scenario>-<ISO time with : and . as ->/checks.json
      const scenario = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(dir)?.[1];
      if (!scenario) continue;
      const checks = JSON.parse(await readFile(path.join(out, dir, "checks.json"), "utf8")) as Check[];
      const bad = checks.filter((c) => c.status === "FAILURE" || c.status === "WARNING");
      if (bad.length === 0) passed.push(scenario);
      else failed.set(scenario, bad.map((c) => `${c.id}: ${c.status}${c.errorMessage ? ` (${c.errorMessage})` : ""}`).join("; "));
    }
    return { passed, failed, exitCode, output };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
