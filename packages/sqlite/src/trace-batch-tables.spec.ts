import { Trace } from "@agentic-ts/core";
import { tempDbPath } from "./__fixtures__/temp-db";
import { migrate } from "./migrate";
import { openDatabase } from "./open-database";
import { RUN_TABLES } from "./run-tables";
import { SqliteStore } from "./sqlite-store";
import { TRACE_TABLES } from "./trace-tables";
import { describeEachDriver } from "./__fixtures__/each-driver";

const RUN = "0190aaaa-0000-7000-8000-000000000001";
const OPEN = "0190aaaa-0000-7000-8000-000000000002";

/** A file at schema version 2 holding a finished run (a decision and its model call) and a running one, as the per-node writer left them. */
function versionTwoFile(): string {
  const path = tempDbPath();
  const db = openDatabase(path);
  migrate(db, [TRACE_TABLES, RUN_TABLES]);
  const run = db.prepare("INSERT INTO trace_runs VALUES (?, 42, ?, ?, ?, ?, ?, ?, ?)");
  run.run(RUN, 1, "decision", "decision.make", "error", 1000, 1100, 100);
  run.run(OPEN, 1, "exec", "still going", "running", 2000, null, null);
  const node = db.prepare(
    "INSERT INTO trace_nodes (seq, run_id, node_id, parent_id, kind, name, status, started_at, ended_at, duration_ms, pid, input_tokens, output_tokens, bytes, data, error) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 42, ?, ?, 10, ?, ?)",
  );
  node.run(3, RUN, 1, null, "decision", "decision.make", "error", 1000, 1100, 100, 0, 0, '{"options":["a","b"]}', '{"name":"Error","message":"boom"}');
  node.run(5, RUN, 2, 1, "model_call", "m", "ok", 1010, 1090, 80.5, 10, 3, '{"usage":{"inputTokens":10,"outputTokens":3},"reply":"hi"}', null);
  node.run(6, OPEN, 1, null, "exec", "still going", "running", 2000, null, null, 0, 0, "{}", null);
  // A row deleted since: AUTOINCREMENT never gives its seq again, nor may the new schema.
  node.run(9, OPEN, 2, 1, "model_call", "gone", "ok", 2001, 2002, 1, 0, 0, "{}", null);
  db.prepare("DELETE FROM trace_nodes WHERE seq = 9").run();
  db.close();
  return path;
}

describeEachDriver("schema version 3: trace node batches", (driver) => {
  it("opens a version 2 file: its runs, summaries and nodes read as before, new writes get later seqs", async () => {
    const store = new SqliteStore(versionTwoFile(), { driver });
    try {
      const runs = await store.listRuns();
      expect(runs.map((r) => [r.root.name, r.status, r.nodes, r.decisions, r.modelCalls, r.tokens.total])).toEqual([
        ["still going", "running", 1, 0, 0, 0],
        ["decision.make", "error", 2, 1, 1, 13],
      ]);
      const run = await store.getRun(RUN);
      expect(run?.nodes).toEqual([
        { id: 1, kind: "decision", name: "decision.make", status: "error", startedAt: 1000, endedAt: 1100, durationMs: 100, data: { options: ["a", "b"] }, error: { name: "Error", message: "boom" }, runId: RUN, seq: 3, pid: 42 },
        { id: 2, parentId: 1, kind: "model_call", name: "m", status: "ok", startedAt: 1010, endedAt: 1090, durationMs: 80.5, data: { usage: { inputTokens: 10, outputTokens: 3 }, reply: "hi" }, runId: RUN, seq: 5, pid: 42 },
      ]);
      expect((await store.nodesSince(RUN, 3)).map((n) => n.id)).toEqual([2]);
      const trace = new Trace({ store });
      trace.end(trace.start("exec", "after the upgrade"));
      const [latest] = await store.listRuns({ limit: 1 });
      const fresh = await store.getRun(latest.runId);
      expect(fresh?.nodes[0].seq).toBeGreaterThan(9);
    } finally {
      await store.close();
    }
  });

  it("enforces maxBytes on migrated runs from their stored size", async () => {
    const store = new SqliteStore(versionTwoFile(), { driver, retention: { maxBytes: 150 } });
    try {
      // About 220 bytes for the finished run (two nodes, older), 60 for the running one: only the latter fits.
      expect((await store.listRuns()).map((r) => r.runId)).toEqual([OPEN]);
    } finally {
      await store.close();
    }
  });
});
