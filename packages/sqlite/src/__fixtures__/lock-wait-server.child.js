// Child process (forked with an IPC channel) of lock-wait.int.spec.ts: the "server" whose event loop is
// measured. A fresh process, so that what is measured is this store and this server, not the garbage a
// test runner's worker carries from earlier test files. It opens a SqliteStore (the package's build,
// dist/) on argv[2], stores run r-0, serves "ok" on 127.0.0.1 and says { ready, port }. Then, on:
//   "go"      it starts measuring its event-loop delay, reads r-0 (a WAL read: it must not wait), issues
//             durable writes and a read behind them, and answers { read } (r-0's version)
//   "status"  answers { writesSettled, readBackSettled }
//   "finish"  waits for the writes, stops measuring and answers the outcome, then closes and ends
const { createServer } = require("node:http");
const { monitorEventLoopDelay } = require("node:perf_hooks");
const { SqliteStore } = require("../../dist");
// The SQLite binding the test runs with (undefined: the store picks one).
const driver = process.env.AGENTIC_TEST_SQLITE_DRIVER;

const path = process.argv[2];
const at = () => new Date().toISOString();
const runRecord = (id, version = 1) => ({ id, agent: "Desk", method: "triage", args: [], status: "running", approvals: [], owner: "w-1", executions: 1, version, createdAt: at(), updatedAt: at() });
const stepRecord = (runId, stepId) => ({ runId, stepId, kind: "model_call", name: "complete", requestHash: "h", result: { text: stepId }, at: at() });

// A busy timeout far beyond the test's own: the writes wait for the lock however long the machine takes to
// answer the test's requests, and a store that blocked its event loop while waiting would hang the test.
const store = new SqliteStore(path, { driver, busyTimeoutMs: 600_000 });
const server = createServer((_request, response) => response.end("ok"));
const delay = monitorEventLoopDelay({ resolution: 10 });
let writes;
let readBack;
const settled = { writes: false, readBack: false };

async function go() {
  delay.enable();
  const read = await store.getRunRecord("r-0");
  writes = Promise.all([
    store.insertRunRecord(runRecord("r-1")),
    store.appendStep(stepRecord("r-0", "s-1")),
    // Two compare-and-sets on the same version: exactly one wins, the first issued.
    store.updateRunRecord({ ...runRecord("r-0", 2), result: "first" }, 1),
    store.updateRunRecord({ ...runRecord("r-0", 2), result: "second" }, 1),
    store.touchRunRecord("r-0", "w-1", "2030-01-01T00:00:00.000Z"),
  ]);
  // Issued after the writes, so it runs after them: it sees them.
  readBack = store.listSteps("r-0");
  writes.finally(() => (settled.writes = true)).catch(() => undefined);
  readBack.finally(() => (settled.readBack = true)).catch(() => undefined);
  return { read: read && read.version };
}

async function finish() {
  const [, , first, second] = await writes;
  delay.disable();
  const steps = await readBack;
  const r0 = await store.getRunRecord("r-0");
  const ids = (await store.listRunRecords()).map((r) => r.id).sort();
  return { maxDelayMs: delay.max / 1e6, first, second, steps: steps.map((s) => s.stepId), r0, ids };
}

process.on("message", (message) => {
  const answer = message === "go" ? go() : message === "status" ? Promise.resolve({ writesSettled: settled.writes, readBackSettled: settled.readBack }) : message === "finish" ? finish() : undefined;
  if (!answer) return;
  answer.then(
    (value) => process.send({ [message]: value }, () => {
      if (message === "finish") void store.close().then(() => server.close(() => process.disconnect()));
    }),
    (error) => process.send({ error: String(error && error.stack) }),
  );
});

store.insertRunRecord(runRecord("r-0")).then(() => server.listen(0, "127.0.0.1", () => process.send({ ready: true, port: server.address().port })));
