// @ts-check
// npm test: build, then type-check the specs and run Jest side by side. Jest compiles each file on its own
// (transpile only, see jest.config.js), so the type errors of sources and specs are reported here, by one
// incremental tsc run whose state is kept between runs. Arguments are passed to Jest (`npm test -- cli`).
const path = require("node:path");
const { build } = require("./build");
const { runCommand } = require("./lib/run-command");
const { ROOT, nodeBin } = require("./lib/node-bin");

/** Where the spec type-check keeps what it knows between runs, so an unchanged tree is checked in seconds. */
const SPEC_BUILD_INFO = path.join(ROOT, "node_modules/.cache/agentic-ts/tsconfig.spec.tsbuildinfo");

async function test() {
  const built = await build();
  if (built !== 0) return built;
  console.log("type-checking specs and running tests…");
  const typeCheck = runCommand(
    process.execPath,
    [nodeBin("typescript/bin/tsc"), "-p", "tsconfig.spec.json", "--noEmit", "--incremental", "--tsBuildInfoFile", SPEC_BUILD_INFO],
    { cwd: ROOT },
  );
  const jest = runCommand(process.execPath, [nodeBin("jest/bin/jest"), ...process.argv.slice(2)], { cwd: ROOT });
  const [typeCheckCode, jestCode] = await Promise.all([typeCheck, jest]);
  if (typeCheckCode !== 0) console.error("tsc -p tsconfig.spec.json found type errors (listed above).");
  return typeCheckCode || jestCode;
}

test().then((code) => (process.exitCode = code));
