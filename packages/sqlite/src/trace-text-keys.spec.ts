import "reflect-metadata";
import { agenticFunction, decision } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { tempDbPath } from "./__fixtures__/temp-db";
import { migrate } from "./migrate";
import { openDatabase } from "./open-database";
import { SCHEMA_MIGRATIONS } from "./schema";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver } from "./__fixtures__/each-driver";

const RUN = "0190aaaa-0000-7000-8000-000000000003";
const MENU = `Options:\n\n${"refund(orderId: string)\nIssue a refund.\n".repeat(3)}`;

/** A file at schema version 3 whose decision and model call refer to their menu by `trace_texts` row id. */
function versionThreeFile(): string {
  const path = tempDbPath();
  const db = openDatabase(path);
  migrate(db, SCHEMA_MIGRATIONS.filter((m) => m.version <= 3));
  db.prepare("INSERT INTO trace_texts (id, text, used_at) VALUES (7, ?, 1000)").run(MENU);
  const states = [
    [1, null, "decision", "decision.make", 1000, 1100, 100, "ok", { menu: "" }, null, { menu: 7 }],
    [2, 1, "model_call", "m", 1010, 1090, 80, "ok", { prompt: "Pick.\n\n" }, null, { prompt: [7, 7] }],
  ];
  db.prepare("INSERT INTO trace_batches (seq, last_seq, run_id, pid, nodes) VALUES (1, 2, ?, 42, ?)").run(RUN, JSON.stringify(states));
  db.prepare("UPDATE trace_seq SET seq = 2 WHERE id = 1").run();
  db.prepare("INSERT INTO trace_runs (run_id, pid, root_id, root_kind, root_name, status, started_at, ended_at, duration_ms, nodes, decisions, model_calls) VALUES (?, 42, 1, 'decision', 'decision.make', 'ok', 1000, 1100, 100, 2, 1, 1)").run(RUN);
  db.close();
  return path;
}

describeEachDriver("schema version 4: trace text keys", (driver) => {
  it("reads a version 3 file's menus by row id, and stores new ones under their key", async () => {
    const path = versionThreeFile();
    const store = new SqliteStore(path, { driver });
    try {
      const old = await store.getRun(RUN);
      expect(old?.nodes.map((n) => n.data.menu ?? n.data.prompt)).toEqual([MENU, `Pick.\n\n${MENU}`]);
      const runtime = new ScriptedRuntime('{"call": "refund", "args": {"orderId": "A-1"}}', { store });
      const refund = agenticFunction((orderId: string) => orderId, { name: "refund", description: "Issue a refund.", params: { orderId: String } });
      for (let i = 0; i < 3; i++) await decision.make("Pick.", { refund, close: "CLOSED" }, { runtime });
      await store.flush();
      const runs = await store.listRuns();
      const decisions = await Promise.all(runs.filter((r) => r.runId !== RUN).map((r) => store.getRun(r.runId)));
      const menus = new Set(decisions.map((r) => r?.nodes.find((n) => n.kind === "decision")?.data.menu));
      expect(menus.size).toBe(1);
      expect([...menus][0]).toMatch(/^Options:[\s\S]*refund\(orderId: string\)/);
    } finally {
      await store.close();
    }
    const raw = openDatabase(path, { readOnly: true, driver });
    // The old text keeps its id and no key; the new menu and its recorded options are stored once each,
    // under 22-character keys.
    expect(raw.prepare("SELECT id, key IS NULL AS keyless FROM trace_texts ORDER BY id").all()).toEqual([
      { id: 7, keyless: 1 },
      { id: 8, keyless: 0 },
      { id: 9, keyless: 0 },
    ]);
    expect(raw.prepare("SELECT length(key) FROM trace_texts WHERE id >= 8").all()).toEqual([{ "length(key)": 22 }, { "length(key)": 22 }]);
    raw.close();
  });
});
