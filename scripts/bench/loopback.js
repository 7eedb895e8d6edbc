"use strict";
// The loopback model server in a worker thread and the in-flight load driver the provider and store
// benchmarks share: run many decisions at once against it and watch the client's event loop.

const path = require("node:path");
const { monitorEventLoopDelay, performance } = require("node:perf_hooks");
const { spawn } = require("node:child_process");
const { Worker } = require("node:worker_threads");

const REPLY = '{"call": "refund", "args": {"orderId": "A-1", "amount": 12.5}}';

// The worker (or child process): one loopback server answering every request with the same pick, after
// `delayMs`. In a child process, the IPC channel stands in for the worker's port.
const SERVER_SOURCE = `
const { parentPort, workerData } = process.send
  ? { parentPort: { on: (e, f) => process.on(e, f), postMessage: (m) => process.send(m) }, workerData: JSON.parse(process.env.LOOPBACK_DATA) }
  : require("node:worker_threads");
const { LoopbackProviderServer } = require(workerData.testing);
LoopbackProviderServer.start().then((server) => {
  // With workerData.toolCall, a request that offers tools is answered with that tool call instead.
const toolReply = workerData.toolCall && { toolCalls: [workerData.toolCall], usage: { inputTokens: 40, outputTokens: 12 } };
const textReply = { text: workerData.reply, usage: { inputTokens: 40, outputTokens: 12 } };
const answer = (delayMs) => server.script((request) => ({ reply: toolReply && request.body && request.body.tools ? toolReply : textReply, delayMs }));
  answer(0);
  parentPort.on("message", (msg) => {
    if (msg.type === "answer") { server.reset(); answer(msg.delayMs); parentPort.postMessage("ok"); }
    if (msg.type === "close") server.close().then(() => parentPort.postMessage("closed"));
  });
  parentPort.postMessage({ url: server.openaiBaseURL });
});
`;

/**
 * Starts the loopback server in a worker thread (answering `reply`); resolves to its base URL and controls.
 * With `{ process: true }` it runs in a child process instead, so that process.cpuUsage() of this process
 * counts the client alone. With `toolCall` (`{ name, args }`), requests that offer tools get that tool call.
 */
function startServer(reply = REPLY, { process: inProcess = false, toolCall } = {}) {
  const workerData = { testing: path.join(__dirname, "../../packages/testing/dist/index.js"), reply, toolCall };
  const worker = inProcess
    ? spawn(process.execPath, ["-e", SERVER_SOURCE], {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        env: { ...process.env, LOOPBACK_DATA: JSON.stringify(workerData) },
      })
    : new Worker(SERVER_SOURCE, { eval: true, workerData });
  if (inProcess) worker.postMessage = (msg) => worker.send(msg);
  if (inProcess) worker.terminate = () => new Promise((resolve) => (worker.exitCode !== null ? resolve() : (worker.once("exit", resolve), worker.kill())));
  // One listener each; every request to the worker waits for its next message (or its failure).
  const waiting = [];
  worker.on("message", (msg) => waiting.shift()?.resolve(msg));
  worker.on("error", (error) => waiting.splice(0).forEach((w) => w.reject(error)));
  const next = () => new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  return next().then(({ url }) => ({
    url,
    // Also forgets every request the server saw, so memory stays flat between runs.
    answerAfter: (delayMs) => (worker.postMessage({ type: "answer", delayMs }), next()),
    stop: async () => {
      worker.postMessage({ type: "close" });
      await next();
      await worker.terminate();
    },
  }));
}

/** Runs `task` `total` times keeping `concurrency` in flight; returns ops/s, the event-loop delay and CPU per task. */
async function measure(task, total, concurrency) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started++;
      await task();
    }
  };
  histogram.enable();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  // Open the slots one loop turn apart: launching 1 000 in one synchronous burst would be the
  // benchmark's own stall, not the runtime's.
  const slots = [];
  for (let i = 0; i < Math.min(concurrency, total); i++) {
    slots.push(worker());
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(slots);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  histogram.disable();
  return {
    opsPerSec: total / seconds,
    maxMs: histogram.max / 1e6,
    p99Ms: histogram.percentile(99) / 1e6,
    // This process's CPU (user + system) per task; the client's alone when the server runs in a child process.
    cpuMsPerOp: (cpu.user + cpu.system) / 1000 / total,
  };
}

/** The median of each figure over several runs. */
function medianOf(runs) {
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[runs.length >> 1];
  return { opsPerSec: median("opsPerSec"), maxMs: median("maxMs"), p99Ms: median("p99Ms"), cpuMsPerOp: median("cpuMsPerOp") };
}

module.exports = { REPLY, measure, medianOf, startServer };
