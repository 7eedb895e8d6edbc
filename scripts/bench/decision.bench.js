"use strict";
// Per-decision overhead of decision.make with a 5-option menu on ScriptedRuntime, against a baseline
// measured in the same run: the bare model call through the same runtime (no menu, no parsing). Two menus:
// hoisted (one container reused) and written inline at the call site (a new object every call, a value
// option included, as most code is written). Each figure is CPU time per call (process.cpuUsage, user +
// system): on a shared, loaded machine wall time mostly measures the scheduler; wall time is shown beside
// it. The cases alternate batch by batch, so a change in the machine's load hits them alike.
//
// Two estimators of the overhead, both printed: the difference of the cases' medians over BATCHES batches
// of CALLS (the first one this bench had), and the median of paired differences over ROUNDS rounds of
// SMALL calls per case, each round timing every case back to back in a rotated order. A burst of load
// lasts longer than one round, so it lands on both sides of a pair and drops out of its difference, where
// it can move one case's median and not the other's. The target is judged by the paired estimator.

require("reflect-metadata");
const { performance } = require("node:perf_hooks");
const { decision, agenticFunction } = require("../../packages/core/dist/index.js");
const { ScriptedRuntime } = require("../../packages/testing/dist/index.js");
const { printTable } = require("./harness");

const TARGET_US = 10;
const CALLS = 2000; // per timed batch
const BATCHES = 9;
const SMALL = 250; // calls per case per round of the paired estimator
const ROUNDS = 61;

/** The three function options of the 5-option menu (the other two are a value and a string). */
function makeOptions() {
  const refund = agenticFunction((orderId, amount) => ({ orderId, amount }), {
    name: "refund",
    description: "Issue a refund.",
    params: { orderId: "The order id", amount: Number },
  });
  const escalate = agenticFunction((summary) => summary, { name: "escalate", description: "Hand over.", params: { summary: String } });
  const lookup = agenticFunction((orderId) => orderId, { name: "lookup", description: "Look up.", params: { orderId: String } });
  return { refund, escalate, lookup };
}

/** One timed batch of `calls` calls of `fn`: CPU and wall µs per call. */
async function batch(fn, calls = CALLS) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < calls; i++) await fn();
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / calls, wall: ((performance.now() - t0) * 1000) / calls };
}

/** The median of paired differences (case − baseline, CPU µs per call) over ROUNDS rounds of SMALL calls. */
async function pairedOverheads(cases) {
  const diffs = cases.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    const cpu = new Array(cases.length);
    // Rotated start, so that no case always runs first (or right after the baseline) in a round.
    for (let k = 0; k < cases.length; k++) {
      const i = (r + k) % cases.length;
      cpu[i] = (await batch(cases[i].fn, SMALL)).cpu;
    }
    for (let i = 1; i < cases.length; i++) diffs[i].push(cpu[i] - cpu[0]);
  }
  return diffs.map((d) => (d.length === 0 ? 0 : median(d)));
}

function median(xs) {
  return [...xs].sort((a, b) => a - b)[xs.length >> 1];
}

async function run() {
  const fns = makeOptions();
  const reply = '{"call": "refund", "args": {"orderId": "A-1", "amount": 12.5}}';
  const runtime = new ScriptedRuntime(reply, { trace: { maxNodes: 1000 } });
  const hoisted = { refund: fns.refund, escalate: fns.escalate, lookup: fns.lookup, close: { status: "closed" }, done: "DONE" };
  const cases = [
    { name: "baseline: exec (one model call)", fn: () => runtime.exec("Pick.", {}) },
    { name: "decision.make, hoisted options", fn: () => decision.make("Pick.", hoisted, { runtime }) },
    {
      name: "decision.make, inline options literal",
      target: true,
      fn: () =>
        decision.make(
          "Pick.",
          { refund: fns.refund, escalate: fns.escalate, lookup: fns.lookup, close: { status: "closed" }, done: "DONE" },
          { runtime },
        ),
    },
  ];
  for (const c of cases) {
    c.runs = [];
    await batch(c.fn); // warm-up
  }
  for (let b = 0; b < BATCHES; b++) for (const c of cases) c.runs.push(await batch(c.fn));
  const paired = await pairedOverheads(cases);
  for (const c of cases) {
    c.cpu = median(c.runs.map((r) => r.cpu));
    c.wall = median(c.runs.map((r) => r.wall));
  }
  const base = cases[0];
  const rows = cases.map((c, i) => {
    const overhead = paired[i];
    return {
      case: c.name,
      "CPU µs/op": c.cpu.toFixed(1),
      "overhead CPU µs (medians)": c === base ? "-" : `${(c.cpu - base.cpu).toFixed(1)} (${(c.cpu / base.cpu).toFixed(2)}× baseline)`,
      "overhead CPU µs (paired)": c === base ? "-" : overhead.toFixed(1),
      "wall µs/op": c.wall.toFixed(1),
      "wall overhead µs": c === base ? "-" : (c.wall - base.wall).toFixed(1),
      target: c.target ? `≤ ${TARGET_US} µs` : "-",
      result: c.target ? (overhead <= TARGET_US ? "PASS" : "FAIL") : "-",
    };
  });
  printTable(
    `Per-decision overhead (5-option menu, ScriptedRuntime; medians: median of ${BATCHES} alternating batches of ${CALLS}; ` +
      `paired: median of ${ROUNDS} paired differences over rounds of ${SMALL} calls per case; the target is judged on the paired one)`,
    rows,
  );
  return rows;
}

module.exports = { run, makeOptions };
if (require.main === module) run().catch((e) => { console.error(e); process.exitCode = 1; });
