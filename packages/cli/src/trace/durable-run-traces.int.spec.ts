import "reflect-metadata";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { agenticFunction, decision, Runs, type TraceRunSummary } from "@agentic-ts/core";
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

// Durable run ids as a user may give them (Runs.start's `id`); trace run ids are UUIDv7 (019…).
const ONE = "5be0c1d2-one"; // suspended, then resumed: two trace runs
const TWO = "7f31aa90-two"; // suspended: one trace run
const BARE = "a11ce-bare"; // its runtime had no store: no trace runs
const ESCAPED = "e\u001b[2Jz"; // a terminal control sequence in an id

let dir: string;
let db: string;
let one: TraceRunSummary[];
let two: TraceRunSummary[];
let mixed: string; // a prefix of trace run ids and of a durable run's id alike

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-one-id-"));
  db = path.join(dir, "agentic.db");
  const store = new SqliteStore(db);
  const runtime = new ScriptedRuntime(() => '{"call": "ship", "args": {"parcel": "P-1"}}', { store });
  const runs = new Runs({ store, runtime, agents: [Dock] });
  const started = await runs.start(Dock, "send", ["P-1"], { id: ONE });
  await runs.resume(ONE, { approved: true, by: "ops", requestHash: started.pending!.requestHash });
  await runs.start(Dock, "send", ["P-2"], { id: TWO });
  await runs.start(Dock, "send", ["P-3"], { id: ESCAPED });
  await new Runs({ store, runtime: new ScriptedRuntime(() => '{"call": "hold"}'), agents: [Dock] }).start(Dock, "send", ["P-4"], { id: BARE });
  await decision.make("Outside any run.", { close: "closed" }, { runtime: new ScriptedRuntime('{"call": "close"}', { store }) });
  one = await runs.traceRuns(ONE);
  two = await runs.traceRuns(TWO);
  mixed = one[0]!.runId.slice(0, 8);
  await runs.start(Dock, "send", ["P-5"], { id: `${mixed}-desk` });
  await store.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const agentic = (...argv: string[]) => runAgentic(dir, [...argv, "--db", db]);

/** The shortest prefix of `id` that no other trace run or durable run id starts with. */
async function uniquePrefix(id: string): Promise<string> {
  const listed = JSON.parse((await agentic("trace", "list", "--json")).out) as TraceRunSummary[];
  const others = [...listed.map((r) => r.runId), ...listed.flatMap((r) => r.durableRunId ?? [])].filter((other) => other !== id);
  for (let n = 1; ; n++) if (!others.some((other) => other.startsWith(id.slice(0, n)))) return id.slice(0, n);
}

