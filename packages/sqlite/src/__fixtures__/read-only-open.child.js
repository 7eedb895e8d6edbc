// Child process of read-only-store.int.spec.ts, run as an unprivileged user (the tests run it as
// "nobody" when they run as root, whom file permissions do not stop): opens the store at argv[2]
// read-only through the compiled package (dist/) and reads it, then tries to open it read-write, and
// prints what happened as JSON: { read: { readOnly, runs, records } | { error }, write: { error } | "opened" }.
const { SqliteStore } = require("../../dist");
// The SQLite binding the test runs with (undefined: the store picks one).
const driver = process.env.AGENTIC_TEST_SQLITE_DRIVER;

const describe = (error) => ({ name: error.name, code: error.code, message: error.message });

async function main() {
  const file = process.argv[2];
  const out = {};
  try {
    const store = new SqliteStore(file, { driver, readOnly: true });
    const runs = (await store.listRuns()).map((r) => r.root.name);
    const records = (await store.listRunRecords()).map((r) => r.id).sort();
    out.read = { readOnly: store.readOnly, runs, records, dropped: store.droppedNodeCount() };
    await store.close();
  } catch (error) {
    out.read = { error: describe(error) };
  }
  try {
    const store = new SqliteStore(file, { driver, busyTimeoutMs: 0 });
    await store.close();
    out.write = "opened";
  } catch (error) {
    out.write = { error: describe(error) };
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((error) => {
  process.stderr.write(String(error?.stack ?? error));
  process.exit(1);
});
