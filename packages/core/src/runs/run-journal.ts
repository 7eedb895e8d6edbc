import { JournalWriteError } from "../errors/journal-write-error";
import { NonDeterminismError } from "../errors/non-determinism-error";
import { approvalRecord, approvalRequestHash, type ApprovalRequest, type ApprovalVerdict } from "../contracts/approval-request";
import { currentStepId } from "../journal/journal-scope";
import { nonJsonPath } from "../journal/json-value";
import { requestHash } from "../contracts/request-hash";
import type { ApprovalEntry, PendingApproval } from "./run-record";
import type { StepJournal, StepRequest } from "../journal/step-journal";
import type { StepRecord } from "../journal/step-record";
import { RunSuspension } from "../errors/run-suspension";

/** Where a {@link RunJournal} writes each step as it completes. */
export interface JournalSink {
  appendStep(step: StepRecord): Promise<void>;
}

/**
 * The journal of one execution of a durable run: it answers the steps recorded by earlier executions,
 * records new ones through its sink, and answers approvals from the run's verdicts — suspending the run
 * (by throwing {@link RunSuspension}) at the first approval that has none.
 *
 * Step ids are positions: `<runId>:<n>` for the n-th step the run's method makes itself, and
 * `<parent>.<n>` for the n-th step made inside a dispatched function (step `<parent>`). Positions within
 * a parent count in the order the code asks, so a replay of the same code finds the same ids.
 */
export class RunJournal implements StepJournal {
  /** Set when the run reached an approval that has no verdict yet. */
  pending?: PendingApproval;
  /** Set when a completed step could not be written: the run must stay recoverable, whatever the code caught. */
  writeFailed?: JournalWriteError;
  /** How many steps were answered from the journal, and how many ran. */
  readonly counts = { replayed: 0, executed: 0 };
  private readonly recorded = new Map<string, StepRecord>();
  private readonly verdicts = new Map<string, ApprovalEntry>();
  private readonly counters = new Map<string, number>();

  constructor(
    /** The durable run's id: step ids start with it, and the trace runs it records carry it. */
    readonly runId: string,
    steps: readonly StepRecord[],
    approvals: readonly ApprovalEntry[],
    private readonly sink: JournalSink,
  ) {
    for (const s of steps) if (!this.recorded.has(s.stepId)) this.recorded.set(s.stepId, s);
    for (const a of approvals) this.verdicts.set(a.stepId, a);
  }

  async step<T>(step: StepRequest, run: (stepId: string) => Promise<T>): Promise<T> {
    // After a lost record nothing more runs in this execution: recovery replays from what was written.
    if (this.writeFailed) throw this.writeFailed;
    const stepId = this.nextId();
    const hash = requestHash(step.request);
    const record = this.recorded.get(stepId);
    if (record) {
      checkSame(stepId, `${record.kind} "${record.name}"`, record.requestHash, `${step.kind} "${step.name}"`, hash);
      this.counts.replayed++;
      return record.result as T;
    }
    const result = await run(stepId);
    const bad = nonJsonPath(result);
    if (bad !== undefined) throw new TypeError(`Step ${stepId} (${step.kind} "${step.name}") produced data that is not JSON (at ${bad}).`);
    this.counts.executed++;
    try {
      await this.sink.appendStep({ runId: this.runId, stepId, kind: step.kind, name: step.name, requestHash: hash, result, at: new Date().toISOString() });
    } catch (error) {
      // The step happened and its record is lost: nothing after it may run on a result the journal lacks.
      const failure = new JournalWriteError(this.runId, stepId, error);
      this.writeFailed ??= failure;
      throw failure;
    }
    return result;
  }

  async approve(request: ApprovalRequest): Promise<ApprovalVerdict> {
    const stepId = this.nextId();
    const record = approvalRecord(request);
    const hash = approvalRequestHash(request);
    const recorded = this.recorded.get(stepId);
    if (recorded) checkSame(stepId, `${recorded.kind} "${recorded.name}"`, recorded.requestHash, `approval "${request.option}"`, hash);
    const verdict = this.verdicts.get(stepId);
    if (verdict) {
      // The hash the verdict was given on (older records: what it names, hashed again).
      const given = verdict.requestHash ?? approvalRequestHash({ ...verdict, via: request.via });
      checkSame(stepId, `approval "${verdict.option}"`, given, `approval "${request.option}"`, hash);
      return { approved: verdict.approved, by: verdict.by, note: verdict.note, at: verdict.at };
    }
    // Pending as it is stored: the arguments' JSON form (a Date as its ISO string), what the hash covers.
    this.pending = { stepId, requestHash: hash, ...record, args: JSON.parse(JSON.stringify(record.args)) as Record<string, unknown> };
    throw new RunSuspension(stepId);
  }

  private nextId(): string {
    const parent = currentStepId() ?? "";
    const n = this.counters.get(parent) ?? 0;
    this.counters.set(parent, n + 1);
    return parent ? `${parent}.${n}` : `${this.runId}:${n}`;
  }
}

function checkSame(stepId: string, recorded: string, recordedHash: string, requested: string, hash: string): void {
  if (recorded !== requested) throw new NonDeterminismError(stepId, recorded, requested);
  if (recordedHash !== hash) throw new NonDeterminismError(stepId, recorded, requested, "same step, different request");
}
