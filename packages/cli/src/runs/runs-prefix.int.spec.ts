import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { agenticFunction, decision, Runs, type RunRecord } from "@agentic-ts/core";
import { SqliteStore } from "@agentic-ts/sqlite";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { runAgentic } from "../../__fixtures__/capture-io";

jest.setTimeout(60_000);

const ship = agenticFunction((parcel: string) => ({ shipped: parcel }), { name: "ship", params: { parcel: "The parcel" }, approval: true });
class Dock {
  send(parcel: string) {
    return decision.make(`Parcel ${parcel}: ship it?`, { ship, hold: "held" });
  }
}

let dir: string;
let db: string;
let runs: RunRecord[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-runs-prefix-"));
  db = path.join(dir, "agentic.db");
  const store = new SqliteStore(db);
  const started = new Runs({ store, runtime: new ScriptedRuntime('{"call": "ship", "args": {"parcel": "P-1"}}'), agents: [Dock] });
  runs = [];
  for (const id of ["run-aaaa-1", "run-aaaa-2", "run-bbbb-1"]) runs.push(await started.start(Dock, "send", ["P-1"], { id }));
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const agentic = (...argv: string[]) => runAgentic(dir, argv);

describe("a run id on the command line", () => {
  it("may be an unambiguous prefix, as runs list shows ids cut short, for show and for a verdict", async () => {
    const shown = await agentic("runs", "show", "run-b", "--db", db);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain("run-bbbb-1");
    const hash = runs[2]!.pending!.requestHash;
    const approved = await agentic("runs", "approve", "run-bb", "--request", hash.slice(0, 8), "--db", db, "--by", "ops");
    expect(approved).toMatchObject({ code: 0, err: "" });
    expect(approved.out).toContain("on run run-bbbb-1 as ops");
  });

  it("refuses an ambiguous prefix, naming the candidates, and an unknown one, as usage errors that record nothing", async () => {
    const ambiguous = await agentic("runs", "approve", "run-aaaa", "--request", runs[0]!.pending!.requestHash, "--db", db);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.err).toContain('"run-aaaa" matches 2 runs: ');
    expect(ambiguous.err).toContain("run-aaaa-1");
    const unknown = await agentic("runs", "show", "zzz", "--db", db);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('no run "zzz" in the store');
    const store = new SqliteStore(db, { readOnly: true });
    try {
      expect((await store.getRunRecord("run-aaaa-1"))?.status).toBe("suspended");
      expect((await store.getRunRecord("run-aaaa-2"))?.status).toBe("suspended");
    } finally {
      await store.close();
    }
  });
});
