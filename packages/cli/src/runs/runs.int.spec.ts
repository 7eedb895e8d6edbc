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
let long: RunRecord;

// The model orders the arguments: the one that matters comes after 500 characters of padding.
const MEMO = `Routine payment. ${"Nothing to see here. ".repeat(24)}`;
const longReply = JSON.stringify({ call: "pay", args: { invoice: MEMO, cents: 987_654_321 } });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-runs-cli-"));
  db = path.join(dir, "agentic.db");
  const store = new SqliteStore(db);
  const runs = new Runs({ store, runtime: model(), agents: [Payables] });
  suspended = [await runs.start(Payables, "settle", ["I-1"]), await runs.start(Payables, "settle", ["I-2"])];
  const other = new Runs({ store, runtime: new ScriptedRuntime(longReply), agents: [Payables] });
  long = await other.start(Payables, "settle", ["I-3"], { context: { customerId: "C-secret-42" } });
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const agentic = (...argv: string[]) => runAgentic(dir, argv);

describe("agentic runs", () => {
  it("lists the suspended runs with a summary of the call they wait for and why, and says it is abbreviated", async () => {
    const { code, out } = await agentic("runs", "list", "--db", db, "--status", "suspended");
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^RUN +CREATED +METHOD +STATUS +WAITING FOR$/);
    expect(lines).toHaveLength(6);
    const short = lines.slice(1, 4).filter((l) => !l.startsWith(long.id));
    expect(short.every((l) => /Payables\.settle +⏸ suspended +pay \{"invoice":"I-\d","cents":500\} — Large payment\.$/.test(l))).toBe(true);
    // A long request is cut where the column ends, and says so: the amount after the memo is not shown.
    const cut = lines.find((l) => l.startsWith(long.id))!;
    expect(cut).toMatch(/pay \{"invoice":"Routine payment\. Nothing to see here\.[^…]+… \(\+\d+ characters\) — Large payment\.$/);
    expect(cut).not.toContain("987654321");
    expect(lines.slice(4)).toEqual(["", "WAITING FOR is abbreviated (long values are cut, and say so); `agentic runs show <id>` prints the whole request and its hash."]);
    expect(out).not.toContain("C-secret-42");
  });

  it("shows the pending request in full: option, function, reason, every argument as pretty JSON, and its hash; the context only with --context", async () => {
    const { code, out } = await agentic("runs", "show", long.id, "--db", db);
    expect(code).toBe(0);
    const lines = out.split("\n");
    const at = lines.indexOf("  waiting for approval of this request:");
    expect(lines.slice(at + 1, at + 11)).toEqual([
      `    request:   ${long.pending!.requestHash}`,
      "    option:    pay",
      "    function:  pay",
      "    chosen as: a decision's pick",
      "    reason:    Large payment.",
      `    step:      ${long.pending!.stepId}`,
      "    arguments:",
      "      {",
      `        "invoice": ${JSON.stringify(MEMO)},`,
      '        "cents": 987654321',
    ]);
    expect(lines[at + 11]).toBe("      }");
    expect(long.pending!.requestHash).toMatch(/^[0-9a-f]{32}$/);
    expect(out).toContain(`  context: hidden; \`agentic runs show ${long.id} --context\` prints it.`);
    expect(out).not.toContain("C-secret-42");
    expect(JSON.parse((await agentic("runs", "show", long.id, "--db", db, "--json")).out).run.context).toBeUndefined();

    const withContext = await agentic("runs", "show", long.id, "--db", db, "--context");
    expect(withContext.out).toContain('  context:\n    {\n      "customerId": "C-secret-42"\n    }');
    expect(withContext.out).not.toContain("hidden");
    expect(JSON.parse((await agentic("runs", "show", long.id, "--db", db, "--json", "--context")).out).run.context).toEqual({ customerId: "C-secret-42" });
    expect(JSON.parse((await agentic("runs", "list", "--db", db, "--json")).out).some((r: RunRecord) => r.context !== undefined)).toBe(false);
  });

  it("approves and declines the request named by its hash, records who, the note and the hash, and a worker's recover() finishes both", async () => {
    const [one, two] = suspended;
    const hashOf = async (id: string) => /^ {4}request: {3}([0-9a-f]{32})$/m.exec((await agentic("runs", "show", id, "--db", db)).out)![1];
    const [h1, h2] = [await hashOf(one.id), await hashOf(two.id)];
    expect([h1, h2]).toEqual([one.pending!.requestHash, two.pending!.requestHash]);
    const approved = await agentic("runs", "approve", one.id, "--request", h1.slice(0, 8), "--db", db, "--by", "alice", "--note", "checked");
    expect(approved).toMatchObject({ code: 0, err: "" });
    expect(approved.out).toContain(`Approved pay({"invoice":"I-1","cents":500}) on run ${one.id} as alice (request ${h1}).`);
    expect((await agentic("runs", "decline", two.id, "--request", h2.toUpperCase(), "--db", db, "--by", "bob", "--note", "duplicate invoice")).code).toBe(0);
    const again = await agentic("runs", "approve", one.id, "--request", h1, "--db", db);
    expect(again.code).toBe(1);
    expect(again.err).toContain("not suspended");

    const store = new SqliteStore(db);
    const runtime = model();
    try {
      expect((await store.getRunRecord(one.id))!.approvals.map((a) => [a.approved, a.by, a.note, a.requestHash])).toEqual([[true, "alice", "checked", h1]]);
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
    expect(shown.out).toContain(`declined by bob at ${/declined by bob at (\S+):/.exec(shown.out)![1]}: pay({"invoice":"I-2","cents":500}) (request ${h2.slice(0, 12)}) — "duplicate invoice"`);
    expect(shown.out).toContain('result: "held"');
    expect(shown.out).toMatch(new RegExp(`${two.id}:0  model_call  +model`));
  });

  it("answers a missing run, a missing store and a bad status as usage errors", async () => {
    expect((await agentic("runs", "show", "nope", "--db", db)).code).toBe(2);
    expect((await agentic("runs", "list", "--db", path.join(dir, "missing.db"))).code).toBe(2);
    expect((await agentic("runs", "list", "--db", db, "--status", "odd")).code).toBe(2);
    expect((await agentic("runs", "frob")).code).toBe(2);
  });

  it("documents in --help how approve and decline name the request", async () => {
    for (const verb of ["approve", "decline"]) {
      const { code, out } = await agentic("runs", verb, "--help");
      expect(code).toBe(0);
      expect(out).toMatch(new RegExp(`^Usage: agentic runs ${verb} <id> \\(--request HASH \\| on a terminal\\)`));
      expect(out).toContain("--request <hash>  The first 8 or more hex digits of the request's hash");
      expect(out).toContain(`${verb === "approve" ? "Approve" : "Decline"} this request? [y/N]`);
    }
    expect((await agentic("runs", "--help")).out).toContain("approve <id>              Approve the request a suspended run waits for, named with --request HASH");
  });
});
