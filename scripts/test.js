// @ts-check
// npm test: build, then type-check the specs and run Jest side by side. Jest compiles each file on its own
// (transpile only, see jest.config.js), so the type errors of sources and specs are reported here, by one
// incremental tsc run whose state is kept between runs. Arguments are passed to Jest (`npm test -- cli`).
const { build } = require("./build");
const { runCommand } = require("./lib/run-command");
const { ROOT, nodeBin } = require("./lib/node-bin");
const { specCheckConfig } = require("./lib/spec-check-config");
const { startWarmingTransformCache } = require("./jest/warm-transform-cache");

async function test() {
  /** @type {Promise<number> | undefined} */
  let typeCheck;
  // The spec type-check reads sources and generated modules, not compiled output: it starts as soon as the
  // specs are generated, beside the build's last phase (on a fresh clone a full check, about 30 s of CPU).
  // tsconfig.spec.json, checked with `tsc -b` so that an unchanged tree costs no second parse (see specCheckConfig).
  const startTypeCheck = () => (typeCheck = runCommand(process.execPath, [nodeBin("typescript/bin/tsc"), "-b", specCheckConfig()], { cwd: ROOT }));
  // Jest's transform cache is filled on the CPU the build leaves idle (see warm-transform-cache.js).
  const stopWarming = startWarmingTransformCache(ROOT);
  const built = await build({ onGenerated: startTypeCheck });
  await stopWarming();
  if (built !== 0) {
    await typeCheck;
    return built;
  }
  console.log("type-checking specs and running tests…");
  // Jest's workers (forked with this flag) compile optimized code on the thread that runs the tests instead
  // of a background thread. A test file runs most of its code a few times only, and then the module registry
  // it was compiled for is dropped, so much of that background work was never used; with both cores busy
  // it only took CPU from the other worker. Full runs, alternated: 177 and 184 s (317 and 331 s of CPU)
  // against 192 and 195 s (341 and 351 s).
  const jestArgs = ["--no-concurrent-recompilation", nodeBin("jest/bin/jest"), ...process.argv.slice(2)];
  const jest = runCommand(process.execPath, jestArgs, { cwd: ROOT });
  const [typeCheckCode, jestCode] = await Promise.all([typeCheck ?? startTypeCheck(), jest]);
  if (typeCheckCode !== 0) console.error("The spec type-check (tsconfig.spec.json) found type errors (listed above).");
  return typeCheckCode || jestCode;
}

test().then((code) => (process.exitCode = code));
