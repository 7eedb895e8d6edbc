import "reflect-metadata";
import { randomBytes } from "node:crypto";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { MemoryStore } from "./memory-store";
import { deskLog, pick, RefundDesk } from "./__fixtures__/refund-desk";
import { sealedContext, type ContextCodec } from "./context-codec";
import { Runs } from "./runs";

beforeEach(() => {
  deskLog.refunds.length = 0;
  deskLog.notes.length = 0;
});

const settle = () => new ScriptedRuntime((request) => (request.text.includes("Pick the next step") ? pick("close") : pick("refund", { orderId: "A-1", amountCents: 25_000 })));
const context = { customerId: "C-1", authorization: "Bearer tok-very-secret" };

describe("a run's context through a codec", () => {
  it("stores the context sealed and hands the run's code the real one when it resumes in another Runs", async () => {
    const key = randomBytes(32);
    const store = new MemoryStore();
    const first = new Runs({ store, runtime: settle(), agents: [RefundDesk], contextCodec: sealedContext(key) });
    const run = await first.start(RefundDesk, "triage", ["broken"], { context });
    expect(run.status).toBe("suspended");
    const stored = JSON.stringify(await store.getRunRecord(run.id));
    expect(stored).not.toContain("C-1");
    expect(stored).not.toContain("tok-very-secret");
    expect(JSON.stringify(run)).not.toContain("tok-very-secret"); // what Runs returns is the stored form too

    const second = new Runs({ store, runtime: new ScriptedRuntime([]), agents: [RefundDesk], contextCodec: sealedContext(key) });
    const done = await second.resume(run.id, { approved: true, by: "alice", requestHash: run.pending!.requestHash });
    expect(done.status).toBe("completed");
    expect(deskLog.refunds).toEqual([expect.objectContaining({ customerId: "C-1" })]);
  });

  it("fails the run, running nothing, when the context does not open (another key, or copied onto another run)", async () => {
    const store = new MemoryStore();
    const runs = new Runs({ store, runtime: settle(), agents: [RefundDesk], contextCodec: sealedContext(randomBytes(32)) });
    const run = await runs.start(RefundDesk, "triage", ["broken"], { context });
    const wrongKey = new Runs({ store, runtime: new ScriptedRuntime([]), agents: [RefundDesk], contextCodec: sealedContext(randomBytes(32)) });
    const failed = await wrongKey.resume(run.id, { approved: true, requestHash: run.pending!.requestHash });
    expect(failed.status).toBe("failed");
    expect(deskLog.refunds).toEqual([]);

    const key = randomBytes(32);
    const codec = sealedContext(key);
    const sealed = await codec.encode({ customerId: "C-1" }, { id: "run-a", agent: "RefundDesk", method: "triage" });
    await expect(Promise.resolve().then(() => codec.decode(sealed, { id: "run-b", agent: "RefundDesk", method: "triage" }))).rejects.toThrow();
  });

  it("lets a redacting codec keep a secret out of the store entirely", async () => {
    const redact: ContextCodec = {
      encode: ({ authorization: _dropped, ...kept }) => kept,
      decode: (stored) => stored,
    };
    const store = new MemoryStore();
    const runs = new Runs({ store, runtime: settle(), agents: [RefundDesk], contextCodec: redact });
    const run = await runs.start(RefundDesk, "triage", ["broken"], { context });
    expect((await store.getRunRecord(run.id))?.context).toEqual({ customerId: "C-1" });
  });

  it("refuses a key that is not 32 bytes, naming the fix", () => {
    expect(() => sealedContext(randomBytes(16))).toThrow(/32-byte key/);
  });
});
