// Child process of disk-full.int.spec.ts, run inside its own mount namespace (`unshare -rm`) with a small
// tmpfs mounted at argv[2]: a durable run over a SqliteStore on that tmpfs whose refund fills the disk,
// so the journal write after it fails with a real SQLITE_FULL. Then it frees the space and recovers the
// run in another Runs. Every refund executed is logged to argv[3] (outside the tmpfs). Prints one JSON line.
const fs = require("node:fs");
const path = require("node:path");
const { agenticFunction, currentStepId, decision, Runs } = require("@agentic-ts/core");
const { ScriptedRuntime } = require("@agentic-ts/testing");
const { SqliteStore } = require("../../dist");
// The SQLite binding the test runs with (undefined: the store picks one).
const driver = process.env.AGENTIC_TEST_SQLITE_DRIVER;

const [dir, logPath] = process.argv.slice(2);
const filler = path.join(dir, "filler");

/** Writes to the tmpfs until it is full. */
function fillDisk() {
  const fd = fs.openSync(filler, "w");
  const chunk = Buffer.alloc(16 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if (error.code !== "ENOSPC") throw error;
  } finally {
    fs.closeSync(fd);
  }
}

let full = true;
const refund = agenticFunction(
  (orderId) => {
    fs.appendFileSync(logPath, `${JSON.stringify({ orderId, stepId: currentStepId() })}\n`);
    if (full) fillDisk(); // the side effect happened; now nothing more fits on the store's disk
    return { refunded: orderId };
  },
  { name: "refund", description: "Refund an order.", params: { orderId: "The order" } },
);

class FullDesk {
  settle() {
    return decision.make("Settle.", { refund, close: "closed" });
  }
}

async function main() {
  const store = new SqliteStore(path.join(dir, "agentic.db"), { driver, busyTimeoutMs: 500, onError: () => undefined });
  const runtime = new ScriptedRuntime(JSON.stringify({ call: "refund", args: { orderId: "A-1" } }));
  const first = new Runs({ store, runtime, agents: [new FullDesk()] });
  const started = await first.start("FullDesk", "settle", [], { id: "r-full" }).then(
    (run) => ({ status: run.status, error: run.error }),
    (error) => ({ thrown: error.name, message: error.message }),
  );
  first.close();
  const whileFull = await store.getRunRecord("r-full");

  full = false;
  fs.rmSync(filler);
  const second = new Runs({ store, runtime: new ScriptedRuntime([]), agents: [new FullDesk()], leaseMs: 1 });
  await new Promise((resolve) => setTimeout(resolve, 5)); // the first owner's lease (1 ms) has run out
  const recovered = await second.recover();
  await store.close();
  process.stdout.write(`${JSON.stringify({ started, whileFull: whileFull && whileFull.status, recovered: recovered.map((r) => ({ status: r.status, result: r.result })) })}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
