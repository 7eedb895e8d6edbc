"use strict";
// Per-decision overhead of decision.make with a 5-option menu on ScriptedRuntime, against a baseline
// measured in the same run: the bare model call through the same runtime (no menu, no parsing).

require("reflect-metadata");
const { decision, agenticFunction } = require("../../packages/core/dist/index.js");
const { ScriptedRuntime } = require("../../packages/testing/dist/index.js");
const { medianMs, printTable } = require("./harness");

const TARGET_US = 30;

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

async function run() {
  const fns = makeOptions();
  const reply = '{"call": "refund", "args": {"orderId": "A-1", "amount": 12.5}}';
  const runtime = new ScriptedRuntime(reply, { trace: { maxNodes: 1000 } });
  const hoisted = { refund: fns.refund, escalate: fns.escalate, lookup: fns.lookup, close: { status: "closed" }, done: "DONE" };
  const iterations = 2000;

  const baseline = await medianMs(
    () => runtime.exec("Pick.", {}),
    { iterations },
  );
  const hoistedMs = await medianMs(() => decision.make("Pick.", hoisted, { runtime }), { iterations });
  const inlineMs = await medianMs(
    () =>
      decision.make(
        "Pick.",
        { refund: fns.refund, escalate: fns.escalate, lookup: fns.lookup, close: { status: "closed" }, done: "DONE" },
        { runtime },
      ),
    { iterations },
  );
  const rows = [
    { case: "baseline: exec (one model call)", "µs/op": (baseline * 1000).toFixed(1), "overhead µs": "-", target: "-", result: "-" },
    ...[
      ["decision.make, hoisted options", hoistedMs],
      ["decision.make, inline options literal", inlineMs],
    ].map(([name, ms]) => {
      const overhead = (ms - baseline) * 1000;
      return {
        case: name,
        "µs/op": (ms * 1000).toFixed(1),
        "overhead µs": `${overhead.toFixed(1)} (${(ms / baseline).toFixed(2)}× baseline)`,
        target: `≤ ${TARGET_US} µs`,
        result: overhead <= TARGET_US ? "PASS" : "FAIL",
      };
    }),
  ];
  printTable("Per-decision overhead (5-option menu, ScriptedRuntime)", rows);
  return rows;
}

module.exports = { run, makeOptions };
if (require.main === module) run().catch((e) => { console.error(e); process.exitCode = 1; });
