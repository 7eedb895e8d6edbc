import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { NonDeterminismError, requestHash, type ApprovalRequest, type ApprovalVerdict, type StepJournal, type StepRequest } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";
import type { PendingApproval } from "../approvals/approval-entry";
import { approvalRecordOf } from "../approvals/approval-record";
import { approvalsObject } from "../approvals/approvals-object";
import { parseVerdictPayload, readVerdict } from "../approvals/read-verdict";

/** What one journaled step holds in Restate's journal: which step it was, a digest of its request, its result. */
interface StepEntry {
  readonly kind: string;
  readonly name: string;
  /** The request's fingerprint (`requestHash`): enough to tell a replay that asks for something else. */
  readonly digest: string;
  readonly value?: unknown;
}

/** The Restate name of every step entry; the step's own kind and name are inside the entry. */
const STEP_ENTRY = "agentic-step";

// Restate forbids context calls inside a `ctx.run` closure, and a dispatched function may make
// decisions of its own: steps inside a running step are not journaled separately (the enclosing step's
// result covers them, at-least-once as a whole). This marks the closures this journal is running.
const insideStep = new AsyncLocalStorage<{ readonly stepId: string; nested: number }>();

/**
 * The {@link StepJournal} of a run that is a Restate invocation: every step is a `ctx.run` entry in the
 * invocation's journal, and an approval is an awakeable registered with the run's approvals object.
 *
 * When a worker dies, Restate replays the invocation on another worker: completed steps come back from
 * Restate's journal (the model is not asked again, a completed function does not run again), a step that
 * was in flight runs again. A replay whose step differs from the journal (another kind, name or request
 * at the same position) fails with a terminal `NonDeterminismError` naming the step.
 */
export class RestateJournal implements StepJournal {
  private next = 0;

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
    // The SDK may call the closure outside this async context; binding keeps the ambient runtime,
    // request context and journal scope the engine set up for the step.
    const body = AsyncResource.bind(() =>
      insideStep.run({ stepId, nested: 0 }, async (): Promise<StepEntry> => {
        const value = await run(stepId);
        return value === undefined ? { kind: step.kind, name: step.name, digest } : { kind: step.kind, name: step.name, digest, value };
      }),
    );
    const entry = await this.ctx.run(STEP_ENTRY, body);
    if (entry.kind !== step.kind || entry.name !== step.name || entry.digest !== digest) {
      const detail = entry.kind === step.kind && entry.name === step.name ? "same step, different request" : undefined;
      throw new restate.TerminalError(new NonDeterminismError(stepId, `${entry.kind} ${entry.name}`, `${step.kind} ${step.name}`, detail).message);
    }
    return entry.value as T;
  }

  async approve(request: ApprovalRequest): Promise<ApprovalVerdict> {
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
    const { record, requestHash: hash } = approvalRecordOf(request);
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
