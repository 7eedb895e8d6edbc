"use strict";
// What persisting traces costs. 1) Per decision (decision.make, 5-option menu, ScriptedRuntime): the same
// decisions with no store (the in-memory trace only: the baseline, measured in the same run), with core's
// MemoryStore and with a SqliteStore on a temporary file, the store's flush included in the time. Each
// decision gets its own event-loop turn, so each one's nodes are their own transaction (the store's worst
// case); a second figure lets a batch of decisions share turns. 2) The event-loop delay with 1 000
// decisions in flight through OpenAIRuntime against the loopback server, store off against store on.
// Requires the built packages:  npx tsc -b packages/sqlite packages/openai packages/testing && node scripts/bench/store.bench.js

require("reflect-metadata");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { performance } = require("node:perf_hooks");
const { agenticFunction, decision, MemoryStore } = require("../../packages/core/dist/index.js");
const { OpenAIRuntime } = require("../../packages/openai/dist/index.js");
const { SqliteStore } = require("../../packages/sqlite/dist/index.js");
const { ScriptedRuntime } = require("../../packages/testing/dist/index.js");
const { printTable } = require("./harness");
const { measure, medianOf, startServer } = require("./loopback");

const PERSIST_TARGET_US = 50;
const STALL_TARGET_MS = 20;
const DECISIONS = 2000; // per timed batch
const BATCHES = 7;
const IN_FLIGHT = 1000;
const TOTAL = 2000; // decisions per loop-delay run
const ROUNDS = 3;

const turn = () => new Promise((resolve) => setImmediate(resolve));

function menu() {
  const refund = agenticFunction((orderId, amount) => ({ orderId, amount }), {
    name: "refund",
    description: "Issue a refund.",
    params: { orderId: "The order id", amount: Number },
  });
  const escalate = agenticFunction((summary) => summary, { name: "escalate", description: "Hand over.", params: { summary: String } });
  const lookup = agenticFunction((orderId) => orderId, { name: "lookup", description: "Look up.", params: { orderId: String } });
  return { refund, escalate, lookup, close: { status: "closed" }, done: "DONE" };
}

/** Median µs per decision over BATCHES batches of DECISIONS, after a warm-up batch; flush included. */
async function perDecisionUs(store, { ownTurn }) {
  const runtime = new ScriptedRuntime('{"call": "refund", "args": {"orderId": "A-1", "amount": 12.5}}', { trace: { maxNodes: 1000 }, store });
  const options = menu();
  const batch = async () => {
    for (let i = 0; i < DECISIONS; i++) {
      await decision.make("Pick the next step for this ticket.", options, { runtime });
      if (ownTurn || i % 100 === 99) await turn();
    }
    if (store) await store.flush();
  };
  await batch();
  const times = [];
  for (let b = 0; b < BATCHES; b++) {
    const t0 = performance.now();
    await batch();
    times.push(((performance.now() - t0) * 1000) / DECISIONS);
  }
  return times.sort((a, b) => a - b)[BATCHES >> 1];
}

async function persistCost(dir) {
  const rows = [];
  for (const ownTurn of [true, false]) {
    const label = ownTurn ? "one decision per loop turn" : "100 decisions per loop turn";
    const sqlite = new SqliteStore(path.join(dir, `bench-${ownTurn}.db`));
    const stores = [
      ["baseline: in-memory trace, no store", undefined],
      ["MemoryStore", new MemoryStore({ maxRuns: 1000 })],
      ["SqliteStore (temp file)", sqlite],
    ];
    let base;
    for (const [name, store] of stores) {
      const us = await perDecisionUs(store, { ownTurn });
      base ??= us;
      const isTarget = store === sqlite && ownTurn;
      rows.push({
        case: `${name}, ${label}`,
        "µs/decision": us.toFixed(1),
        "persist µs": store ? `${(us - base).toFixed(1)} (${(us / base).toFixed(2)}× baseline)` : "-",
        target: isTarget ? `≤ ${PERSIST_TARGET_US} µs` : "-",
        result: isTarget ? (us - base <= PERSIST_TARGET_US ? "PASS" : "FAIL") : "-",
      });
    }
    await sqlite.close();
  }
  printTable(`Per-decision cost of persisting the trace (5-option menu, ScriptedRuntime, median of ${BATCHES} batches of ${DECISIONS})`, rows);
}

async function loopDelay(dir) {
  const server = await startServer();
  const store = new SqliteStore(path.join(dir, "bench-loop.db"));
  const options = menu();
  const runtime = (withStore) =>
    new OpenAIRuntime({ apiKey: "sk-bench", baseURL: server.url, model: "gpt-bench", trace: { maxNodes: 1000 }, store: withStore ? store : undefined });
  const clients = { off: runtime(false), on: runtime(true) };
  const task = (rt) => async () => {
    const result = await decision.make("Pick the next step for this ticket.", options, { runtime: rt });
    if (result.orderId !== "A-1") throw new Error(`unexpected result ${JSON.stringify(result)}`);
  };
  try {
    for (const rt of Object.values(clients)) await measure(task(rt), 500, 100);
    const runs = { off: [], on: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, rt] of Object.entries(clients)) {
        runs[name].push(await measure(task(rt), TOTAL, IN_FLIGHT));
        await server.answerAfter(0);
      }
    }
    await store.flush();
    const stored = (await store.listRuns({ limit: 1 })).length;
    if (stored !== 1) throw new Error("the store holds no runs");
    const m = { off: medianOf(runs.off), on: medianOf(runs.on) };
    const row = (name, r, target) => ({
      case: `OpenAIRuntime, ${IN_FLIGHT} in flight, ${name}`,
      "ops/s": r.opsPerSec.toFixed(0),
      "vs no store": `${(r.opsPerSec / m.off.opsPerSec).toFixed(2)}×`,
      "loop delay p99 ms": r.p99Ms.toFixed(1),
      "loop delay max ms": r.maxMs.toFixed(1),
      target: target ? `max ≤ ${STALL_TARGET_MS} ms` : "-",
      result: target ? (r.maxMs <= STALL_TARGET_MS ? "PASS" : "FAIL") : "-",
    });
    printTable(`Event-loop delay with the store on (loopback server in a worker, median of ${ROUNDS} runs of ${TOTAL})`, [
      row("baseline: no store", m.off, false),
      row("SqliteStore", m.on, true),
    ]);
  } finally {
    await Promise.all(Object.values(clients).map((rt) => rt.close()));
    await store.close();
    await server.stop();
  }
}

async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agentic-store-bench-"));
  try {
    await persistCost(dir);
    await loopDelay(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { run };
if (require.main === module) run().catch((e) => { console.error(e); process.exitCode = 1; });
