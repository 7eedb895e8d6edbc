import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { withContext } from "../context/request-context";
import { NonDeterminismError } from "../errors/non-determinism-error";
import { currentJournal, currentStepId, runWithJournal } from "../journal/journal-scope";
import { RunJournal } from "./run-journal";
import type { StepRecord } from "../journal/step-record";
import { isSuspension } from "../errors/run-suspension";
import { deskLog, pick, RefundDesk } from "./__fixtures__/refund-desk";

beforeEach(() => {
  deskLog.refunds.length = 0;
  deskLog.notes.length = 0;
});

/** A journal over an in-memory list of steps, as a store would keep them. */
function journalOver(steps: StepRecord[], approvals: ConstructorParameters<typeof RunJournal>[2] = []): RunJournal {
  return new RunJournal("r1", [...steps], approvals, { appendStep: async (s) => void steps.push(s) });
}

const triage = (desk: RefundDesk, journal: RunJournal) =>
  runWithJournal(journal, () => withContext({ customerId: "C-1" }, () => desk.triage("broken")));

it("records every model call and dispatch once, and a replay answers them without the model or the functions", async () => {
  const steps: StepRecord[] = [];
  const first = new ScriptedRuntime([pick("note", { text: "hello" }), pick("refund", { orderId: "A-1", amountCents: 500 })]);
  const result = await triage(new RefundDesk(first), journalOver(steps));
  expect(result).toEqual({ first: "noted: hello", second: { refunded: "A-1", amountCents: 500, customerId: "C-1" } });
  expect(steps.map((s) => [s.stepId, s.kind, s.name])).toEqual([
    ["r1:0", "model_call", "model"],
    ["r1:1", "dispatch", "note"],
    ["r1:2", "model_call", "model"],
    // The approval policy's answer (no approval needed for 500 cents) is a step of its own.
    ["r1:3", "gate", "refund"],
    ["r1:4", "dispatch", "refund"],
  ]);
  expect(steps[3].result).toEqual({ needed: false });
  expect(deskLog.refunds).toEqual([{ orderId: "A-1", amountCents: 500, customerId: "C-1", stepId: "r1:4" }]);

  const replay = new ScriptedRuntime([]);
  const journal = journalOver(steps);
  await expect(triage(new RefundDesk(replay), journal)).resolves.toEqual(result);
  expect(replay.requests).toHaveLength(0);
  expect(deskLog.notes).toEqual(["hello"]);
  expect(deskLog.refunds).toHaveLength(1);
  expect(journal.counts).toEqual({ replayed: 5, executed: 0 });
  const replayedCalls = replay.trace.nodes.filter((n) => n.kind === "model_call");
  expect(replayedCalls.map((n) => [n.data.replayed, n.data.reply])).toEqual([
    [true, pick("note", { text: "hello" })],
    [true, pick("refund", { orderId: "A-1", amountCents: 500 })],
  ]);
});

it("runs only the steps past the end of the journal", async () => {
  const steps: StepRecord[] = [];
  await triage(new RefundDesk(new ScriptedRuntime([pick("note", { text: "a" }), pick("close")])), journalOver(steps));
  const cut = steps.slice(0, 2); // the second model call was in flight when the process died
  const again = new ScriptedRuntime([pick("close")]);
  const journal = journalOver(cut);
  await expect(triage(new RefundDesk(again), journal)).resolves.toEqual({ first: "noted: a", second: "closed" });
  expect(again.requests).toHaveLength(1);
  expect(deskLog.notes).toEqual(["a"]);
  expect(journal.counts).toEqual({ replayed: 2, executed: 1 });
});

it("throws NonDeterminismError naming the step when the code asks for a different request", async () => {
  const steps: StepRecord[] = [];
  await triage(new RefundDesk(new ScriptedRuntime([pick("note", { text: "a" }), pick("close")])), journalOver(steps));
  const desk = new RefundDesk(new ScriptedRuntime([]));
  const error = await runWithJournal(journalOver(steps), () => withContext({ customerId: "C-1" }, () => desk.triage("a different ticket"))).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NonDeterminismError);
  expect((error as NonDeterminismError).stepId).toBe("r1:0");
  expect((error as Error).message).toContain('model_call "model"');
});

it("numbers the steps made inside a dispatched function under its own step id", async () => {
  const steps: StepRecord[] = [];
  const runtime = new ScriptedRuntime([pick("triage", { ticket: "t" }), pick("note", { text: "n" }), pick("close")]);
  const desk = new RefundDesk(runtime);
  const outer = () => import("../decision/decision").then(({ decision }) => decision.make("Go.", { triage: desk.triage }, { runtime }));
  await runWithJournal(journalOver(steps), () => withContext({ customerId: "C-1" }, outer));
  expect(steps.map((s) => s.stepId)).toEqual(["r1:0", "r1:1.0", "r1:1.1", "r1:1.2", "r1:1"]);
});

it("suspends at an approval with no verdict and answers it from the verdicts on the next execution", async () => {
  const steps: StepRecord[] = [];
  const big = { orderId: "A-1", amountCents: 25_000 };
  const journal = journalOver(steps);
  const error = await triage(new RefundDesk(new ScriptedRuntime([pick("note", { text: "x" }), pick("refund", big)])), journal).catch((e: unknown) => e);
  expect(isSuspension(error)).toBe(true);
  // r1:3 is the policy's answer (journaled), r1:4 the approval itself.
  expect(journal.pending).toMatchObject({ stepId: "r1:4", option: "refund", args: big, reason: "Refunds over $100 need a person." });
  expect(deskLog.refunds).toEqual([]);

  const verdict = { ...journal.pending!, approved: true, by: "alice", at: "2026-01-01T00:00:00.000Z" };
  const replay = journalOver(steps, [verdict]);
  const resumed = new ScriptedRuntime([]);
  await expect(triage(new RefundDesk(resumed), replay)).resolves.toMatchObject({ second: { refunded: "A-1" } });
  expect(resumed.requests).toHaveLength(0);
  expect(deskLog.refunds).toEqual([{ ...big, customerId: "C-1", stepId: "r1:5" }]);
});

it("keeps the journal and the step id out of code that runs outside any run", async () => {
  expect(currentJournal()).toBeUndefined();
  expect(currentStepId()).toBeUndefined();
  const runtime = new ScriptedRuntime([pick("refund", { orderId: "A", amountCents: 1 })]);
  const desk = new RefundDesk(runtime);
  await withContext({ customerId: "C" }, () => desk.triage.call(desk, "t").catch(() => undefined));
  expect(deskLog.refunds.every((r) => r.stepId === undefined)).toBe(true);
});
