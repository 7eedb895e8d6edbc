"use strict";
// Agents on Restate against the same agent in-process: runs per second, and the latency Restate adds per
// journaled step. The agent is examples/restate-desk's Desk (two model calls and two dispatches per run:
// the lookup tool call, the model's pick, the refund); the model is the loopback server; Restate is a
// real server with two worker processes behind the HTTP/2 balancer, all on this machine.

const { performance } = require("node:perf_hooks");
const { LoopbackProviderServer } = require("../../packages/testing/dist");
const { OpenAIRuntime } = require("../../packages/openai/dist");
const { LocalCluster } = require("../../examples/restate-desk/dist/local-cluster");
const { deskReply } = require("../../examples/restate-desk/dist/desk-model");
const { Desk } = require("../../examples/restate-desk/dist/desk");
const { printTable } = require("./harness");

const STEPS_PER_RUN = 4;
const SEQUENTIAL = 40;
const CONCURRENT = 400;
const IN_FLIGHT = 100;

const ticket = (i) => `Please refund order A-${(i % 6) + 1} (run ${i})`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Runs `count` runs one after another; the median milliseconds per run. */
async function sequential(count, runOne) {
  for (let i = 0; i < 5; i++) await runOne(-1 - i); // warm-up
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await runOne(i);
    times.push(performance.now() - t0);
  }
  return median(times);
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
  try {
    let key = 0;
    const overRestate = async (i) => {
      const { runId } = await cluster.runs.start("Desk", "triage", { args: [ticket(i)], context: { customerId: `C-${i}` } }, { idempotencyKey: `bench-${key++}` });
      return cluster.runs.result(runId);
    };
    const restateMs = await sequential(SEQUENTIAL, overRestate);
    const restateRate = await throughput(CONCURRENT, IN_FLIGHT, (i) => overRestate(20_000 + i));

    printTable(`Desk runs (${STEPS_PER_RUN} journaled steps each: 2 model calls, 2 dispatches), loopback model, this machine`, [
      { where: "in-process", "ms per run (sequential, median)": localMs.toFixed(2), [`runs/s (${IN_FLIGHT} in flight)`]: localRate.toFixed(0) },
      { where: "Restate, 2 workers", "ms per run (sequential, median)": restateMs.toFixed(2), [`runs/s (${IN_FLIGHT} in flight)`]: restateRate.toFixed(0) },
    ]);
    console.log(`Restate adds ${((restateMs - localMs) / STEPS_PER_RUN).toFixed(2)} ms per journaled step (${(restateMs - localMs).toFixed(2)} ms per run, start and result calls included).`);
  } finally {
    await cluster.stop();
    await model.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
