"use strict";
// Agents on Restate against the same desk written directly on the Restate SDK, and against the agent
// in-process. The agent is examples/restate-desk's Desk: its run journals a model call, the lookup tool
// call, a model call, and the approval gate on the model's pick (refund) with the refund it lets through
// (one entry: a gate that needs no approval shares its entry with its dispatch). The baseline
// (restate-plain-worker.js) is the same run by hand: the same two model requests and the two functions as
// four ctx.run steps, the approval rule checked inline. Same Restate server, two worker processes each
// behind an HTTP/2 balancer, the same loopback model, all on this machine.
//
// The figure judged is our per-run time over the plain one's (target <= 1.2x): runs alternate between the
// two, so a change of load on this shared machine hits both alike, and the ratio is the median of the
// pairs' own ratios (as extract.bench.js does).

const { spawn } = require("node:child_process");
const path = require("node:path");
const { createInterface } = require("node:readline");
const { performance } = require("node:perf_hooks");
const { LoopbackProviderServer } = require("../../packages/testing/dist");
const { OpenAIRuntime } = require("../../packages/openai/dist");
const { registerDeployment, WorkerBalancer } = require("../../packages/restate/dist");
const { LocalCluster } = require("../../examples/restate-desk/dist/local-cluster");
const { deskReply } = require("../../examples/restate-desk/dist/desk-model");
const { Desk } = require("../../examples/restate-desk/dist/desk");
const { printTable } = require("./harness");

const PAIRS = 100;
const SEQUENTIAL = 40;
const CONCURRENT = 400;
const IN_FLIGHT = 100;
const TARGET_RATIO = 1.2;
const PLAIN_WORKER = path.join(__dirname, "restate-plain-worker.js");

const ticket = (i) => `Please refund order A-${(i % 6) + 1} (run ${i})`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** Runs `count` runs one after another; the median milliseconds per run. */
async function sequential(count, runOne) {
  for (let i = 0; i < 5; i++) await runOne(-1 - i); // warm-up
  const times = [];
  for (let i = 0; i < count; i++) times.push(await timed(() => runOne(i)));
  return median(times);
}

/** Alternates runs of `ours` and `base`, `pairs` times (who goes first alternates too); medians and the median of the pairs' ratios. */
async function paired(pairs, ours, base) {
  for (let i = 0; i < 5; i++) (await ours(-1 - i), await base(-1 - i)); // warm-up
  const a = [];
  const b = [];
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) (a.push(await timed(() => ours(i))), b.push(await timed(() => base(i))));
    else (b.push(await timed(() => base(i))), a.push(await timed(() => ours(i))));
  }
  return { oursMs: median(a), baseMs: median(b), ratio: median(a.map((ms, i) => ms / b[i])) };
}

/** Runs `count` runs with at most `inFlight` at once; runs per second. */
async function throughput(count, inFlight, runOne) {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) await runOne(next++);
    }),
  );
  return count / ((performance.now() - t0) / 1000);
}

/** Starts one baseline worker process; resolves with its URL and the process. */
function spawnPlainWorker(name, openaiBaseURL) {
  const child = spawn(process.execPath, [PLAIN_WORKER], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, WORKER_NAME: name, PORT: "0", OPENAI_BASE_URL: openaiBaseURL, OPENAI_API_KEY: "sk-loopback", RESTATE_LOGGING: "ERROR" },
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${name} exited (${code}) before listening`)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      const event = JSON.parse(line);
      if (event.event === "listening") resolve({ url: `http://127.0.0.1:${event.port}`, child });
    });
  });
}

async function main() {
  process.env.DESK_EVENTS = "off";
  const model = await LoopbackProviderServer.start();
  model.script(deskReply);

  const runtime = new OpenAIRuntime({ model: "bench", baseURL: model.openaiBaseURL, apiKey: "sk-loopback" });
  const desk = new Desk(runtime);
  const inProcess = (i) => desk.triage(ticket(i), `C-${i}`);
  const localMs = await sequential(SEQUENTIAL, inProcess);
  const localRate = await throughput(CONCURRENT, IN_FLIGHT, (i) => inProcess(10_000 + i));
  await runtime.close();

  const cluster = await LocalCluster.start({ workers: 2, openaiBaseURL: model.openaiBaseURL, env: { DESK_EVENTS: "off" } });
  const plainWorkers = [];
  let plainBalancer;
  try {
    plainWorkers.push(await spawnPlainWorker("p1", model.openaiBaseURL), await spawnPlainWorker("p2", model.openaiBaseURL));
    plainBalancer = await WorkerBalancer.start({ workers: plainWorkers.map((w) => w.url) });
    await registerDeployment(cluster.server.adminUrl, plainBalancer.url);

    let key = 0;
    const over = (service) => async (i) => {
      const headers = { "x-customer-id": `C-${i}` };
      const { runId } = await cluster.runs.start(service, "triage", { args: [ticket(i)] }, { idempotencyKey: `bench-${key++}`, headers });
      return cluster.runs.result(runId);
    };
    const ours = over("Desk");
    const plain = over("PlainDesk");
    const expected = await ours(1);
    const baseline = await plain(1);
    if (JSON.stringify(expected) !== JSON.stringify(baseline)) throw new Error(`the two runs differ: ${JSON.stringify(expected)} vs ${JSON.stringify(baseline)}`);

    const seq = await paired(PAIRS, ours, plain);
    const oursRate = await throughput(CONCURRENT, IN_FLIGHT, (i) => ours(20_000 + i));
    const plainRate = await throughput(CONCURRENT, IN_FLIGHT, (i) => plain(30_000 + i));

    const perRun = "ms per run (sequential, median)";
    const rate = `runs/s (${IN_FLIGHT} in flight)`;
    printTable("Desk runs (model call, tool call, model call, refund), loopback model, this machine", [
      { where: "in-process (agent)", [perRun]: localMs.toFixed(2), [rate]: localRate.toFixed(0) },
      { where: "Restate, plain SDK service, 2 workers", [perRun]: seq.baseMs.toFixed(2), [rate]: plainRate.toFixed(0) },
      { where: "Restate, agentService, 2 workers", [perRun]: seq.oursMs.toFixed(2), [rate]: oursRate.toFixed(0) },
    ]);
    const pass = seq.ratio <= TARGET_RATIO;
    console.log(
      `agentService over the plain SDK service: ${seq.ratio.toFixed(2)}x per run (median of ${PAIRS} alternating pairs; target <= ${TARGET_RATIO}x) ${pass ? "PASS" : "FAIL"}; ` +
        `${(seq.oursMs - seq.baseMs).toFixed(2)} ms more per run; throughput ${(oursRate / plainRate).toFixed(2)}x the plain one's.`,
    );
    console.log(`Restate adds ${(seq.oursMs - localMs).toFixed(2)} ms per run over the agent in-process (start and result calls included).`);
    if (!pass) process.exitCode = 1;
  } finally {
    await plainBalancer?.close();
    for (const worker of plainWorkers) worker.child.kill("SIGKILL");
    await cluster.stop();
    await model.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
