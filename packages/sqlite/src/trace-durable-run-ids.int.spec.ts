import "reflect-metadata";
import { agenticFunction, decision, Runs } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { tempDbPath } from "./__fixtures__/temp-db";
import { migrate } from "./migrate";
import { openDatabase } from "./open-database";
import { SCHEMA_MIGRATIONS } from "./schema";
import { SqliteStore } from "./sqlite-store";
import type { SqliteDriverName } from "./sqlite-driver-name";
import { describeEachDriver } from "./__fixtures__/each-driver";

/** An agent whose method asks once and ships only with a person's approval. */
const ship = agenticFunction((parcel: string) => ({ shipped: parcel }), { name: "ship", params: { parcel: "The parcel" }, approval: true });
class Dock {
  send(parcel: string) {
    return decision.make(`Parcel ${parcel}: ship it?`, { ship, hold: "held" });
  }
}

const OLD_RUN = "0190aaaa-0000-7000-8000-000000000001";

/** A file at schema version 5 (before durable run ids) holding one finished trace run. */
function versionFiveFile(driver: SqliteDriverName): string {
  const path = tempDbPath();
  const db = openDatabase(path, { driver });
  migrate(db, SCHEMA_MIGRATIONS.filter((m) => m.version <= 5));
  db.prepare(
    "INSERT INTO trace_runs (run_id, pid, root_id, root_kind, root_name, status, started_at, ended_at, duration_ms, nodes, decisions, model_calls, input_tokens, output_tokens, bytes) " +
      "VALUES (?, 42, 1, 'decision', 'decision.make', 'ok', 1000, 1100, 100, 1, 1, 0, 0, 0, 60)",
  ).run(OLD_RUN);
  db.prepare("INSERT INTO trace_batches (seq, last_seq, run_id, pid, nodes) VALUES (1, 1, ?, 42, ?)").run(
    OLD_RUN,
    JSON.stringify([[1, null, "decision", "decision.make", 1000, 1100, 100, "ok", { chosen: "hold" }, null]]),
  );
  db.prepare("UPDATE trace_seq SET seq = 1 WHERE id = 1").run();
  db.close();
  return path;
}

describeEachDriver("SqliteStore: the durable run of each trace run", (driver) => {
  it("is stored with every trace run of a durable run (start, and resume from another store on the file), and listed by it", async () => {
    const file = tempDbPath();
    const first = new SqliteStore(file, { driver });
    const started = await new Runs({ store: first, runtime: new ScriptedRuntime('{"call": "ship", "args": {"parcel": "P-1"}}', { store: first }), agents: [Dock] })
      .start(Dock, "send", ["P-1"], { id: "run-7" });
    expect(started.status).toBe("suspended");
    await decision.make("Outside any run.", { close: "closed" }, { runtime: new ScriptedRuntime('{"call": "close"}', { store: first }) });
    await first.close();

    const second = new SqliteStore(file, { driver });
    const runs = new Runs({ store: second, runtime: new ScriptedRuntime([], { store: second }), agents: [Dock] });
    const done = await runs.resume("run-7", { approved: true, by: "ops", requestHash: started.pending!.requestHash });
    expect(done.result).toEqual({ shipped: "P-1" });

    const traceRuns = await runs.traceRuns("run-7");
    expect(traceRuns.map((t) => [t.durableRunId, t.status])).toEqual([
      ["run-7", "suspended"],
      ["run-7", "ok"],
    ]);
    const all = await second.listRuns();
    expect(all).toHaveLength(3);
    expect(all.filter((t) => t.durableRunId === undefined).map((t) => t.root.name)).toEqual(["decision.make"]);
    for (const t of traceRuns) {
      const run = await second.getRun(t.runId);
      expect(run!.summary.durableRunId).toBe("run-7");
      expect(run!.nodes.every((n) => n.durableRunId === "run-7")).toBe(true);
      expect((await second.nodesSince(t.runId, 0)).every((n) => n.durableRunId === "run-7")).toBe(true);
    }
    await second.close();

    const reader = new SqliteStore(file, { driver, readOnly: true });
    await expect(reader.listRuns({ durableRunId: "run-7", limit: 1 })).resolves.toEqual([expect.objectContaining({ runId: traceRuns[1]!.runId })]);
    await expect(reader.listRuns({ durableRunId: "run-8" })).resolves.toEqual([]);
    await reader.close();
  });

  it("migrates a file written before it: old trace runs have none, new ones are stored with theirs, found by the index", async () => {
    const file = versionFiveFile(driver);
    const store = new SqliteStore(file, { driver });
    try {
      const [old] = await store.listRuns();
      expect(old).toMatchObject({ runId: OLD_RUN, root: { name: "decision.make" } });
      expect(old).not.toHaveProperty("durableRunId");
      expect((await store.getRun(OLD_RUN))!.nodes).toEqual([expect.objectContaining({ id: 1, data: { chosen: "hold" } })]);

      const runs = new Runs({ store, runtime: new ScriptedRuntime('{"call": "hold"}', { store }), agents: [Dock] });
      await runs.start(Dock, "send", ["P-2"], { id: "run-after" });
      await expect(runs.traceRuns("run-after")).resolves.toEqual([expect.objectContaining({ durableRunId: "run-after", status: "ok" })]);
    } finally {
      await store.close();
    }
    const db = openDatabase(file, { driver, readOnly: true });
    try {
      expect(db.prepare("SELECT max(version) AS v FROM schema_version").get()).toEqual({ v: 6 });
      const plan = db.prepare("EXPLAIN QUERY PLAN SELECT run_id FROM trace_runs WHERE durable_run_id = ? ORDER BY started_at DESC").all("run-after");
      expect(JSON.stringify(plan)).toContain("trace_runs_by_durable_run");
    } finally {
      db.close();
    }
  });
});
