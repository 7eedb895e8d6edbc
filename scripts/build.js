// @ts-check
// npm run build / npm start / npm test: build every package, with one short line per phase so a first
// build (which takes a while) shows where it is.
const path = require("node:path");
const { runCommand } = require("./lib/run-command");
const { ROOT, nodeBin } = require("./lib/node-bin");

const TSC = nodeBin("typescript/bin/tsc");

/**
 * The build's phases in order, each a set of commands that run side by side: the code generator's own
 * packages (and what they import); then the generated specs beside the packages no generated module
 * belongs to (the generator is one single-threaded process, so on a fresh clone the second core compiles
 * meanwhile); then everything else (the examples import their generated modules).
 */
const PHASES = [
  {
    title: "building tools…",
    commands: [[TSC, "-b", "packages/schema-gen", "packages/cli", "packages/testing", "examples/example-kit"]],
  },
  {
    title: "generating specs, compiling the provider packages…",
    commands: [
      [path.join(ROOT, "packages/cli/dist/bin.js"), "gen", "--quiet"],
      [TSC, "-b", "packages/transport", "packages/openai", "packages/anthropic", "packages/ai-sdk", "packages/nestjs", "packages/otel", "packages/restate", "packages/mcp"],
    ],
    generates: true,
  },
  { title: "compiling…", commands: [[TSC, "-b"]] },
];

/**
 * Runs the build's phases, printing a line as each starts, and resolves to the exit code of the first
 * phase that failed (0 when all passed). `onGenerated` is called once the generated modules are written,
 * before the last phase: what needs them but not the compiled output (the spec type-check of `npm test`)
 * can start there.
 *
 * @param {{ log?: (line: string) => void, onGenerated?: () => void }} [options]
 * @returns {Promise<number>}
 */
async function build({ log = (line) => console.log(line), onGenerated } = {}) {
  const started = Date.now();
  for (const [index, phase] of PHASES.entries()) {
    log(`[${index + 1}/${PHASES.length}] ${phase.title}`);
    // Every command of a phase runs to its end, so none is left running when the build stops at a failure.
    const codes = await Promise.all(phase.commands.map((args) => runCommand(process.execPath, args, { cwd: ROOT })));
    const failed = codes.find((code) => code !== 0);
    if (failed !== undefined) return failed;
    if (phase.generates) onGenerated?.();
  }
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

module.exports = { build };

if (require.main === module) build().then((code) => (process.exitCode = code));
