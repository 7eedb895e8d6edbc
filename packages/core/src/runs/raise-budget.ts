import type { Budget } from "../contracts/budget";
import { RunConflictError } from "../errors/run-conflict-error";
import { RunNotFoundError } from "../errors/run-not-found-error";
import { checkBudget } from "../runtime/check-budget";
import type { RunRecord } from "./run-record";
import type { RunStore } from "./run-store";

/** What `runs.resume` takes for a run stopped by its budget: the raised limits. */
export interface ResumeBudget {
  /**
   * The run's new budget, merged over the stored one (a limit given here replaces it; one left out stays).
   * The resumed run replays its journal, and the replayed calls count toward it: a raised limit must
   * exceed what the run already spent (`run.overrun.spent`), or the run stops for its budget again.
   */
  readonly budget: Budget;
}

/**
 * Raises the budget of a run stopped with status `budget`, in one compare-and-set: the run becomes
 * `running` with the merged budget, owned by `owner` (the `Runs` that will execute it now). Throws
 * {@link RunNotFoundError}, or {@link RunConflictError} when the run is not stopped for its budget or another
 * caller resumed it at the same time.
 */
export async function raiseBudget(store: RunStore, id: string, raised: ResumeBudget, owner: string): Promise<RunRecord> {
  const budget = checkBudget(raised.budget, "runs.resume")!;
  const run = await store.getRunRecord(id);
  if (!run) throw new RunNotFoundError(id);
  if (run.status !== "budget") {
    throw new RunConflictError(id, run.status, `Run ${id} is ${run.status}, not stopped by its budget: a raised budget resumes only a run with status "budget".`);
  }
  const now = new Date().toISOString();
  const { overrun: _overrun, ...rest } = run;
  const next: RunRecord = { ...rest, budget: { ...run.budget, ...budget }, status: "running", owner, heartbeatAt: now, version: run.version + 1, updatedAt: now };
  if (await store.updateRunRecord(next, run.version)) return next;
  const current = await store.getRunRecord(id);
  throw new RunConflictError(id, current?.status ?? "unknown", `Run ${id} was resumed by another caller at the same time; this budget was not recorded (the run is ${current?.status ?? "gone"}).`);
}

/** Whether a `resume` argument raises a budget rather than giving an approval verdict. */
export function isResumeBudget(value: unknown): value is ResumeBudget {
  return typeof value === "object" && value !== null && "budget" in value && !("approved" in value);
}
