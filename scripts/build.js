// @ts-check
// npm run build / npm start / npm test: build every package, with one short line per phase so a first
// build (which takes a while) shows where it is.
const path = require("node:path");
const { runCommand } = require("./lib/run-command");
const { ROOT, nodeBin } = require("./lib/node-bin");

const TSC = nodeBin("typescript/bin/tsc");

/** The build's phases in order: the code generator's own packages, the generated specs, then everything. */
const PHASES = [
  {
    title: "building tools…",
    args: [TSC, "-b", "packages/schema-gen", "packages/cli", "packages/testing", "examples/example-kit"],
  },
  { title: "generating specs…", args: [path.join(ROOT, "packages/cli/dist/bin.js"), "gen", "--quiet"] },
  { title: "compiling…", args: [TSC, "-b"] },
];

/**
 * Runs the build's phases, printing a line as each starts, and resolves to the exit code of the first
 * phase that failed (0 when all passed).
 *
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<number>}
 */
async function build({ log = (line) => console.log(line) } = {}) {
  const started = Date.now();
  for (const [index, phase] of PHASES.entries()) {
    log(`[${index + 1}/${PHASES.length}] ${phase.title}`);
    const code = await runCommand(process.execPath, phase.args, { cwd: ROOT });
    if (code !== 0) return code;
  }
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

module.exports = { build };

if (require.main === module) build().then((code) => (process.exitCode = code));
