import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { agenticFunction, decision, Runs, sealedContext } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver } from "./__fixtures__/each-driver";

// A store given a context codec never writes a run's context to the file in the clear.

const seen: string[] = [];
const refund = agenticFunction((orderId: string) => (seen.push(orderId), { refunded: orderId }), {
  name: "refund",
  params: { orderId: "The order" },
  approval: true,
});
class CodecDesk {
  settle(): Promise<unknown> {
    return decision.make("Settle.", { refund, close: "closed" });
  }
}

describeEachDriver("a SqliteStore with a context codec", (driver) => {
  it("seals the context in the file, and a store with the same codec hands the run its real context", async () => {
    seen.length = 0;
    const file = tempDbPath();
    const key = randomBytes(32);
    const context = { customerId: "C-77", authorization: "Bearer tok-do-not-store" };
    const store = new SqliteStore(file, { driver, contextCodec: sealedContext(key) });
    const runtime = new ScriptedRuntime(JSON.stringify({ call: "refund", args: { orderId: "A-1" } }));
    const runs = new Runs({ store, runtime, agents: [new CodecDesk()] });
    const run = await runs.start("CodecDesk", "settle", [], { context });
    expect(run.status).toBe("suspended");
    expect((await store.getRunRecord(run.id))?.context).toEqual(context);
    await store.close();

    const raw = new SqliteStore(file, { driver, readOnly: true });
    const stored = await raw.getRunRecord(run.id);
    await raw.close();
    expect(stored?.context).toMatchObject({ sealed: expect.any(String), data: expect.any(String) });
    expect(JSON.stringify(stored)).not.toContain("tok-do-not-store");
    for (const suffix of ["", "-wal"]) {
      const bytes = (() => {
        try {
          return readFileSync(file + suffix).toString("latin1");
        } catch {
          return "";
        }
      })();
      expect(bytes).not.toContain("tok-do-not-store");
      expect(bytes).not.toContain("C-77");
    }

    const again = new SqliteStore(file, { driver, contextCodec: sealedContext(key) });
    const resumed = await new Runs({ store: again, runtime, agents: [new CodecDesk()] }).resume(run.id, { approved: true, requestHash: run.pending!.requestHash });
    await again.close();
    expect(resumed).toMatchObject({ status: "completed", result: { refunded: "A-1" } });
    expect(seen).toEqual(["A-1"]);
  });
});
