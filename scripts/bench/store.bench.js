"use strict";
// What persisting traces costs. 1) Per decision (decision.make, 5-option menu, ScriptedRuntime): the same
// decisions with no store (the in-memory trace only: the baseline, measured in the same run), with core's
// MemoryStore and with a SqliteStore on a temporary file, the store's flush included. The target is on the
// event loop's cost: the CPU time of the main thread, which records and serializes the nodes (read from
// /proc/thread-self/schedstat, Linux; elsewhere the process's CPU time stands in), since SqliteStore stores
// its batches on a worker thread. The process's CPU time (every thread: SQLite's writes on the worker, and
// V8's garbage-collector and compiler threads) is printed beside it, and a SqliteStore with
// `writeThread: false`, which does everything on the main thread. CPU time, not wall time: on a shared,
// loaded machine wall time mostly measures the scheduler. Each decision gets its own event-loop turn (the
// store's worst case: few decisions per batch); a second figure lets 100 decisions share a turn. The
// SQLite file's rows and bytes per decision are printed beside it (an operation count: the store writes one
// trace_batches row and one trace_runs upsert per run per batch). 2) The event-loop delay with 1 000
// decisions in flight through OpenAIRuntime against the loopback server, store off against store on; the
// target is on what the store adds.
// Requires the built packages:  npx tsc -b packages/sqlite packages/openai packages/testing && node scripts/bench/store.bench.js

require("reflect-metadata");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { performance } = require("node:perf_hooks");
const { decision, MemoryStore } = require("../../packages/core/dist/index.js");
const { OpenAIRuntime } = require("../../packages/openai/dist/index.js");
const Database = require("better-sqlite3");
const { SqliteStore } = require("../../packages/sqlite/dist/index.js");
const { ScriptedRuntime } = require("../../packages/testing/dist/index.js");
const { makeOptions } = require("./decision.bench");
const { printTable } = require("./harness");
const { measure, medianOf, startServer } = require("./loopback");

const PERSIST_TARGET_US = 50;
const ADDED_STALL_TARGET_MS = 10; // p99 loop delay the store may add
const DECISIONS = 2000; // per timed batch
const BATCHES = 9;
const IN_FLIGHT = 1000;
const TOTAL = 2000; // decisions per loop-delay run
const ROUNDS = 3;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** This thread's CPU time in µs (Linux's scheduler statistics, ns precision), or undefined where there are none. */
function threadCpuUs() {
  try {
    return Number(fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1000;
  } catch {
    return undefined;
  }
}
const HAS_THREAD_CPU = threadCpuUs() !== undefined;
/** The main thread's CPU µs: its own where the system says, else the whole process's. */
function mainCpuUs() {
  if (HAS_THREAD_CPU) return threadCpuUs();
  const c = process.cpuUsage();
  return c.user + c.system;
}

/** The 5-option menu of decision.bench.js. */
function menu() {
  return { ...makeOptions(), close: { status: "closed" }, done: "DONE" };
}

/** One timed batch of DECISIONS decisions on `runtime`, then the store's flush: main-thread CPU, process CPU and wall µs per decision. */
async function batch(runtime, store, options, ownTurn) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const m0 = mainCpuUs();
  for (let i = 0; i < DECISIONS; i++) {
    await decision.make("Pick the next step for this ticket.", options, { runtime });
    if (ownTurn || i % 100 === 99) await turn();
  }
  if (store) await store.flush();
  const c = process.cpuUsage(c0);
  return { main: (mainCpuUs() - m0) / DECISIONS, cpu: (c.user + c.system) / DECISIONS, wall: ((performance.now() - t0) * 1000) / DECISIONS };
}

