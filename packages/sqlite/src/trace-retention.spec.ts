import { Trace } from "@agentic-ts/core";
import { openDatabase } from "./open-database";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver } from "./__fixtures__/each-driver";

const DAY = 86_400_000;

/** Writes finished runs named `names`, started at the given times, each with `payload` characters of data. */
async function seed(path: string, runs: Array<[name: string, startedAt: number]>, payload = 10): Promise<void> {
  const store = new SqliteStore(path);
  const trace = new Trace({ store, previewChars: 100_000 });
  for (const [name, startedAt] of runs) {
    const node = Object.assign(trace.start("exec", name, { text: "x".repeat(payload) }), { startedAt });
    trace.end(node);
  }
  await store.close();
}

const names = async (store: SqliteStore) => (await store.listRuns()).map((r) => r.root.name);

describeEachDriver("trace retention", (driver) => {
  it("deletes runs older than maxAgeMs when the store opens, with their nodes", async () => {
    const path = tempDbPath();
    const now = Date.now();
    await seed(path, [["ancient", now - 10 * DAY], ["old", now - 3 * DAY], ["fresh", now - 1000]]);
    const store = new SqliteStore(path, { driver, retention: { maxAgeMs: 2 * DAY } });
    expect(await names(store)).toEqual(["fresh"]);
    await store.close();
    const db = openDatabase(path, { readOnly: true, driver });
    expect(db.prepare("SELECT count(*) AS n FROM trace_batches").get()).toEqual({ n: 1 });
    db.close();
  });

  it("keeps the newest maxRuns runs", async () => {
    const path = tempDbPath();
    await seed(path, [["a", 1000], ["b", 2000], ["c", 3000], ["d", 4000]]);
    const store = new SqliteStore(path, { driver, retention: { maxRuns: 2 } });
    expect(await names(store)).toEqual(["d", "c"]);
    await store.close();
  });

  it("deletes the oldest runs until the stored payload fits maxBytes", async () => {
    const path = tempDbPath();
    await seed(path, [["a", 1000], ["b", 2000], ["c", 3000], ["d", 4000]], 10_000);
    const store = new SqliteStore(path, { driver, retention: { maxBytes: 25_000 } });
    expect(await names(store)).toEqual(["d", "c"]);
    await store.close();
  });

  it("enforces the caps while writing too: periodically, and on demand", async () => {
    // Only the retention interval is faked; batches still flush on real event-loop turns.
    jest.useFakeTimers({ doNotFake: ["setImmediate", "clearImmediate", "nextTick", "queueMicrotask"] });
    try {
      const store = new SqliteStore(tempDbPath(), { driver, retention: { maxRuns: 3 }, retentionIntervalMs: 1000 });
      const trace = new Trace({ store });
      for (let i = 0; i < 10; i++) trace.end(trace.start("exec", `r${i}`));
      await store.flush();
      expect(await store.listRuns()).toHaveLength(10);
      jest.advanceTimersByTime(1000);
      expect(await store.listRuns()).toHaveLength(3);
      for (let i = 0; i < 5; i++) trace.end(trace.start("exec", `s${i}`));
      expect(store.enforceRetention()).toBe(5);
      expect(await store.listRuns()).toHaveLength(3);
      await store.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
