// Child process of sqlite-store.int.spec.ts: writes `runs` trace runs of three finished nodes each to the
// store at `path` (compiled package, dist/), one run per event-loop turn with batchMs 0, so batches keep
// going to the write thread; then writes as many runs again in one turn and calls process.exit() at once,
// without close(): batches in flight on the write thread and the last ones still buffered must be stored
// by the exit handler, each exactly once.
const { SqliteStore } = require("../../dist");
// The SQLite binding the test runs with (undefined: the store picks one).
const driver = process.env.AGENTIC_TEST_SQLITE_DRIVER;

async function main() {
  const [path, runs] = process.argv.slice(2);
  const store = new SqliteStore(path, { driver, batchMs: 0, onError: (e) => { throw e; } });
  const node = (r, id) => ({ runId: `run-${r}`, seq: 0, pid: process.pid, id, ...(id > 1 ? { parentId: 1 } : {}), kind: "function", name: `r${r}n${id}`, status: "ok", startedAt: Date.now(), endedAt: Date.now(), durationMs: 0, data: { r } });
  for (let r = 0; r < Number(runs); r++) {
    for (let id = 1; id <= 3; id++) store.writeNode(node(r, id));
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (let r = Number(runs); r < 2 * Number(runs); r++) for (let id = 1; id <= 3; id++) store.writeNode(node(r, id));
  process.stderr.write(`writer: ${store.writer}\n`);
  process.exit(0);
}

main().catch((error) => {
  process.stderr.write(String(error && error.stack ? error.stack : error));
  process.exit(1);
});
