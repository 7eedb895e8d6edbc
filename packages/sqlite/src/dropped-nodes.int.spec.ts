import type { StoredTraceNode } from "@agentic-ts/core";
import { openDatabase } from "./open-database";
import type { SqliteConnection } from "./sqlite-connection";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver } from "./__fixtures__/each-driver";

// The write thread loads the compiled package (dist/): this test needs the build that `npm test` runs
// first (while developing: `npx tsc -b packages/sqlite`).

/** A finished node `id` of run `runId`, with `bytes` of data. */
const node = (runId: string, id: number, bytes = 10): StoredTraceNode => ({
  runId, id, seq: 0, pid: process.pid, kind: id === 1 ? "exec" : "model_call", name: `${runId}-${id}`, status: "ok",
  startedAt: Date.now(), endedAt: Date.now(), durationMs: 0, ...(id === 1 ? {} : { parentId: 1 }), data: { text: "x".repeat(bytes) },
});

/** The count of dropped nodes stored in the file, read by a connection of its own (undefined: none stored yet). */
function storedCount(file: string): number | undefined {
  const raw = openDatabase(file, { readOnly: true });
  try {
    return raw.prepare("SELECT value FROM store_meta WHERE key = 'dropped_nodes'").value() as number | undefined;
  } finally {
    raw.close();
  }
}

/** Makes every later trace write to `file` fail, by any connection; returns what undoes it. */
function failTraceWrites(file: string): () => void {
  const raw = openDatabase(file);
  raw.exec("CREATE TRIGGER fail_batches BEFORE INSERT ON trace_batches BEGIN SELECT RAISE(ABORT, 'injected write failure'); END");
  return () => {
    raw.exec("DROP TRIGGER fail_batches");
    raw.close();
  };
}

const failure = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error);

/** The count a later process reads, through a read-only store. */
async function countReadLater(file: string): Promise<number> {
  const reader = new SqliteStore(file, { readOnly: true });
  try {
    return reader.droppedNodeCount();
  } finally {
    await reader.close();
  }
}

describeEachDriver("SqliteStore counting the trace nodes it dropped", (driver) => {
  it("counts the nodes of a failed write, and stores the count with the next write that succeeds, for later processes to read", async () => {
    const file = tempDbPath();
    const errors: unknown[] = [];
    const store = new SqliteStore(file, { driver, onError: (e) => errors.push(e) });
    try {
      store.writeNode(node("kept", 1));
      await store.flush();
      expect(store.writer).toBe("thread");
      const heal = failTraceWrites(file);
      for (const id of [1, 2, 3]) store.writeNode(node("lost", id));
      expect(await failure(store.flush())).toEqual(expect.objectContaining({ message: expect.stringMatching(/injected write failure/) }));
      expect(errors).toHaveLength(1);
      expect(store.droppedNodeCount()).toBe(3);
      // Not written on its own when the write failed (on a full disk that would fail as well).
      expect(storedCount(file)).toBeUndefined();

      heal();
      store.writeNode(node("after", 1));
      await store.flush();
      expect(storedCount(file)).toBe(3);
      expect(store.droppedNodeCount()).toBe(3);
      expect(await countReadLater(file)).toBe(3);
      expect((await store.listRuns()).map((r) => r.root.name).sort()).toEqual(["after-1", "kept-1"]);
    } finally {
      await store.close();
    }
    expect(await countReadLater(file)).toBe(3);
  });

  it("stores the count at close when no later write carried it, and adds up over processes", async () => {
    const file = tempDbPath();
    for (const round of [1, 2]) {
      const store = new SqliteStore(file, { driver, onError: () => undefined });
      const heal = failTraceWrites(file);
      for (const id of [1, 2]) store.writeNode(node(`lost-${round}`, id));
      await failure(store.flush());
      heal();
      await store.close();
      expect(storedCount(file)).toBe(2 * round);
    }
    expect(await countReadLater(file)).toBe(4);
  });

  it("counts nodes lost to a real SQLITE_FULL (the file may not grow), and stores the count once there is room again", async () => {
    const file = tempDbPath();
    const errors: unknown[] = [];
    const store = new SqliteStore(file, { driver, writeThread: false, onError: (e) => errors.push(e) });
    try {
      store.writeNode(node("kept", 1));
      await store.flush();
      // The connection that writes (this thread's, with writeThread: false) may not add a page to the file.
      const db = (store as unknown as { connection: { db: SqliteConnection } }).connection.db;
      const pages = db.pragma("page_count") as number;
      db.exec(`PRAGMA max_page_count = ${pages}`);
      for (const id of [1, 2, 3, 4]) store.writeNode(node("too-big", id, 500_000));
      const full = await failure(store.flush());
      expect(full).toEqual(expect.objectContaining({ code: "SQLITE_FULL" }));
      expect(errors).toEqual([full]);
      expect(store.droppedNodeCount()).toBe(4);

      db.exec(`PRAGMA max_page_count = ${pages * 1000}`);
      store.writeNode(node("fits", 1));
      await store.flush();
      expect(storedCount(file)).toBe(4);
    } finally {
      await store.close();
    }
    expect(await countReadLater(file)).toBe(4);
  });
});
