import * as fs from "node:fs";
import * as path from "node:path";
import { giveVerdict, type RunRecord } from "@agentic-ts/core";
import { CHILD_LIMIT_MS, spawnChild } from "./__fixtures__/spawn-child";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver, driverEnv } from "./__fixtures__/each-driver";
import type { SqliteDriverName } from "./sqlite-driver-name";

// A declined call never runs, whatever changed between the decline and the replay: the approval policy's
// answer is journaled, so a deploy that raises the limit, removes the approval or flips a flag the policy
// reads cannot wave the declined refund through. Each run is started in one process, declined from this
// one, and recovered in a third with the changed code. The children load dist/ (built by `npm test`).
const CHILD = path.join(__dirname, "__fixtures__", "policy-change.child.js");
jest.setTimeout(CHILD_LIMIT_MS * 2);

let db: string;
let log: string;
beforeEach(() => {
  db = tempDbPath();
  log = path.join(path.dirname(db), "refunds.log");
});

const refunds = (): unknown[] => (fs.existsSync(log) ? fs.readFileSync(log, "utf8").trim().split("\n").filter(Boolean) : []);
const child = (driver: SqliteDriverName, args: string[], env: NodeJS.ProcessEnv = {}) => spawnChild(CHILD, args, driverEnv(driver, { ...process.env, ...env })).done;

/** Starts a run under `policy`, declines its pending refund here, and recovers it in a child under `changed`. */
async function declineThenRecover(driver: SqliteDriverName, policy: string, changed: string, env: { start?: NodeJS.ProcessEnv; recover?: NodeJS.ProcessEnv } = {}): Promise<RunRecord> {
  const started = (await child(driver, ["start", db, log, "A-1", policy], env.start)).run as RunRecord;
  expect(started.status).toBe("suspended");
  const store = new SqliteStore(db, { driver });
  try {
    await giveVerdict(store, started.id, { approved: false, by: "carol", note: "Outside the window.", requestHash: started.pending!.requestHash });
  } finally {
    await store.close();
  }
  const recovered = (await child(driver, ["recover", db, log, "-", changed], env.recover)).runs as RunRecord[];
  expect(recovered.map((r) => r.id)).toEqual([started.id]);
  return recovered[0];
}

describeEachDriver("a declined refund, then a deploy that changes the approval policy, then recovery in another process", (driver) => {
  it("the limit was raised: the recorded answer stands, the decline becomes the re-pick it asked for", async () => {
    const run = await declineThenRecover(driver, "limit", "raised");
    expect(run).toMatchObject({ status: "completed", result: "closed" });
    expect(refunds()).toEqual([]);
  });

  it("the approval was removed: the replay finds the gate where it would dispatch, a NonDeterminismError", async () => {
    const run = await declineThenRecover(driver, "limit", "removed");
    expect(run.status).toBe("failed");
    expect(run.error).toMatchObject({ name: "NonDeterminismError", message: expect.stringContaining('gate "refund"') });
    expect(refunds()).toEqual([]);
  });

  it("the policy reads a flag that is now off: the recorded answer stands", async () => {
    const run = await declineThenRecover(driver, "flag", "flag", { start: { AGENTIC_TEST_FLAG: "on" }, recover: { AGENTIC_TEST_FLAG: "off" } });
    expect(run).toMatchObject({ status: "completed", result: "closed" });
    expect(refunds()).toEqual([]);
  });

  it("a tool call, the approval removed: NonDeterminismError, never a tool result for the model", async () => {
    const run = await declineThenRecover(driver, "tool", "tool-removed");
    expect(run.status).toBe("failed");
    expect(run.error?.name).toBe("NonDeterminismError");
    expect(refunds()).toEqual([]);
  });

  it("a tool call, policy unchanged: the decline is the tool's error result and the model closes", async () => {
    const run = await declineThenRecover(driver, "tool", "tool");
    expect(run).toMatchObject({ status: "completed", result: "Closed without a refund." });
    expect(refunds()).toEqual([]);
  });

  it("an approval, resumed in another process with the limit raised, dispatches the approved call once", async () => {
    const started = (await child(driver, ["start", db, log, "A-2", "limit"])).run as RunRecord;
    const resumed = await child(driver, ["resume", db, log, started.id, "raised", "yes", started.pending!.requestHash]);
    expect(resumed.run).toMatchObject({ status: "completed", result: { refunded: "A-2", amountCents: 25_000 } });
    expect(resumed.requests).toBe(0);
    expect(refunds()).toHaveLength(1);
  });
});
