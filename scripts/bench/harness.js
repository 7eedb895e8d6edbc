"use strict";
// Shared timing helpers for the benchmarks: warm up, then take the median of several timed batches.

const { performance } = require("node:perf_hooks");

/** Runs `fn` `iterations` times per batch and returns the median time per iteration in milliseconds. */
async function medianMs(fn, { iterations = 1, batches = 7, warmup = 2 } = {}) {
  for (let i = 0; i < warmup; i++) for (let j = 0; j < iterations; j++) await fn();
  const times = [];
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let j = 0; j < iterations; j++) await fn();
    times.push((performance.now() - t0) / iterations);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** The same as {@link medianMs} for synchronous functions (no await in the timed loop). */
function medianMsSync(fn, { iterations = 1, batches = 7, warmup = 2 } = {}) {
  for (let i = 0; i < warmup; i++) for (let j = 0; j < iterations; j++) fn();
  const times = [];
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let j = 0; j < iterations; j++) fn();
    times.push((performance.now() - t0) / iterations);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Prints rows as an aligned table. */
function printTable(title, rows) {
  console.log(`\n${title}`);
  const cols = Object.keys(rows[0] ?? {});
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
  console.log(line(cols));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => r[c])));
}

/**
 * Runs a bench run as a script: `run()` resolves to its table's rows, and the process exits 1 when a row's
 * `result` is FAIL or the run throws (printed).
 */
function runBenchScript(run) {
  run()
    .then((rows) => {
      if (rows.some((r) => r.result === "FAIL")) process.exitCode = 1;
    })
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    });
}

module.exports = { medianMs, medianMsSync, printTable, runBenchScript };