describe("one id to follow a durable run", () => {
  it("stored every execution's trace run with the run's id", () => {
    expect(one.map((t) => [t.durableRunId, t.status])).toEqual([
      [ONE, "suspended"],
      [ONE, "ok"],
    ]);
    expect(two.map((t) => t.status)).toEqual(["suspended"]);
  });

  it("agentic trace list shows it in a DURABLE RUN column, escaped, and - for work outside a run", async () => {
    const { code, out, err } = await agentic("trace", "list");
    expect({ code, err }).toEqual({ code: 0, err: "" });
    const [heading, ...rows] = out.split("\n");
    expect(heading).toMatch(/^RUN +STARTED +ROOT +STATUS +DECISIONS +MODEL CALLS +TOKENS +DURATION +DURABLE RUN$/);
    const rowOf = (runId: string) => rows.find((row) => row.startsWith(runId))!;
    expect(rowOf(one[0]!.runId)).toMatch(/ ⏸ suspended .* 5be0c1d2-one$/);
    expect(rowOf(one[1]!.runId)).toMatch(/ ✓ ok .* 5be0c1d2-one$/);
    expect(rows.filter((row) => row.endsWith(" e\\u001b[2Jz"))).toHaveLength(1);
    expect(out).not.toContain("\u001b");
    expect(rows.filter((row) => / -$/.test(row))).toHaveLength(1);
  });

  it("agentic trace show <durable run id> prints each of its trace runs, oldest first; a prefix, with or without …, will do", async () => {
    for (const ref of [ONE, "5be0", "5be0…", "5be0..."]) {
      const { code, out, err } = await agentic("trace", "show", ref);
      expect({ ref, code, err }).toEqual({ ref, code: 0, err: "" });
      const lines = out.split("\n");
      expect(lines[0]).toBe("durable run 5be0c1d2-one · 2 trace runs, oldest first (one per execution: start, resume, recovery, retry)");
      const headings = lines.filter((line) => line.startsWith("run "));
      expect(headings).toEqual([
        expect.stringMatching(new RegExp(`^run ${one[0]!.runId} · decision decision\\.make · ⏸ suspended · .* · durable run 5be0c1d2-one$`)),
        expect.stringMatching(new RegExp(`^run ${one[1]!.runId} · decision decision\\.make · ✓ ok · .* · durable run 5be0c1d2-one$`)),
      ]);
      expect(out).toMatch(/function ship\(parcel: "P-1"\) → \{"shipped":"P-1"\}/);
    }
    const json = JSON.parse((await agentic("trace", "show", "5be0", "--json")).out) as { durableRunId: string; runs: Array<{ summary: TraceRunSummary; nodes: unknown[] }> };
    expect(json.durableRunId).toBe(ONE);
    expect(json.runs.map((r) => r.summary.runId)).toEqual(one.map((t) => t.runId));
    expect(json.runs.every((r) => r.nodes.length > 0)).toBe(true);
  });

  it("agentic trace show <trace run prefix> prints that trace run, naming its durable run", async () => {
    const { code, out } = await agentic("trace", "show", await uniquePrefix(one[1]!.runId));
    expect(code).toBe(0);
    expect(out.split("\n")[0]).toMatch(new RegExp(`^run ${one[1]!.runId} · .* · durable run 5be0c1d2-one$`));
  });

  it("refuses a prefix of trace runs and a durable run alike, listing what each candidate is", async () => {
    const { code, err } = await agentic("trace", "show", mixed);
    expect(code).toBe(2);
    expect(err).toMatch(new RegExp(`^agentic trace show: "${mixed}" matches \\d+ runs: `));
    // Newest first: the last trace run recorded and the durable run it records are among the five named.
    expect(err).toMatch(new RegExp(`[:,] ${mixed}[0-9a-f-]{28} \\(trace run\\)[,;]`));
    expect(err).toContain(` ${mixed}-desk (durable run),`);
    expect(err).toContain("; give more of the id.");
    const all = await agentic("trace", "show", `${mixed}-d`);
    expect(all.code).toBe(0);
    expect(all.out.split("\n")[0]).toBe(`durable run ${mixed}-desk · 1 trace run, oldest first (one per execution: start, resume, recovery, retry)`);
  });

  it("says why a durable run the store knows has no trace runs", async () => {
    const { code, err } = await agentic("trace", "show", BARE);
    expect(code).toBe(2);
    expect(err).toContain(`durable run "${BARE}" has no trace runs in this store`);
  });

  it("agentic trace export takes a durable run with one trace run, and names the trace runs of one with several", async () => {
    const page = path.join(dir, "two.html");
    const written = await agentic("trace", "export", "7f31…", "--html", page);
    expect(written).toMatchObject({ code: 0, out: `Wrote ${page} (run ${two[0]!.runId}, 2 nodes).` });
    expect(existsSync(page)).toBe(true);
    const several = await agentic("trace", "export", "5be0", "--html", path.join(dir, "one.html"));
    expect(several.code).toBe(2);
    expect(several.err).toContain(`durable run "${ONE}" has 2 trace runs (${one[0]!.runId}, ${one[1]!.runId}); export one of them.`);
  });

  it("agentic runs show <prefix> lists the run's trace runs with their start and status", async () => {
    const { code, out, err } = await agentic("runs", "show", "5be0…");
    expect({ code, err }).toEqual({ code: 0, err: "" });
    const lines = out.split("\n");
    const at = lines.findIndex((line) => line.startsWith("  trace runs (2, oldest first;"));
    expect(lines[at]).toBe("  trace runs (2, oldest first; `agentic trace show 5be0c1d2-one` prints them all, `agentic trace show <trace run>` one):");
    expect(lines.slice(at + 1, at + 3)).toEqual([
      expect.stringMatching(new RegExp(`^    ${one[0]!.runId}  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  ⏸ suspended  decision decision\\.make  `)),
      expect.stringMatching(new RegExp(`^    ${one[1]!.runId}  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  ✓ ok  decision decision\\.make  `)),
    ]);
    const json = JSON.parse((await agentic("runs", "show", "7f31", "--json")).out) as { traceRuns: TraceRunSummary[] };
    expect(json.traceRuns.map((t) => t.runId)).toEqual([two[0]!.runId]);
    const bare = await agentic("runs", "show", "a11ce");
    expect(bare.out).toContain("  trace runs: none in this store; a runtime records them when given it as its store (RuntimeOptions.store).");
  });
});
