import { spawn } from "node:child_process";
import * as path from "node:path";
import type { StoredTraceNode } from "@agentic-ts/core";
import { openDatabase } from "./open-database";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver, driverEnv } from "./__fixtures__/each-driver";
import type { SqliteDriverName } from "./sqlite-driver-name";

// The children load the compiled package (packages/sqlite/dist): this test needs the build that
// `npm test` runs first (while developing: `npx tsc -b packages/sqlite`).
const CHILD = path.join(__dirname, "__fixtures__", "write-runs.child.js");
const RUNS = 150;

/** Starts a writer; `ready` resolves once it has opened the store, `done` with its run ids after `go()`. */
function writer(db: string, label: string, driver: SqliteDriverName): { ready: Promise<void>; go: () => void; done: Promise<string[]> } {
  const child = spawn(process.execPath, [CHILD, db, label, String(RUNS)], { env: driverEnv(driver) });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  const ready = new Promise<void>((resolve) =>
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
      if (stderr.includes("ready\n")) resolve();
    }),
  );
  const done = new Promise<string[]>((resolve, reject) =>
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(stdout) as string[]) : reject(new Error(`${label} failed: ${stderr}`)))),
  );
  return { ready, go: () => child.stdin.end("go\n"), done };
}

describeEachDriver("SqliteStore shared by several processes", (driver) => {
  it("keeps every node of two processes writing one file at the same time", async () => {
    const db = tempDbPath();
    const writers = [writer(db, "a", driver), writer(db, "b", driver)];
    await Promise.race([Promise.all(writers.map((w) => w.ready)), Promise.all(writers.map((w) => w.done))]);
    for (const w of writers) w.go();
    const [a, b] = await Promise.all(writers.map((w) => w.done));
    const store = new SqliteStore(db, { driver });
    const nodes: StoredTraceNode[] = [];
    try {
      const runs = await store.listRuns();
      expect(runs).toHaveLength(2 * RUNS);
      expect(new Set(runs.map((r) => r.runId))).toEqual(new Set([...a, ...b]));
      expect(runs.every((r) => r.status === "ok" && r.nodes === 5 && r.modelCalls === 4 && r.tokens.total === 12)).toBe(true);
      const one = await store.getRun(b[RUNS - 1]);
      expect(one?.nodes.map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
      expect(one?.summary.root.name).toBe(`b-${RUNS - 1}`);
      for (const run of runs) nodes.push(...((await store.getRun(run.runId))?.nodes ?? []));
    } finally {
      await store.close();
    }
    // Every node's latest write has its own seq, whichever process took it.
    expect(nodes).toHaveLength(2 * RUNS * 5);
    expect(new Set(nodes.map((n) => n.seq)).size).toBe(2 * RUNS * 5);
    expect(new Set(nodes.map((n) => n.pid)).size).toBe(2);
    const raw = openDatabase(db, { readOnly: true, driver });
    const seqs = raw.prepare("SELECT seq, last_seq FROM trace_batches ORDER BY seq").all() as Array<{ seq: number; last_seq: number }>;
    raw.close();
    // The batches of both processes take disjoint seq ranges.
    seqs.forEach((r, i) => i > 0 && expect(r.seq).toBeGreaterThan(seqs[i - 1].last_seq));
  });

  it("stores, exactly once each, the batches in flight on the write thread and the ones still buffered when the process exits", async () => {
    const db = tempDbPath();
    const runs = 300;
    const child = spawn(process.execPath, [path.join(__dirname, "__fixtures__", "exit-midway.child.js"), db, String(runs)], { env: driverEnv(driver) });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: "writer: thread\n" });
    const raw = openDatabase(db, { readOnly: true, driver });
    const stored = raw.prepare("SELECT count(*) AS runs, sum(nodes) AS nodes FROM trace_runs").get();
    const states = raw.prepare("SELECT sum(json_array_length(nodes)) FROM trace_batches").value();
    raw.close();
    expect(stored).toEqual({ runs: 2 * runs, nodes: 2 * runs * 3 });
    expect(states).toBe(2 * runs * 3);
  });
});