async function persistCost(dir) {
  const rows = [];
  const median = (xs) => [...xs].sort((a, b) => a - b)[BATCHES >> 1];
  for (const ownTurn of [true, false]) {
    const label = ownTurn ? "one decision per loop turn" : "100 decisions per loop turn";
    const sqlite = new SqliteStore(path.join(dir, `bench-${ownTurn}.db`));
    const inline = new SqliteStore(path.join(dir, `bench-inline-${ownTurn}.db`), { writeThread: false });
    const variants = [
      { name: "baseline: in-memory trace, no store", store: undefined },
      { name: "MemoryStore", store: new MemoryStore({ maxRuns: 1000 }) },
      { name: "SqliteStore (temp file)", store: sqlite },
      { name: "SqliteStore, writeThread: false", store: inline },
    ];
    const reply = '{"call": "refund", "args": {"orderId": "A-1", "amount": 12.5}}';
    for (const v of variants) {
      v.runtime = new ScriptedRuntime(reply, { trace: { maxNodes: 1000 }, store: v.store });
      v.options = menu();
      v.runs = [];
      await batch(v.runtime, v.store, v.options, ownTurn); // warm-up
    }
    // The variants take turns, batch by batch, so a change in the machine's load hits them alike.
    for (let b = 0; b < BATCHES; b++) for (const v of variants) v.runs.push(await batch(v.runtime, v.store, v.options, ownTurn));
    const base = { main: median(variants[0].runs.map((r) => r.main)), cpu: median(variants[0].runs.map((r) => r.cpu)) };
    // What persisting adds: the median of each round's difference to the baseline batch run just before
    // it, so a load change during the run (this machine's cores are shared) hits both sides of a pair.
    const added = (v, key) => median(v.runs.map((r, b) => r[key] - variants[0].runs[b][key]));
    for (const v of variants) {
      const main = median(v.runs.map((r) => r.main));
      const persist = { main: added(v, "main"), cpu: added(v, "cpu") };
      const isTarget = v.store === sqlite && ownTurn;
      rows.push({
        case: `${v.name}, ${label}`,
        "event-loop CPU µs/decision": main.toFixed(1),
        "persist, event loop": v.store ? `${persist.main.toFixed(1)} µs (${(main / base.main).toFixed(2)}×)` : "-",
        "persist, all threads": v.store ? `${persist.cpu.toFixed(1)} µs (${(median(v.runs.map((r) => r.cpu)) / base.cpu).toFixed(2)}×)` : "-",
        "wall µs/decision": median(v.runs.map((r) => r.wall)).toFixed(1),
        target: isTarget ? `persist ≤ ${PERSIST_TARGET_US} µs on the event loop` : "-",
        result: isTarget ? (persist.main <= PERSIST_TARGET_US ? "PASS" : "FAIL") : "-",
      });
    }
    await sqlite.close();
    await inline.close();
    rows.push(storedPerDecision(sqlite.path, (BATCHES + 1) * DECISIONS, label));
  }
  const source = HAS_THREAD_CPU ? "main thread's CPU from /proc/thread-self/schedstat" : "no per-thread CPU here: the process's CPU stands in";
  printTable(`Per-decision cost of persisting the trace (5-option menu, ScriptedRuntime, persist: median over ${BATCHES} rounds of the difference to the baseline batch of the same round, ${DECISIONS} decisions each; ${source})`, rows);
}

/** A table row with what the SQLite file holds per decision: rows, node states and bytes of JSON. */
function storedPerDecision(file, decisions, label) {
  const db = new Database(file, { readonly: true });
  const t = db.prepare("SELECT count(*) AS rows, sum(json_array_length(nodes)) AS nodes, sum(length(nodes)) AS bytes FROM trace_batches").get();
  db.close();
  const per = (n) => (n / decisions).toFixed(2);
  return {
    case: `  stored per decision, ${label}`,
    "event-loop CPU µs/decision": "-",
    "persist, event loop": `${per(t.rows)} rows, ${per(t.nodes)} node states, ${(t.bytes / decisions).toFixed(0)} B`,
    "persist, all threads": "-",
    "wall µs/decision": "-",
    target: "-",
    result: "-",
  };
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
      "p99 added ms": target ? (r.p99Ms - m.off.p99Ms).toFixed(1) : "-",
      target: target ? `added p99 ≤ ${ADDED_STALL_TARGET_MS} ms` : "-",
      result: target ? (r.p99Ms - m.off.p99Ms <= ADDED_STALL_TARGET_MS ? "PASS" : "FAIL") : "-",
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
