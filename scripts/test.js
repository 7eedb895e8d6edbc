// @ts-check
// npm test: build, then type-check the specs and run Jest side by side. Jest compiles each file on its own
// (transpile only, see jest.config.js), so the type errors of sources and specs are reported here, by one
// incremental tsc run whose state is kept between runs. Arguments are passed to Jest (`npm test -- cli`).
const { build } = require("./build");
const { runCommand } = require("./lib/run-command");
const { ROOT, nodeBin } = require("./lib/node-bin");
const { specCheckConfig } = require("./lib/spec-check-config");

async function test() {
  /** @type {Promise<number> | undefined} */
  let typeCheck;
  // The spec type-check reads sources and generated modules, not compiled output: it starts as soon as the
  // specs are generated, beside the build's last phase (on a fresh clone a full check, about 18 s of CPU).
  // tsconfig.spec.json, checked with `tsc -b` so that an unchanged tree costs no second parse (see specCheckConfig).
  const startTypeCheck = () => (typeCheck = runCommand(process.execPath, [nodeBin("typescript/bin/tsc"), "-b", specCheckConfig()], { cwd: ROOT }));
  const built = await build({ onGenerated: startTypeCheck });
  if (built !== 0) {
    await typeCheck;
    return built;
  }
  console.log("type-checking specs and running tests…");
  const jest = runCommand(process.execPath, [nodeBin("jest/bin/jest"), ...process.argv.slice(2)], { cwd: ROOT });
  const [typeCheckCode, jestCode] = await Promise.all([typeCheck ?? startTypeCheck(), jest]);
  if (typeCheckCode !== 0) console.error("The spec type-check (tsconfig.spec.json) found type errors (listed above).");
  return typeCheckCode || jestCode;
}

test().then((code) => (process.exitCode = code));
