"use strict";
// Per-decision overhead of decision.make with a 5-option menu on ScriptedRuntime, against a baseline
// measured in the same run: the bare model call through the same runtime (no menu, no parsing). Two menus:
// hoisted (one container reused) and written inline at the call site (a new object every call, a value
// option included, as most code is written). Each figure is CPU time per call (process.cpuUsage, user +
// system): on a shared, loaded machine wall time mostly measures the scheduler; wall time is shown beside
// it. The cases alternate batch by batch, so a change in the machine's load hits them alike.

require("reflect-metadata");
const { performance } = require("node:perf_hooks");
const { decision, agenticFunction } = require("../../packages/core/dist/index.js");
const { ScriptedRuntime } = require("../../packages/testing/dist/index.js");
const { printTable } = require("./harness");

const TARGET_US = 10;
const CALLS = 2000; // per timed batch
const BATCHES = 9;

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

/** One timed batch of CALLS calls of `fn`: CPU and wall µs per call. */
async function batch(fn) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await fn();
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / CALLS, wall: ((performance.now() - t0) * 1000) / CALLS };
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
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  for (const c of cases) {
    c.cpu = median(c.runs.map((r) => r.cpu));
    c.wall = median(c.runs.map((r) => r.wall));
  }
  const base = cases[0];
  const rows = cases.map((c) => {
    const overhead = c.cpu - base.cpu;
    return {
      case: c.name,
      "CPU µs/op": c.cpu.toFixed(1),
      "overhead CPU µs": c === base ? "-" : `${overhead.toFixed(1)} (${(c.cpu / base.cpu).toFixed(2)}× baseline)`,
      "wall µs/op": c.wall.toFixed(1),
      "wall overhead µs": c === base ? "-" : (c.wall - base.wall).toFixed(1),
      target: c.target ? `≤ ${TARGET_US} µs` : "-",
      result: c.target ? (overhead <= TARGET_US ? "PASS" : "FAIL") : "-",
    };
  });
  printTable(`Per-decision overhead (5-option menu, ScriptedRuntime, median of ${BATCHES} alternating batches of ${CALLS})`, rows);
  return rows;
}

module.exports = { run, makeOptions };
if (require.main === module) run().catch((e) => { console.error(e); process.exitCode = 1; });
