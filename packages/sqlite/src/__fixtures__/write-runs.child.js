// Child process of sqlite-store.int.spec.ts: writes `runs` trace runs of five nodes each to the store at
// `path` through the compiled package (dist/, built by `npm test`'s build step), one event-loop turn per
// run so its batches interleave with the other writer's, then prints the run ids as JSON. It opens the
// store, says "ready" on stderr and waits for a line on stdin, so both writers start together.
const { randomUUID } = require("node:crypto");
const { SqliteStore } = require("../../dist");
// The SQLite binding the test runs with (undefined: the store picks one).
const driver = process.env.AGENTIC_TEST_SQLITE_DRIVER;

async function main() {
  const [path, label, runs] = process.argv.slice(2);
  const store = new SqliteStore(path, { driver, onError: (e) => { throw e; } });
  const ids = [];
  process.stderr.write("ready\n");
  await new Promise((resolve) => process.stdin.once("data", resolve));
  process.stdin.pause();
  for (let r = 0; r < Number(runs); r++) {
    const runId = randomUUID();
    ids.push(runId);
    const base = { runId, seq: 0, pid: process.pid, startedAt: Date.now(), data: { label, r } };
    store.writeNode({ ...base, id: 1, kind: "function", name: `${label}-${r}`, status: "running" });
    for (let id = 2; id <= 5; id++) {
      store.writeNode({ ...base, id, parentId: 1, kind: "model_call", name: "m", status: "ok", endedAt: Date.now(), durationMs: 0, data: { usage: { inputTokens: 1, outputTokens: 2 } } });
    }
    await new Promise((resolve) => setImmediate(resolve));
    store.writeNode({ ...base, id: 1, kind: "function", name: `${label}-${r}`, status: "ok", endedAt: Date.now(), durationMs: 1 });
  }
  await store.close();
  process.stdout.write(JSON.stringify(ids));
}

main().catch((error) => {
  process.stderr.write(String(error && error.stack ? error.stack : error));
  process.exit(1);
});
