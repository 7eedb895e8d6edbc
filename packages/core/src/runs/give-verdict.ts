import { AgenticTypeError } from "../errors/agentic-type-error";
import { RunConflictError } from "../errors/run-conflict-error";
import { RunNotFoundError } from "../errors/run-not-found-error";
import type { ApprovalEntry, RunRecord } from "./run-record";
import type { RunStore } from "./run-store";

/** A person's verdict on a suspended run's pending approval. */
export interface ResumeVerdict {
  readonly approved: boolean;
  readonly by?: string;
  readonly note?: string;
  /**
   * The `run.pending.requestHash` of the request this verdict is about (what the approver was
   * shown). When given and the run now waits for another request (the model re-picked after an earlier
   * decline, say), the verdict is refused with {@link RunConflictError} and nothing runs.
   */
  readonly requestHash?: string;
}

/**
 * Records a verdict on a suspended run, in one compare-and-set: the run becomes `running` with the
 * verdict among its `approvals`, owned by `owner` — the `Runs` that will execute it now — or by nobody,
 * in which case the next `runs.recover()` of any process with the agents executes it (what
 * `agentic runs approve` does). Of concurrent verdicts on one run exactly one is recorded; the others
 * throw {@link RunConflictError}.
 */
export async function giveVerdict(store: RunStore, id: string, verdict: ResumeVerdict, owner?: string): Promise<RunRecord> {
  if (typeof verdict?.approved !== "boolean") throw new AgenticTypeError("A verdict needs approved: true or false.");
  const run = await store.getRunRecord(id);
  if (!run) throw new RunNotFoundError(id);
  if (run.status !== "suspended" || !run.pending) {
    const busy = run.status === "running" ? " (it is being executed — another verdict may have been given already)" : "";
    throw new RunConflictError(id, run.status, `Run ${id} is ${run.status}, not suspended: there is no approval to give${busy}.`);
  }
  const { stepId, option, function: fn, args, reason, requestHash } = run.pending;
  if (verdict.requestHash !== undefined && verdict.requestHash !== requestHash) {
    throw new RunConflictError(
      id,
      run.status,
      `Run ${id} waits for approval of request ${requestHash.slice(0, 12)}, not ${String(verdict.requestHash).slice(0, 12)}: the request changed since it was shown. Nothing was recorded; look at the pending request again.`,
    );
  }
  const entry: ApprovalEntry = {
    stepId, option, function: fn, args, ...(reason !== undefined ? { reason } : {}), requestHash, approved: verdict.approved,
    ...(verdict.by !== undefined ? { by: verdict.by } : {}), ...(verdict.note !== undefined ? { note: verdict.note } : {}),
    at: new Date().toISOString(),
  };
  const now = new Date().toISOString();
  const { pending: _pending, owner: _owner, heartbeatAt: _beat, ...rest } = run;
  const next: RunRecord = {
    ...rest, approvals: [...run.approvals, entry], status: "running", version: run.version + 1, updatedAt: now,
    ...(owner !== undefined ? { owner, heartbeatAt: now } : {}),
  };
  if (await store.updateRunRecord(next, run.version)) return next;
  const current = await store.getRunRecord(id);
  throw new RunConflictError(id, current?.status ?? "unknown", `Run ${id} was given a verdict by another caller at the same time; this one was not recorded (the run is ${current?.status ?? "gone"}).`);
}
