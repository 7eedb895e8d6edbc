"use strict";
// Orders the test files of `npm test` so that the long ones start first and the two workers finish
// together. Jest's own order uses the durations it cached on an earlier run; on a fresh clone (CI, a new
// contributor) it has none and falls back to file size, which put the end-to-end installs (small files
// that take 30-60 s) at the end of the run, with one worker idle behind them. Here a file without a
// cached duration gets an estimate from what kind of test it is, and every file is ordered by duration.
const path = require("node:path");

// @jest/test-sequencer is Jest's own default sequencer, installed with jest-config (which names it as its
// default); resolved from there so that no second copy is needed.
const { default: JestSequencer } = require(require.resolve("@jest/test-sequencer", { paths: [path.dirname(require.resolve("jest-config"))] }));

const { ROOT } = require("../lib/node-bin");

// Estimated seconds for a file Jest has no duration for, by kind. Only the order matters: the
// end-to-end projects (pack, install, compile, boot: 20-60 s), then the suites that start a Restate
// server, a browser or child processes (3-20 s), then the integration suites on loopback servers, then
// the unit suites, each group longest file first.
const ESTIMATES = [
  { test: (file) => file.startsWith("e2e/") && file.endsWith(".int.spec.ts"), seconds: 40 },
  { test: (file) => file.startsWith("packages/restate/") && file.endsWith(".int.spec.ts"), seconds: 15 },
  { test: (file) => /\/(viewer|runs|trace)\/.*\.int\.spec\.ts$/.test(file) && file.startsWith("packages/cli/"), seconds: 8 },
  { test: (file) => file.endsWith(".int.spec.ts"), seconds: 3 },
  { test: () => true, seconds: 0.5 },
];

/** Estimated seconds for a test file Jest has not timed yet: its kind's estimate, larger files first. */
function estimate(file, size) {
  const relative = path.relative(ROOT, file).split(path.sep).join("/");
  const { seconds } = ESTIMATES.find((kind) => kind.test(relative));
  // Within a kind, a bigger file usually has more to do: up to half as much again for 20 KB.
  return seconds * (1 + Math.min(size, 20_000) / 40_000);
}

/** Jest's sequencer, with an estimate by kind of test for files it has no duration for. */
class SlowFirstSequencer extends JestSequencer {
  sort(tests) {
    const keyed = tests.map((test) => {
      const failed = this.hasFailed(test);
      const timed = this.time(test);
      const seconds = timed != null ? timed / 1000 : estimate(test.path, test.context.hasteFS.getSize(test.path) ?? 0);
      test.duration = timed;
      return { test, failed, seconds };
    });
    // Failed files first (their feedback matters most), then the longest first.
    keyed.sort((a, b) => (a.failed !== b.failed ? (a.failed ? -1 : 1) : b.seconds - a.seconds));
    return keyed.map((k) => k.test);
  }
}

module.exports = SlowFirstSequencer;
