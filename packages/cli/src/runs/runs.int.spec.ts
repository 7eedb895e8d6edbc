import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { agenticFunction, decision, Runs, type RunRecord } from "@agentic-ts/core";
import { SqliteStore } from "@agentic-ts/sqlite";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { runAgentic } from "../../__fixtures__/capture-io";

jest.setTimeout(60_000);

const paid: string[] = [];
const pay = agenticFunction(
  (invoice: string, cents: number) => {
    paid.push(invoice);
    return { paid: invoice, cents };
  },
  { name: "pay", params: { invoice: "The invoice", cents: Number }, approval: (a: { cents: number }) => a.cents > 100 && "Large payment." },
);
class Payables {
  settle(invoice: string) {
    return decision.make(`Invoice ${invoice}: pay or hold?`, { pay, hold: "held" });
  }
}
const model = () =>
  new ScriptedRuntime((r) => (r.text.includes("declined") ? '{"call": "hold"}' : `{"call": "pay", "args": {"invoice": "${/Invoice (\S+):/.exec(r.text)?.[1]}", "cents": 500}}`));

let dir: string;
let db: string;
let suspended: RunRecord[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-runs-cli-"));
  db = path.join(dir, "agentic.db");
  const store = new SqliteStore(db);
  const runs = new Runs({ store, runtime: model(), agents: [Payables] });
  suspended = [await runs.start(Payables, "settle", ["I-1"]), await runs.start(Payables, "settle", ["I-2"])];
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const agentic = (...argv: string[]) => runAgentic(dir, argv);

describe("agentic runs", () => {
  it("lists the suspended runs with the call they wait for and why", async () => {
    const { code, out } = await agentic("runs", "list", "--db", db, "--status", "suspended");
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^RUN +CREATED +METHOD +STATUS +WAITING FOR$/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((l) => /Payables\.settle +⏸ suspended +pay \{"invoice":"I-\d","cents":500\} — Large payment\.$/.test(l))).toBe(true);
  });

  it("approves and declines from the command line, records who and the note, and a worker's recover() finishes both", async () => {
    const [one, two] = suspended;
    const approved = await agentic("runs", "approve", one.id, "--db", db, "--by", "alice", "--note", "checked");
    expect(approved).toMatchObject({ code: 0, err: "" });
    expect(approved.out).toContain(`Approved pay({"invoice":"I-1","cents":500}) on run ${one.id} as alice.`);
    expect((await agentic("runs", "decline", two.id, "--db", db, "--by", "bob", "--note", "duplicate invoice")).code).toBe(0);
    const again = await agentic("runs", "approve", one.id, "--db", db);
    expect(again.code).toBe(1);
    expect(again.err).toContain("not suspended");

    const store = new SqliteStore(db);
    const runtime = model();
    try {
      const finished = await new Runs({ store, runtime, agents: [Payables] }).recover();
      expect(finished.map((r) => [r.id, r.status, r.result]).sort()).toEqual(
        [[one.id, "completed", { paid: "I-1", cents: 500 }], [two.id, "completed", "held"]].sort(),
      );
      expect(runtime.requests).toHaveLength(1); // only the re-pick after the decline
      expect(paid).toEqual(["I-1"]);
    } finally {
      await store.close();
    }

    const shown = await agentic("runs", "show", two.id, "--db", db);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain("status: ✓ completed");
    expect(shown.out).toMatch(/declined by bob at \S+: pay\(\{"invoice":"I-2","cents":500\}\) — "duplicate invoice"/);
    expect(shown.out).toContain('result: "held"');
    expect(shown.out).toMatch(new RegExp(`${two.id}:0  model_call  +model`));
  });

  it("answers a missing run, a missing store and a bad status as usage errors", async () => {
    expect((await agentic("runs", "show", "nope", "--db", db)).code).toBe(2);
    expect((await agentic("runs", "list", "--db", path.join(dir, "missing.db"))).code).toBe(2);
    expect((await agentic("runs", "list", "--db", db, "--status", "odd")).code).toBe(2);
    expect((await agentic("runs", "frob")).code).toBe(2);
  });
});
