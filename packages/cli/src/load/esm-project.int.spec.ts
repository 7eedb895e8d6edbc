import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.join(__dirname, "../../../..");
const CLI = path.join(__dirname, "../../__fixtures__/cli-from-source.js");

// A user's ES-module project ("type": "module"): `.js` suffixes on relative imports, import.meta, decorators.
const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "esm-desk", private: true, type: "module" }),
  "src/label.ts": 'export const label: string = "Route this ticket";\n',
  "src/desk.ts": `import "reflect-metadata";
import { Agent, AgenticFunction, LlmParam, decision } from "@agentic-ts/core";
import { label } from "./label.js";

export const here: string = new URL(import.meta.url).pathname;

export class Desk extends Agent {
  @AgenticFunction({ description: "Route a ticket." })
  route(@LlmParam({ name: "ticket" }) ticket: string): Promise<string> {
    return decision.make(\`\${label}: \${ticket}\`, { close: "closed", escalate: "escalated" });
  }
}
`,
  "src/main.ts": `import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Desk, here } from "./desk.js";

const runtime = new ScriptedRuntime(['{"call": "close"}']);
void new Desk(runtime).route(process.argv[2] ?? "").then((result) => console.log(\`\${result} from \${here.endsWith("/src/desk.ts") ? "desk.ts" : here}\`));
`,
};

/** Runs `agentic` from the sources in a fresh node process inside `cwd`, offline. */
function agentic(cwd: string, ...argv: string[]) {
  const env = { ...process.env };
  for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY"]) delete env[key];
  const child = spawnSync(process.execPath, [CLI, ...argv], { cwd, env, encoding: "utf8", timeout: 60_000 });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe("agentic explain and run on an ES-module TypeScript project", () => {
  jest.setTimeout(120_000);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "agentic-esm-"));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    // The user's installed packages (reflect-metadata); @agentic-ts/* resolve to this repository's sources.
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("explains a method of an ESM source that imports ./label.js and reads import.meta", () => {
    const { code, stdout, stderr } = agentic(dir, "explain", "src/desk.ts", "Desk.route");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("Desk.route — Route a ticket.");
    expect(stdout).toContain("Route this ticket: <ticket>");
  });

  it("runs an ESM script, passing its arguments, and prints the trace", () => {
    const { code, stdout, stderr } = agentic(dir, "run", "src/main.ts", "my order is late");
    expect(code).toBe(0);
    expect(stdout).toBe("closed from desk.ts\n");
    expect(stderr).toContain("== Trace (ScriptedRuntime) ==");
  });
});
