// Child process (started with an IPC channel) of the lock tests: opens the store file at argv[2] with its
// own connection, takes the write lock (BEGIN IMMEDIATE) and writes a durable run row "held-by-child",
// says "locked", and holds the lock until the parent sends "commit"; then commits, says "committed" and
// ends. It needs only better-sqlite3, not the package's build.
const Database = require("better-sqlite3");

const db = new Database(process.argv[2], { timeout: 0 });
db.exec("BEGIN IMMEDIATE");
const at = new Date().toISOString();
db.prepare(
  `INSERT INTO durable_runs (id, agent, method, status, version, owner, heartbeat_at, created_at, updated_at, data)
   VALUES ('held-by-child', 'Child', 'hold', 'completed', 1, NULL, NULL, ?, ?, ?)`,
).run(at, at, JSON.stringify({ id: "held-by-child", agent: "Child", method: "hold", status: "completed", version: 1, createdAt: at, updatedAt: at }));
process.send("locked");
process.on("message", (message) => {
  if (message !== "commit") return;
  db.exec("COMMIT");
  db.close();
  process.send("committed", () => process.disconnect());
});
