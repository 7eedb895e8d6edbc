import path from "node:path";
import type { CliIo } from "./cli-io";

// What a command line loads before it does anything: TypeScript, the generator and core are loaded by the
// commands that use them, when they run, so help, the version and usage errors answer at once (the built
// `agentic --version` went from about 0.9 s to 0.13 s, an up-to-date `agentic gen` from 1.15 s to 0.65 s).
const HEAVY = ["typescript", "@agentic-ts/schema-gen", "@agentic-ts/core"];

/** Runs `agentic …argv` on a fresh module registry; returns its exit code and the heavy modules it loaded. */
async function run(argv: readonly string[]): Promise<{ code: number; loaded: string[] }> {
  const loaded: string[] = [];
  jest.resetModules();
  // Each stands for itself, and notes that it was loaded.
  for (const name of HEAVY) jest.doMock(name, () => (loaded.push(name), jest.requireActual(name)));
  try {
    const { main } = require("./cli") as typeof import("./cli");
    const io: CliIo = { out: () => undefined, err: () => undefined, cwd: process.cwd() };
    const code = await main(argv, io);
    return { code, loaded };
  } finally {
    for (const name of HEAVY) jest.dontMock(name);
    jest.resetModules();
  }
}

describe("agentic loads what a command needs when the command runs", () => {
  it.each([
    [["--help"], 0],
    [["--version"], 0],
    [["help", "gen"], 0],
    [["gen", "--help"], 0],
    [["gen", "--bogus"], 2],
    [["gen", "--watch", "--check"], 2],
    [["explain", "--help"], 0],
    [["explain"], 2],
    [["explain", "no-such-file.ts", "A.b"], 2],
    [["run", "--help"], 0],
    [["trace", "show", "--help"], 0],
    [["runs", "approve", "--help"], 0],
    [["eval", "--help"], 0],
    [["eval", "run", "--help"], 0],
    [["eval", "frob"], 2],
  ])("agentic %j loads none of TypeScript, the generator or core", async (argv, code) => {
    expect(await run(argv)).toEqual({ code, loaded: [] });
  });

  it("loads them when a command needs them (so the cases above would have seen a load)", async () => {
    const { code, loaded } = await run(["explain", path.join(__dirname, "../__fixtures__/explain/greeter.js"), "Greeter.greet"]);
    expect(code).toBe(0);
    expect(loaded).toEqual(expect.arrayContaining(["typescript", "@agentic-ts/core"]));
  });
});
