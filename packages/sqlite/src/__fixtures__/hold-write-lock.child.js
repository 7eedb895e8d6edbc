// Child process (started with an IPC channel) of the lock tests: opens the store file at argv[2] with its
// own connection, takes the write lock (BEGIN IMMEDIATE) and writes a durable run row "held-by-child",
// says "locked", and holds the lock until the parent sends "commit"; then commits, says "committed" and
// ends. On "crash" instead, it commits and exits without closing the file, as a killed writer would: the
// row stays in the -wal (never checkpointed), beside the -shm. It opens the file through the package's
// build (dist/) with the SQLite binding the test runs with.
const { openDatabase } = require("../../dist");

const db = openDatabase(process.argv[2], { busyTimeoutMs: 0, driver: process.env.AGENTIC_TEST_SQLITE_DRIVER });
db.exec("BEGIN IMMEDIATE");
const at = new Date().toISOString();
db.prepare(
  `INSERT INTO durable_runs (id, agent, method, status, version, owner, heartbeat_at, created_at, updated_at, data)
   VALUES ('held-by-child', 'Child', 'hold', 'completed', 1, NULL, NULL, ?, ?, ?)`,
).run(at, at, JSON.stringify({ id: "held-by-child", agent: "Child", method: "hold", status: "completed", version: 1, createdAt: at, updatedAt: at }));
process.send("locked");
process.on("message", (message) => {
  if (message !== "commit" && message !== "crash") return;
  db.exec("COMMIT");
  if (message === "crash") process.send("committed", () => process.exit(0));
  else {
    db.close();
    process.send("committed", () => process.disconnect());
  }
});
