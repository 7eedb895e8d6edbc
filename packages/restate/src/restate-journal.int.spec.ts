import "reflect-metadata";
import { Agent, AgenticFunction, ContextParam, currentStepId, LlmParam, ProviderError, runWithJournal } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import * as restate from "@restatedev/restate-sdk";
import { RestateCallError } from "./client/restate-call-error";
import { RestateRuns } from "./client/restate-runs";
import { registerDeployment } from "./server/register-deployment";
import { RestateServer } from "./server/restate-server";
import { agentService } from "./service/agent-service";
import { RestateJournal } from "./service/restate-journal";
import { serveAgents, type ServingWorker } from "./worker/serve-agents";

// The journal's own rules, against a real Restate server with a worker in this process.
jest.setTimeout(60_000);

const pick = (call: string, args: object = {}) => JSON.stringify({ call, args });

/** An agent whose picked function makes a decision of its own: a step inside a step. */
class Nested extends Agent {
  static readonly seenStepIds: string[] = [];

  @AgenticFunction({ description: "Plan the work, deciding how." })
  plan(@LlmParam({ name: "topic" }) topic: string) {
    Nested.seenStepIds.push(currentStepId() ?? "none");
    return this.decide(`How to plan ${topic}?`, { quick: "QUICK", thorough: "THOROUGH" });
  }

  @AgenticFunction({ description: "Start." })
  start(@LlmParam({ name: "topic" }) topic: string, @ContextParam("tenant") tenant: string) {
    return this.decide(`Start ${topic} for ${tenant}.`, { plan: this.plan, skip: "SKIPPED" }).then((result) => ({ tenant, result }));
  }
}

let attempts = 0;
const flaky = restate.service({
  name: "Flaky",
  handlers: {
    // The first attempt journals a step, then fails retryably; the retry asks for a different request.
    run: async (ctx: restate.Context) => {
      const attempt = ++attempts;
      const journal = new RestateJournal(ctx, { name: "Flaky", handler: "run" });
      return runWithJournal(journal, async () => {
        await journal.step({ kind: "model_call", name: "m", request: { attempt } }, async () => "answer");
        if (attempt === 1) throw new ProviderError("transient", { retryable: true });
        return "done";
      });
    },
  },
});

let server: RestateServer;
let worker: ServingWorker;
let runs: RestateRuns;
let scripted: ScriptedRuntime;

beforeAll(async () => {
  server = await RestateServer.start();
  scripted = new ScriptedRuntime((request) => {
    if (request.text.includes("How to plan")) return pick("thorough");
    return pick("plan", { topic: "taxes" });
  });
  worker = await serveAgents({
    services: [
      flaky,
      agentService(Nested, { runtime: scripted, methods: ["start"], keyedBy: "tenant" }),
      agentService(Nested, { name: "NestedService", runtime: scripted, methods: ["start"] }),
      agentService(Nested, { name: "NestedFromBody", runtime: scripted, methods: ["start"], contextFromBody: true }),
    ],
    logger: () => undefined,
  });
  await registerDeployment(server.adminUrl, worker.url);
  runs = new RestateRuns({ ingressUrl: server.ingressUrl });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await worker?.close();
}, 30_000);

it("fails a replay that asks for another request than the journal holds, naming the step", async () => {
  const { runId } = await runs.start("Flaky", "run", {});
  const error = await runs.result(runId).catch((e: unknown) => e);
  expect(attempts).toBe(2);
  expect(error).toBeInstanceOf(RestateCallError);
  expect((error as RestateCallError).message).toContain(`Step ${runId}:0 of the run differs from its journal`);
  expect((error as RestateCallError).message).toContain("same step, different request");
});

it("runs a picked function that makes its own decision inside its step, with the object key as its context", async () => {
  const { runId } = await runs.start("Nested", "start", { args: ["taxes"] }, { key: "T-1" });
  await expect(runs.result(runId)).resolves.toEqual({ tenant: "T-1", result: "THOROUGH" });
  // Two model calls (start's pick, plan's own decision), each once; plan ran once, as step 1 of the run.
  expect(scripted.requests.filter((r) => r.text.includes("taxes"))).toHaveLength(2);
  expect(scripted.requests.map((r) => r.text).join("\n")).toContain("for T-1");
  expect(Nested.seenStepIds).toEqual([`${runId}:1`]);
});

it("refuses a run whose context value is missing, naming it, before any model call", async () => {
  const before = scripted.requests.length;
  const { runId } = await runs.start("NestedService", "start", { args: ["taxes"] });
  await expect(runs.result(runId)).rejects.toMatchObject({
    name: "RestateCallError",
    status: 400,
    message: expect.stringContaining('no value for context parameter "tenant"'),
  });
  expect(scripted.requests.length).toBe(before);
});

it("takes context values from the input's body when the service allows it (contextFromBody)", async () => {
  const { runId } = await runs.start("NestedFromBody", "start", { args: ["taxes"], context: { tenant: "T-2" } });
  await expect(runs.result(runId)).resolves.toEqual({ tenant: "T-2", result: "THOROUGH" });
});
