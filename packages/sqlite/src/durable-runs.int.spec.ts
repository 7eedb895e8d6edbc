import * as fs from "node:fs";
import * as path from "node:path";
import { spawnChild, CHILD_LIMIT_MS as LIMIT_MS } from "./__fixtures__/spawn-child";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver, driverEnv } from "./__fixtures__/each-driver";
import type { SqliteDriverName } from "./sqlite-driver-name";

// The children load the compiled packages (dist/): this test needs the build that `npm test` runs first
// (while developing: `npx tsc -b packages/sqlite packages/testing`).
const CHILD = path.join(__dirname, "__fixtures__", "durable-desk.child.js");
const child = (driver: SqliteDriverName, ...args: string[]) => spawnChild(CHILD, args, driverEnv(driver));

/** Every function execution the children logged, in order. */
const executions = (log: string): Array<{ fn: string; stepId: string; pid: number; orderId?: string }> =>
  fs.existsSync(log) ? fs.readFileSync(log, "utf8").trim().split("\n").filter(Boolean).map((l) => JSON.parse(l)) : [];

let db: string;
let log: string;
beforeEach(() => {
  db = tempDbPath();
  log = path.join(path.dirname(db), "executions.log");
});

describeEachDriver("durable runs over SqliteStore, across processes", (driver) => {
  it("suspends in one process and is approved in another: no model call sent twice, no function run twice", async () => {
    const started = await child(driver, "start", db, log, "A-1").done;
    const run = started.run as { id: string; status: string; pending: { option: string; args: unknown } };
    expect(run.status).toBe("suspended");
    expect(run.pending).toMatchObject({ option: "refund", args: { orderId: "A-1", amountCents: 25000 } });
    expect(started.requests).toBe(2);

    const resumer = child(driver, "resume", db, log, run.id, "yes");
    await resumer.saw("ready");
    resumer.go();
    const resumed = await resumer.done;
    expect(resumed).toEqual({ id: run.id, status: "completed", requests: 0 });
    const runs = executions(log);
    expect(runs.map((e) => e.fn)).toEqual(["note", "refund"]);
    expect(runs[0].pid).not.toBe(runs[1].pid);
    expect(runs.map((e) => e.stepId)).toEqual([`${run.id}:1`, `${run.id}:5`]); // :3 is the policy's answer, :4 the approval

    const store = new SqliteStore(db, { driver });
    try {
      const stored = await store.getRunRecord(run.id);
      expect(stored).toMatchObject({ status: "completed", result: { first: "noted: saw A-1", second: { refunded: "A-1" } }, executions: 2 });
      expect(stored?.approvals).toEqual([expect.objectContaining({ approved: true, by: expect.stringMatching(/^pid-\d+$/), note: "from a child" })]);
    } finally {
      await store.close();
    }
  }, LIMIT_MS);

  it("recovers a run killed with SIGKILL during a model call: completed steps are not repeated, the in-flight one runs once", async () => {
    const doomed = child(driver, "start", db, log, "small-1", "hang");
    await doomed.saw("inflight");
    doomed.process.kill("SIGKILL");
    await expect(doomed.done).rejects.toThrow(/SIGKILL/);
    expect(executions(log).map((e) => e.fn)).toEqual(["note"]);

    const recovered = await child(driver, "recover", db, log).done;
    const runs = recovered.runs as Array<{ status: string; result: unknown; executions: number }>;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "completed", result: { first: "noted: saw small-1", second: { refunded: "small-1" } }, executions: 1 });
    expect(recovered.requests).toBe(1);
    expect(executions(log).map((e) => e.fn)).toEqual(["note", "refund"]);

    const again = await child(driver, "recover", db, log).done;
    expect(again).toEqual({ runs: [], requests: 0 });
  }, LIMIT_MS);

  it("lets exactly one of two processes resuming one run at once win; the other gets a clear error", async () => {
    const run = ((await child(driver, "start", db, log, "A-2").done).run as { id: string });
    const a = child(driver, "resume", db, log, run.id, "yes");
    const b = child(driver, "resume", db, log, run.id, "no");
    await Promise.all([a.saw("ready"), b.saw("ready")]);
    a.go();
    b.go();
    const results = await Promise.all([a.done, b.done]);
    const won = results.filter((r) => r.status !== undefined);
    const lost = results.filter((r) => r.error !== undefined);
    expect(won).toHaveLength(1);
    expect(lost).toEqual([expect.objectContaining({ error: "RunConflictError", conflict: true })]);
    expect(String(lost[0].message)).toContain(run.id);
    // The approving child (a) dispatches the refund; the declining one (b) has the model close instead.
    expect(executions(log).filter((e) => e.fn === "refund")).toHaveLength(results.indexOf(won[0]) === 0 ? 1 : 0);
  }, LIMIT_MS);

  it("suspends 200 runs and has two processes race to resume every one: each completes exactly once, nothing is lost", async () => {
    const started = await child(driver, "start-many", db, log, "200").done;
    const runs = started.runs as Array<{ id: string; status: string }>;
    expect(runs).toHaveLength(200);
    expect(runs.every((r) => r.status === "suspended")).toBe(true);
    const idsFile = path.join(path.dirname(db), "ids.json");
    fs.writeFileSync(idsFile, JSON.stringify(runs.map((r) => r.id)));

    const racers = [child(driver, "resume-all", db, log, idsFile), child(driver, "resume-all", db, log, idsFile)];
    await Promise.all(racers.map((r) => r.saw("ready")));
    for (const r of racers) r.go();
    const outcomes = (await Promise.all(racers.map((r) => r.done))).flatMap((o) => o.results as Array<{ id: string; status?: string; conflict?: boolean; error?: string }>);
    expect(outcomes.filter((o) => o.error !== undefined && !o.conflict)).toEqual([]);
    for (const run of runs) {
      const mine = outcomes.filter((o) => o.id === run.id);
      expect(mine.filter((o) => o.status === "completed")).toHaveLength(1);
      expect(mine.filter((o) => o.conflict)).toHaveLength(1);
    }
    const refunds = executions(log).filter((e) => e.fn === "refund");
    expect(refunds).toHaveLength(200);
    expect(new Set(refunds.map((e) => e.orderId)).size).toBe(200);
    expect(executions(log).filter((e) => e.fn === "note")).toHaveLength(200);

    const store = new SqliteStore(db, { driver });
    try {
      expect(await store.listRunRecords({ status: "completed" })).toHaveLength(200);
      expect(await store.listRunRecords({ status: "suspended" })).toHaveLength(0);
    } finally {
      await store.close();
    }
  }, LIMIT_MS);
});
