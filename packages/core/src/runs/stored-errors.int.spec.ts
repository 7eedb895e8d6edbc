import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { AuthenticationError } from "../errors/authentication-error";
import { MemoryStore } from "./memory-store";
import { RefundDesk } from "./__fixtures__/refund-desk";
import { Runs } from "./runs";

const KEY = "sk-proj-Zx81Qw0PlMn4Rt7Yu2Io9Kj3Hg5Fd6Sa";

it("stores a provider error without the API key it quotes: in the run record and in the trace", async () => {
  const store = new MemoryStore();
  const runtime = new ScriptedRuntime(
    () => {
      throw new AuthenticationError(`Incorrect API key provided: ${KEY}. You can find your API key at the dashboard.`, { provider: "openai", status: 401 });
    },
    { store },
  );
  const runs = new Runs({ store, runtime, agents: [RefundDesk] });
  const run = await runs.start(RefundDesk, "triage", ["broken"], { context: { customerId: "C-1" } });
  expect(run.status).toBe("failed");
  expect(run.error?.message).toContain("Incorrect API key provided: [redacted].");
  expect(JSON.stringify(await store.getRunRecord(run.id))).not.toContain(KEY);
  const traces = await store.listRuns({});
  expect(traces.length).toBeGreaterThan(0);
  for (const summary of traces) {
    const stored = await store.getRun(summary.runId);
    const failed = stored!.nodes.filter((n) => n.error);
    expect(failed.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(KEY);
    expect(failed.some((n) => n.error!.message.includes("[redacted]"))).toBe(true);
  }
});
