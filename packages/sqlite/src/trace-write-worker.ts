// The write thread's entry point (see `TraceWriteThread`): opens its own connection to the store's file
// (migrated by the store already) and stores each batch it is sent, unless the recording thread took it.
import { parentPort, workerData } from "node:worker_threads";
import { BatchWriter } from "./batch-writer";
import { openDatabase } from "./open-database";
import type { SerializedBatch } from "./serialized-batch";
import { DONE, FAILED, POSTED, WORKING, WRITE_SLOTS, type WriteReport, type WriteThreadData } from "./write-slots";

const data = workerData as WriteThreadData;
const port = parentPort!;
const slots = new Int32Array(data.slots);
const db = openDatabase(data.path, { busyTimeoutMs: data.busyTimeoutMs, driver: data.driver });
// Prepared at the first batch, inside its try: a file whose tables are broken fails that batch, reported as such.
let writer: BatchWriter | undefined;

port.on("message", (message: SerializedBatch | "close") => {
  if (message === "close") {
    db.close();
    port.close();
    return;
  }
  const slot = message.n % WRITE_SLOTS;
  if (Atomics.compareExchange(slots, slot, POSTED, WORKING) !== POSTED) {
    port.postMessage({ n: message.n, skipped: true } satisfies WriteReport);
    return;
  }
  let report: WriteReport = { n: message.n };
  try {
    (writer ??= new BatchWriter(db)).store(message);
  } catch (error) {
    const e = error as { message?: unknown; code?: unknown };
    report = { n: message.n, error: { message: String(e?.message ?? error), ...(typeof e?.code === "string" ? { code: e.code } : {}) } };
  }
  Atomics.store(slots, slot, report.error ? FAILED : DONE);
  Atomics.notify(slots, slot);
  port.postMessage(report);
});
