import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../../..");
const CLI = path.join(__dirname, "../__fixtures__/cli-from-source.js");

/** Runs `agentic` in a fresh node process, from the sources, offline (no provider keys). */
function agentic(...argv: string[]): { code: number | null; stdout: string; stderr: string } {
  const env = { ...process.env };
  for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY"]) delete env[key];
  const child = spawnSync(process.execPath, [CLI, ...argv], { cwd: ROOT, env, encoding: "utf8", timeout: 60_000 });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

const timeless = (text: string): string => text.replace(/ {2}\((\d+(\.\d+)?) (ms|s)\)/g, "");

describe("agentic in a real node process", () => {
  jest.setTimeout(60_000);

  it("explains the route-message example", () => {
    const { code, stdout, stderr } = agentic("explain", "examples/route-message/src/message-router.ts", "MessageRouter.routeMessage");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout.split("\n").slice(0, 7)).toEqual([
      "MessageRouter.routeMessage — Route a message: analyze it, answer with a fallback, or end the conversation.",
      'Called with: msg = "<msg>"',
      "",
      "== The request of its first model call (decision), exactly as sent ==",
      "-- user --",
      "Pick one way to handle this message.",
      'Message: "<msg>"',
    ]);
  });

  const built = existsSync(path.join(ROOT, "examples/route-message/dist/main.js"));
  (built ? it : it.skip)("runs the built route-message example as the main module and prints its trace on stderr", () => {
    const { code, stdout, stderr } = agentic("run", "route-message");
    expect(code).toBe(0);
    expect(stdout).toContain('"positive"');
    expect(timeless(stderr).split("\n").slice(0, 3)).toEqual([
      "== Trace (ScriptedRuntime) ==",
      'function routeMessage(msg: "I love the new dashboard, thanks!") → "positive"',
      '└─ decision decision.make → analyze(text: "I love the new dashboard, thanks!")',
    ]);
  });

  it("exits 1 with the error when the script leaves a promise rejected", () => {
    const { code, stderr } = agentic("run", "packages/cli/__fixtures__/run/rejects.js");
    expect(code).toBe(1);
    expect(stderr).toMatch(/^agentic run: the script failed: Error: late failure\n {4}at /);
    expect(stderr).toMatch(/\n== Trace ==\nno model calls were made\.\n$/);
  });
});
