import * as fs from "node:fs";
import * as path from "node:path";
import { Trace, type StoredTraceNode } from "@agentic-ts/core";
import { holdWriteLock, runRecord, stepRecord } from "./__fixtures__/lock-holder";
import { dirState, listing, makeReadOnly, openAsUnprivileged, writeSampleStore } from "./__fixtures__/read-only-files";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver } from "./__fixtures__/each-driver";

// The unprivileged children load the compiled package (dist/): these tests need the build that `npm test`
// runs first (while developing: `npx tsc -b packages/sqlite`).
jest.setTimeout(60_000);

/** The rejection of `promise` (or `undefined` if it resolved). */
const rejection = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error);

describeEachDriver("SqliteStore with readOnly: true", (driver) => {
  it("reads a read-only file in a read-only directory in SQLite's read-only mode, creating and changing nothing, and refuses writes", async () => {
    const file = tempDbPath();
    const dir = path.dirname(file);
    await writeSampleStore(file, driver);
    const restore = makeReadOnly(file);
    try {
      const before = dirState(dir);
      const store = new SqliteStore(file, { driver, readOnly: true, onError: () => undefined });
      expect(store.readOnly).toBe(true);
      expect(store.writer).toBe("none");
      expect((await store.listRuns()).map((r) => r.root.name)).toEqual(["kept"]);
      const [run] = await store.listRuns();
      expect((await store.getRun(run.runId))?.nodes.map((n) => n.name)).toEqual(["kept"]);
      expect((await store.listRunRecords()).map((r) => r.id)).toEqual(["d-1"]);
      expect((await store.listSteps("d-1")).map((s) => s.stepId)).toEqual(["s-1"]);
      expect(store.droppedNodeCount()).toBe(0);

      const refused = expect.objectContaining({
        name: "ReadOnlyStoreError",
        code: "SQLITE_READONLY",
        message: expect.stringContaining(`SqliteStore ${file} is open read-only (readOnly: true)`),
      });
      expect(await rejection(store.insertRunRecord(runRecord("d-2")))).toEqual(refused);
      expect(await rejection(store.updateRunRecord(runRecord("d-1", 2), 1))).toEqual(refused);
      expect(await rejection(store.touchRunRecord("d-1", "w-1", new Date().toISOString()))).toEqual(refused);
      expect(await rejection(store.appendStep(stepRecord("d-1", "s-2")))).toEqual(refused);
      expect(() => store.writeNode({ runId: "r", id: 1, seq: 0, pid: 1, kind: "exec", name: "x", status: "ok", startedAt: 0 } as StoredTraceNode)).toThrow(/is open read-only/);
      expect(() => store.enforceRetention()).toThrow(/is open read-only/);
      // A trace given a read-only store drops its nodes; the run itself goes on.
      const trace = new Trace({ store });
      expect(() => trace.end(trace.start("exec", "dropped"))).not.toThrow();
      await store.flush();
      await store.close();

      // Not a byte, a mode or a file more (no -wal, no -shm), whoever runs the test.
      expect(dirState(dir)).toEqual(before);
      expect(listing(dir)).toEqual(["agentic.db"]);
    } finally {
      restore();
    }
  });

  it("is what file permissions leave an unprivileged user: reading works, opening read-write fails (run as nobody when the tests run as root)", async () => {
    const file = tempDbPath();
    await writeSampleStore(file, driver);
    const restore = makeReadOnly(file);
    try {
      const before = dirState(path.dirname(file));
      const report = await openAsUnprivileged(file, driver);
      expect(report.read).toEqual({ readOnly: true, runs: ["kept"], records: ["d-1"], dropped: 0 });
      expect(report.write).toEqual({ error: expect.objectContaining({ code: expect.stringMatching(/^(SQLITE_READONLY|SQLITE_CANTOPEN|EACCES)/) }) });
      expect(dirState(path.dirname(file))).toEqual(before);
    } finally {
      restore();
    }
  });

  it("takes a snapshot again once the file changed, so a long-lived reader (trace serve) sees later writes", async () => {
    const file = tempDbPath();
    await writeSampleStore(file, driver);
    const restore = makeReadOnly(file);
    const store = new SqliteStore(file, { driver, readOnly: true });
    try {
      expect((await store.listRuns()).map((r) => r.root.name)).toEqual(["kept"]);
      restore();
      const writer = new SqliteStore(file, { driver });
      const trace = new Trace({ store: writer });
      trace.end(trace.start("exec", "later"));
      await writer.insertRunRecord(runRecord("d-2"));
      await writer.close();
      expect((await store.listRuns()).map((r) => r.root.name).sort()).toEqual(["kept", "later"]);
      expect((await store.listRunRecords()).map((r) => r.id).sort()).toEqual(["d-1", "d-2"]);
    } finally {
      await store.close();
    }
  });

  it("answers at once while another process holds the write lock: its reads take no lock and wait for no writer", async () => {
    const file = tempDbPath();
    await writeSampleStore(file, driver);
    const holder = holdWriteLock(file, driver);
    await holder.locked;
    // With a busy timeout this long, a read that needed the lock would still be waiting when the test times out.
    const store = new SqliteStore(file, { driver, readOnly: true, busyTimeoutMs: 600_000 });
    try {
      const [runs, records, steps] = await Promise.all([store.listRuns(), store.listRunRecords(), store.listSteps("d-1")]);
      const dropped = store.droppedNodeCount();
      // The lock is still held: the child commits only when told, after these reads answered.
      expect(holder.process.connected).toBe(true);
      expect(runs.map((r) => r.root.name)).toEqual(["kept"]);
      expect(records.map((r) => r.id)).toEqual(["d-1"]);
      expect(steps.map((s) => s.stepId)).toEqual(["s-1"]);
      expect(dropped).toBe(0);
      await holder.commit();
      // Live: what the other process committed is read next.
      expect((await store.listRunRecords()).map((r) => r.id).sort()).toEqual(["d-1", "held-by-child"]);
    } finally {
      await store.close();
    }
  });

  it("reads a file whose -wal a crashed writer left, in a read-only directory; without its -shm, says why it cannot", async () => {
    const file = tempDbPath();
    await writeSampleStore(file, driver);
    const holder = holdWriteLock(file, driver);
    await holder.locked;
    await holder.crash();
    expect(listing(path.dirname(file))).toEqual(["agentic.db", "agentic.db-shm", "agentic.db-wal"]);
    let restore = makeReadOnly(file);
    try {
      // The committed row is in the -wal only.
      const store = new SqliteStore(file, { driver, readOnly: true });
      expect((await store.listRunRecords()).map((r) => r.id).sort()).toEqual(["d-1", "held-by-child"]);
      await store.close();
      const report = await openAsUnprivileged(file, driver);
      expect(report.read).toEqual(expect.objectContaining({ readOnly: true, records: ["d-1", "held-by-child"] }));

      restore();
      fs.rmSync(`${file}-shm`);
      restore = makeReadOnly(file);
      const without = await openAsUnprivileged(file, driver);
      expect(without.read).toEqual({
        error: expect.objectContaining({
          code: expect.stringMatching(/^SQLITE_(CANTOPEN|READONLY)/),
          message: expect.stringMatching(new RegExp(`^SqliteStore: cannot read ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} read-only: .*-wal\\) holds writes not yet in the file, .*-shm\\), which is missing and cannot be created`)),
        }),
      });
      expect(listing(path.dirname(file))).toEqual(["agentic.db", "agentic.db-wal"]);
    } finally {
      restore();
    }
  });

  it("never creates a store: a missing file is an error, and so is an in-memory one", () => {
    const file = tempDbPath();
    expect(() => new SqliteStore(file, { driver, readOnly: true })).toThrow(`SqliteStore: no store at ${file} (a read-only store never creates one).`);
    expect(fs.existsSync(file)).toBe(false);
    expect(() => new SqliteStore(":memory:", { driver, readOnly: true })).toThrow(/needs a file/);
  });
});
