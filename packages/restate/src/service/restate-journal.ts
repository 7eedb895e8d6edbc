import { approvalRecord, approvalRequestHash, requestHash, type ApprovalRequest, type ApprovalVerdict, type StepJournal, type StepRequest } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";
import type { PendingApproval } from "../approvals/approval-entry";
import { approvalsObject } from "../approvals/approvals-object";
import { parseVerdictPayload, readVerdict } from "../approvals/read-verdict";
import { dispatchDigestOf, letsThrough, OpenGate } from "./open-gate";
import { boundHere, checkEntry, entryOf, insideStep, STEP_ENTRY, stepClosure, type StepEntry } from "./step-entry";

/**
 * The {@link StepJournal} of a run that is a Restate invocation: every step is a `ctx.run` entry in the
 * invocation's journal, and an approval is an awakeable registered with the run's approvals object.
 *
 * When a worker dies, Restate replays the invocation on another worker: completed steps come back from
 * Restate's journal (the model is not asked again, a completed function does not run again), a step that
 * was in flight runs again. A replay whose step differs from the journal (another kind, name or request
 * at the same position) fails with a terminal `NonDeterminismError` naming the step.
 *
 * A gate step that needs no approval and the dispatch it lets through share one entry (see
 * {@link OpenGate}): one round trip to Restate for both. Call {@link RestateJournal.settle} once the
 * run's method has settled.
 */
export class RestateJournal implements StepJournal {
  private next = 0;
  /** A gate whose entry waits for the dispatch it let through (first execution). */
  private open?: OpenGate;
  /** The dispatch a replayed gate entry holds: the next step, answered without a `ctx.run` of its own. */
  private replayed?: StepEntry;

  /**
   * @param ctx The invocation's context.
   * @param service The service and handler the run is, recorded with its approvals.
   */
  constructor(
    private readonly ctx: restate.Context,
    private readonly service: { readonly name: string; readonly handler: string },
  ) {}

  /** The run's id: the Restate invocation id. */
  get runId(): string {
    return this.ctx.request().id;
  }

  async step<T>(step: StepRequest, run: (stepId: string) => Promise<T>): Promise<T> {
    const outer = insideStep.getStore();
    if (outer) return run(`${outer.stepId}.${outer.nested++}`);
    const stepId = `${this.runId}:${this.next++}`;
    const digest = requestHash(step.request);
    const replayed = this.replayed;
    this.replayed = undefined;
    if (replayed) {
      checkEntry(stepId, replayed, step, digest);
      return replayed.value as T;
    }
    const open = this.open;
    this.open = undefined;
    if (open?.admits(step.kind, digest)) {
      const entry = await open.fold(stepClosure(stepId, step, digest, run));
      // Only if Restate ran the gate's closure again in this attempt and the policy answered otherwise:
      // a retryable error ends the attempt, and the replay follows the answer that was journaled.
      if (!entry) throw new Error(`Step ${stepId}: the approval gate before it answered differently when it ran again; the run is retried from its journal.`);
      checkEntry(stepId, entry, step, digest);
      return entry.value as T;
    }
    open?.close();
    if (step.kind === "gate") return (await this.gate(stepId, step, digest, run)) as T;
    const entry = await this.ctx.run(STEP_ENTRY, stepClosure(stepId, step, digest, run));
    checkEntry(stepId, entry, step, digest);
    return entry.value as T;
  }

  /**
   * Ends the journal's part in the run once its method has settled: a gate still waiting for a dispatch
   * that never came is journaled on its own.
   */
  async settle(): Promise<void> {
    const open = this.open;
    this.open = undefined;
    if (!open) return;
    open.close();
    await open.entry;
  }

  // A gate's answer: journaled on its own when it asks for approval (before the run waits) or cannot be
  // folded; otherwise handed to the engine as soon as the policy answered, its entry left open for the dispatch.
  private async gate(stepId: string, step: StepRequest, digest: string, run: (stepId: string) => Promise<unknown>): Promise<unknown> {
    const dispatchDigest = dispatchDigestOf(step.request);
    const open = dispatchDigest === undefined ? undefined : new OpenGate(dispatchDigest);
    let answered!: (value: unknown) => void;
    const early = new Promise<{ readonly value: unknown }>((resolve) => (answered = (value) => resolve({ value })));
    const closure = boundHere(() =>
      insideStep.run({ stepId, nested: 0 }, async (): Promise<StepEntry> => {
        const value = await run(stepId);
        const entry = entryOf(step, digest, value);
        if (!open || !letsThrough(value)) return entry;
        answered(value);
        const fold = await open.next;
        return fold ? { ...entry, then: await fold() } : entry;
      }),
    );
    const pending = this.ctx.run(STEP_ENTRY, closure);
    // On a replay the closure does not run: the journaled entry comes first. On the first execution a
    // gate that lets its dispatch through answers first, while its entry is still open.
    const first = await Promise.race([early, pending.then((entry: StepEntry) => ({ entry }))]);
    if ("entry" in first) {
      checkEntry(stepId, first.entry, step, digest);
      this.replayed = first.entry.then;
      return first.entry.value;
    }
    open!.entry = pending;
    this.open = open;
    return first.value;
  }

  async approve(request: ApprovalRequest): Promise<ApprovalVerdict> {
    // Core asks for approval only after a gate that asked for it, and such a gate is never left open.
    this.open?.close();
    this.open = undefined;
    if (insideStep.getStore()) {
      throw new restate.TerminalError(
        `"${request.option}" needs approval but was chosen inside another journaled step (a function the model chose); ` +
          `on Restate an approval can only suspend the run at its top level.`,
      );
    }
    // Raw bytes, read by readVerdict: whoever resolves the awakeable may send anything, and a payload
    // that is not JSON must be a decline, not a deserialization error that Restate retries forever.
    const awakeable = this.ctx.awakeable(restate.serde.binary);
    // The context stays out: it is for an in-process approver's eyes, never journaled or stored.
    const record = approvalRecord(request);
    const hash = approvalRequestHash(request); // as core names the request: what an approver copies
    const pending: PendingApproval = {
      approvalId: awakeable.id,
      runId: this.runId,
      service: this.service.name,
      handler: this.service.handler,
      request: record,
      requestHash: hash,
      requestedAt: new Date(await this.ctx.date.now()).toISOString(),
    };
    const approvals = this.ctx.objectSendClient(approvalsObject, this.runId);
    approvals.register(pending);
    const given = parseVerdictPayload(await awakeable.promise);
    const verdict = readVerdict(given, hash, new Date(await this.ctx.date.now()).toISOString());
    // What the run acts on is recorded by the run: in its journal (this send) and on its approvals record.
    approvals.record({ ...pending, verdict });
    const { approved, by, note, at } = verdict;
    return { approved, ...(by !== undefined && { by }), ...(note !== undefined && { note }), at };
  }
}
