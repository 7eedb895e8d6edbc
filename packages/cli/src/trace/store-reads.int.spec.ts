import { createHash } from "node:crypto";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RunRecord, StoredTraceNode } from "@agentic-ts/core";
import { openDatabase, SqliteStore } from "@agentic-ts/sqlite";
import { runAgentic } from "../../__fixtures__/capture-io";
import { recordSampleRuns } from "../../__fixtures__/trace/record-runs";
import { openTraceStore } from "./open-trace-store";

jest.setTimeout(60_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-store-reads-"));
});
afterEach(() => {
  chmodSync(dir, 0o700);
  rmSync(dir, { recursive: true, force: true });
});

const record = (id: string): RunRecord => {
  const at = new Date().toISOString();
  return { id, agent: "Desk", method: "triage", args: ["A-1"], status: "completed", result: "done", approvals: [], executions: 1, version: 2, createdAt: at, updatedAt: at };
};

/** A store in `dir` with the two sample trace runs and one durable run "d-1"; returns its file and the trace run ids. */
async function sampleStore(): Promise<{ db: string; runs: { refunded: string; failed: string } }> {
  const db = path.join(dir, "agentic.db");
  const store = new SqliteStore(db);
  const runs = await recordSampleRuns(store);
  await store.insertRunRecord(record("d-1"));
  await store.close();
  return { db, runs };
}

/** Each file in `dir` with its mode and a hash of its bytes. */
const dirState = (): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => {
        const file = path.join(dir, name);
        return [name, `${(statSync(file).mode & 0o777).toString(8)} ${createHash("sha256").update(readFileSync(file)).digest("hex")}`];
      }),
  );

describe("agentic trace and runs read commands", () => {
  it("open the store read-only: each works on a read-only file in a read-only directory and leaves it as it was", async () => {
    const { db, runs } = await sampleStore();
    const out = mkdtempSync(path.join(tmpdir(), "agentic-store-reads-out-"));
    chmodSync(db, 0o444);
    chmodSync(dir, 0o555);
    try {
      const before = dirState();
      for (const argv of [
        ["trace", "list"],
        ["trace", "show", runs.refunded],
        ["trace", "export", runs.failed, "--html", path.join(out, "run.html")],
        ["runs", "list"],
        ["runs", "show", "d-1"],
      ]) {
        const result = await runAgentic(out, [...argv, "--db", db]);
        expect({ argv, code: result.code, err: result.err }).toEqual({ argv, code: 0, err: "" });
      }
      // `trace serve` reads through the same opening.
      const served = openTraceStore(db) as SqliteStore;
      expect(served.readOnly).toBe(true);
      await served.close();
      expect(dirState()).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("answer at once while another connection holds the store's write lock (trace list, runs list)", async () => {
    const { db } = await sampleStore();
    // A connection of its own, on the binding this Node has (node:sqlite, or better-sqlite3 on Node 20).
    const holder = openDatabase(db, { busyTimeoutMs: 0 });
    holder.exec("BEGIN IMMEDIATE");
    holder.prepare("INSERT INTO durable_runs (id, agent, method, status, version, created_at, updated_at, data) VALUES ('uncommitted', 'A', 'm', 'running', 1, 'x', 'x', '{}')").run();
    try {
      const traces = await runAgentic(dir, ["trace", "list", "--db", db]);
      const durable = await runAgentic(dir, ["runs", "list", "--json", "--db", db]);
      // Both answered with the lock still held: it is released only below (a ROLLBACK with no open
      // transaction would throw).
      expect(traces).toEqual(expect.objectContaining({ code: 0, err: "" }));
      expect(traces.out.split("\n")).toHaveLength(3);
      expect(durable.code).toBe(0);
      expect((JSON.parse(durable.out) as RunRecord[]).map((r) => r.id)).toEqual(["d-1"]);
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
  });

  it("trace list says how many trace nodes were dropped, under the table (on stderr with --json)", async () => {
    const { db } = await sampleStore();
    const writer = new SqliteStore(db, { onError: () => undefined });
    const raw = openDatabase(db);
    raw.exec("CREATE TRIGGER fail_batches BEFORE INSERT ON trace_batches BEGIN SELECT RAISE(ABORT, 'disk full, say'); END");
    const base = { runId: "lost", seq: 0, pid: process.pid, status: "ok", startedAt: Date.now(), data: {} } as const;
    writer.writeNode({ ...base, id: 1, kind: "exec", name: "lost" } as StoredTraceNode);
    writer.writeNode({ ...base, id: 2, parentId: 1, kind: "model_call", name: "m" } as StoredTraceNode);
    await writer.flush().catch(() => undefined);
    raw.exec("DROP TRIGGER fail_batches");
    raw.close();
    await writer.close();

    const note = "2 trace nodes were dropped (write failures such as a full disk); the traces above may be incomplete.";
    const table = await runAgentic(dir, ["trace", "list", "--db", db]);
    expect(table.code).toBe(0);
    expect(table.out.split("\n")).toHaveLength(4);
    expect(table.out.split("\n").pop()).toBe(note);
    const json = await runAgentic(dir, ["trace", "list", "--json", "--db", db]);
    expect(JSON.parse(json.out)).toHaveLength(2);
    expect(json.err).toBe(note);
  });
});
