import "reflect-metadata";
import { Agent, AgenticFunction, LlmParam, option, ProviderError, runWithJournal } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import * as restate from "@restatedev/restate-sdk";
import { RestateRuns } from "../client/restate-runs";
import { registerDeployment } from "../server/register-deployment";
import { RestateServer } from "../server/restate-server";
import { serveAgents, type ServingWorker } from "../worker/serve-agents";
import { RestateJournal } from "./restate-journal";

// A gate that needs no approval and the dispatch it lets through share one journal entry: replays answer
// both from it, and a replay that no longer gates the call is a NonDeterminismError. Real Restate server.
jest.setTimeout(60_000);

const counts = { policy: 0, transfers: 0, gateOnly: 0, after: 0 };

class Payments extends Agent {
  @AgenticFunction({
    description: "Move money.",
    approval: (args: { cents: number }) => {
      counts.policy++;
      return args.cents > 1_000 && "Big transfers need a person.";
    },
  })
  transfer(@LlmParam({ name: "cents", type: Number }) cents: number) {
    counts.transfers++;
    return { moved: cents };
  }
}

const runtime = new ScriptedRuntime(() => JSON.stringify({ call: "transfer", args: { cents: 500 } }));
const attempts: Record<string, number> = {};

/** A handler that fails its first attempt retryably after `work` ran, so Restate replays it once. */
function flaky(name: string, work: (journal: RestateJournal, attempt: number) => Promise<unknown>) {
  return async (ctx: restate.Context) => {
    const attempt = (attempts[name] = (attempts[name] ?? 0) + 1);
    const journal = new RestateJournal(ctx, { name: "Folds", handler: name });
    const result = await runWithJournal(journal, () => work(journal, attempt));
    await journal.settle();
    if (attempt === 1) throw new ProviderError("transient", { retryable: true });
    return result;
  };
}

const folds = restate.service({
  name: "Folds",
  handlers: {
    // A picked, gated transfer, then one more step: the replay answers all of it from the journal.
    replay: flaky("replay", async (journal) => {
      const payments = new Payments(runtime);
      const moved = await payments.decide("Pay 500 cents.", { transfer: payments.transfer, skip: "SKIP" });
      const after = await journal.step({ kind: "model_call", name: "after", request: { n: 1 } }, async () => ++counts.after);
      return { moved, after };
    }),
    // The second attempt picks the same call without its approval policy: no gate where the journal has one.
    ungated: flaky("ungated", async (_journal, attempt) => {
      const payments = new Payments(runtime);
      const transfer = attempt === 1 ? payments.transfer : option.fn(payments.transfer, { approval: false });
      return payments.decide("Pay 500 cents.", { transfer, skip: "SKIP" });
    }),
    // A gate followed by something else than its dispatch is journaled on its own.
    unfolded: flaky("unfolded", async (journal) => {
      const gate = { kind: "gate", name: "transfer", request: { option: "transfer", function: "transfer", args: { cents: 1 }, via: "decision" } } as const;
      await journal.step(gate, async () => (counts.gateOnly++, { needed: false }));
      return journal.step({ kind: "model_call", name: "next", request: {} }, async () => "next");
    }),
  },
});

let server: RestateServer;
let worker: ServingWorker;
let runs: RestateRuns;

beforeAll(async () => {
  server = await RestateServer.start();
  worker = await serveAgents({ services: [folds], logger: () => undefined });
  await registerDeployment(server.adminUrl, worker.url);
  runs = new RestateRuns({ ingressUrl: server.ingressUrl });
}, 60_000);

/** The `ctx.run` commands of a run's journal, from Restate's introspection (SQL over the admin API). */
async function runCommands(runId: string): Promise<number> {
  const response = await fetch(`${server.adminUrl}/query`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: `SELECT entry_type FROM sys_journal WHERE id = '${runId}'` }),
  });
  const { rows } = (await response.json()) as { rows: Array<{ entry_type: string }> };
  return rows.filter((row) => row.entry_type === "Command: Run").length;
}

afterAll(async () => {
  await server?.stop();
  await worker?.close();
}, 30_000);

it("replays a folded gate and its dispatch from their one entry: the policy is not asked again, the function does not run again", async () => {
  const before = { ...counts, model: runtime.requests.length };
  const { runId } = await runs.start("Folds", "replay", {});
  await expect(runs.result(runId)).resolves.toEqual({ moved: { moved: 500 }, after: before.after + 1 });
  expect(attempts.replay).toBe(2);
  expect(counts.policy - before.policy).toBe(1);
  expect(counts.transfers - before.transfers).toBe(1);
  expect(counts.after - before.after).toBe(1);
  expect(runtime.requests.length - before.model).toBe(1);
  // The model call, the gate with its transfer, the step after: three entries, not four.
  await expect(runCommands(runId)).resolves.toBe(3);
});

it("fails a replay whose code no longer gates the call where the journal holds a gate, naming the step", async () => {
  const { runId } = await runs.start("Folds", "ungated", {});
  const error = await runs.result(runId).catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "RestateCallError", message: expect.stringContaining(`Step ${runId}:1 of the run differs from its journal`) });
  expect((error as Error).message).toContain("gate transfer");
});

it("journals a gate on its own when something else follows it, and replays it", async () => {
  const before = counts.gateOnly;
  const { runId } = await runs.start("Folds", "unfolded", {});
  await expect(runs.result(runId)).resolves.toBe("next");
  expect(counts.gateOnly - before).toBe(1);
  await expect(runCommands(runId)).resolves.toBe(2);
});
