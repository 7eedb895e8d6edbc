import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { captureIo } from "../__fixtures__/capture-io";
import { main } from "./cli";

const FIXTURES = path.join(__dirname, "../__fixtures__");
const RUN = path.join(FIXTURES, "run");

// Scripts here finish within a few timer ticks; the real CLI waits for the event loop to empty instead.
const idle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 30));
// Under jest, `require` is jest's own and no module can be node's main one; cli.int.spec.ts covers that.
const runMain = (file: string): void => void require(file);

async function run(cwd: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = captureIo(cwd, { idle, runMain, status: { isTTY: false, write: () => true } });
  const code = await main(["run", ...argv], io);
  return { code, stdout: io.stdout.join("\n"), stderr: io.stderr.join("\n") };
}

/** Durations vary from run to run. */
const timeless = (text: string): string => text.replace(/ {2}\((\d+(\.\d+)?) (ms|s)\)/g, "");

describe("agentic run", () => {
  it("runs a .ts file with its arguments and prints the trace tree of the runtime it used", async () => {
    const { code, stdout, stderr } = await run(RUN, "greet.ts", "--", "Ada");
    expect(code).toBe(0);
    expect(stdout).toBe("");
    expect(timeless(stderr)).toBe(`== Trace (ScriptedRuntime) ==
decision decision.make → wave
└─ model_call · decision → "{"call": "wave"}"`);
  });

  it("passes the script's exit code through and restores the process's own", async () => {
    const before = process.exitCode;
    const { code, stderr } = await run(RUN, "./exit-code.js", "7");
    expect(code).toBe(7);
    expect(stderr).toBe("== Trace ==\nno model calls were made.");
    expect(process.exitCode).toBe(before);
  });

  it("exits 1 and prints the error when the script throws", async () => {
    const { code, stderr } = await run(RUN, "throws.js");
    expect(code).toBe(1);
    expect(stderr).toMatch(/^agentic run: the script failed: TypeError: cannot read the config\n {4}at /);
    expect(stderr).toMatch(/\n== Trace ==\nno model calls were made\.$/);
  });

  describe("with an example name", () => {
    let repo: string;
    beforeAll(() => {
      repo = mkdtempSync(path.join(FIXTURES, "tmp-repo-"));
      // built has its entry, unbuilt only the source of one; kit is a library and served has no single
      // main (like example-kit and restate-desk), so neither is a runnable example.
      for (const name of ["built", "unbuilt", "kit", "served"]) {
        mkdirSync(path.join(repo, "examples", name, "src"), { recursive: true });
        writeFileSync(path.join(repo, "examples", name, "package.json"), JSON.stringify({ name }));
      }
      mkdirSync(path.join(repo, "examples/built/dist"));
      writeFileSync(path.join(repo, "examples/built/dist/main.js"), "process.exitCode = process.argv.length - 2;\n");
      writeFileSync(path.join(repo, "examples/unbuilt/src/main.ts"), "process.exitCode = 3;\n");
      writeFileSync(path.join(repo, "examples/kit/src/index.ts"), "export const kit = 1;\n");
      writeFileSync(path.join(repo, "examples/served/src/worker.ts"), "process.exitCode = 4;\n");
    });
    afterAll(() => rmSync(repo, { recursive: true, force: true }));

    it("runs examples/<name>/dist/main.js of the repository around the working folder", async () => {
      const { code } = await run(path.join(repo, "examples"), "built", "a", "b");
      expect(code).toBe(2);
    });

    it("exits 1 telling to build when the example is not built, 2 for an unknown example", async () => {
      expect(await run(repo, "unbuilt")).toEqual({
        code: 1,
        stdout: "",
        stderr: "agentic run: examples/unbuilt/dist/main.js not found: the example is not built. Run `npm run build` at the repository root first.",
      });
      const unknown = await run(repo, "nope");
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toBe('agentic run: no example named "nope" (examples: built, unbuilt), and no file by that name.\nSee `agentic run --help`.');
    });

    it("lists and runs only runnable examples: a folder with neither src/main.ts nor dist/main.js is unknown", async () => {
      for (const name of ["kit", "served"]) {
        expect(await run(repo, name)).toEqual({
          code: 2,
          stdout: "",
          stderr: `agentic run: no example named "${name}" (examples: built, unbuilt), and no file by that name.\nSee \`agentic run --help\`.`,
        });
      }
      expect((await run(repo)).stderr).toBe("agentic run: expected an example name (examples: built, unbuilt) or a file to run.\nSee `agentic run --help`.");
    });
  });

  it("exits 2 without a target or with an unknown option, and for a missing file", async () => {
    expect((await run(RUN)).code).toBe(2);
    expect((await run(RUN, "--fast", "greet.ts")).stderr).toBe('agentic run: unknown option "--fast".\nSee `agentic run --help`.');
    expect((await run(RUN, "missing.ts")).stderr).toBe("agentic run: missing.ts: no such file.\nSee `agentic run --help`.");
  });
});
