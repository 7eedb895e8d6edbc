"use strict";
// `npm run bench`: runs every *.bench.js here in its own process (so one benchmark's garbage and JIT
// state do not skew the next) and fails when a benchmark crashes.

const { spawnSync } = require("node:child_process");
const { readdirSync } = require("node:fs");
const path = require("node:path");

const benches = readdirSync(__dirname).filter((f) => f.endsWith(".bench.js")).sort();
let failed = false;
for (const file of benches) {
  const result = spawnSync(process.execPath, ["--expose-gc", path.join(__dirname, file)], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`${file} exited with ${result.status}`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
