import { withContext } from "../context/request-context";
import type { JournalWriteError } from "../errors/journal-write-error";
import { runWithBudget, runWithRuntime } from "../runtime/ambient-scope";
import { BudgetMeter } from "../runtime/budget-meter";
import type { Runtime } from "../runtime/runtime";
import { runWithJournal } from "../journal/journal-scope";
import { nonJsonPath } from "../journal/json-value";
import { RunJournal } from "./run-journal";
import type { RunRecord } from "./run-record";
import type { RunStore } from "./run-store";
import { recordError } from "../journal/step-outcome";

/**
 * The state a run's execution ended in: what to write on the run record. `lost` is set when a completed
 * step could not be journaled: the run stays `running` for `recover()`, and the caller hears the error.
 */
export type ExecutionEnd = Pick<RunRecord, "status" | "result" | "error" | "pending" | "overrun"> & { readonly lost?: JournalWriteError };

/**
 * Executes a run's method once, from the start, with its journal ambient: completed steps are answered
 * from the store, new ones recorded there. Ends `completed` (the result must be plain JSON data),
 * `suspended` (an approval without a verdict was reached — even if the code caught the suspension),
 * `budget` (the run's budget refused a model call — even if the code caught the BudgetExceededError),
 * `failed` (the method threw, e.g. `NonDeterminismError`) or still `running` when a completed step could
 * not be journaled (even if the code caught that): the run is then for `recover()` to finish.
 */
export async function executeRun(run: RunRecord, agent: object, store: RunStore, runtime: Runtime): Promise<ExecutionEnd> {
  const journal = new RunJournal(run.id, await store.listSteps(run.id), run.approvals, store);
  const method = (agent as Record<string, unknown>)[run.method] as (...args: unknown[]) => unknown;
  // The run's budget counts from zero on every execution: the journal's replayed calls count again, so
  // what it holds is the run's total over all its executions.
  const meter = run.budget ? new BudgetMeter(run.budget, "run", runtime.prices) : undefined;
  const body = async (): Promise<unknown> => method.apply(agent, [...run.args]);
  try {
    const result = await runWithJournal(journal, () =>
      withContext(run.context ?? {}, () => runWithRuntime(runtime, meter ? () => runWithBudget(meter, body) : body)),
    );
    if (journal.writeFailed) return { status: "running", lost: journal.writeFailed };
    if (journal.pending) return { status: "suspended", pending: journal.pending };
    if (meter?.overrun) return { status: "budget", overrun: meter.overrun };
    const bad = nonJsonPath(result);
    if (bad !== undefined) {
      return {
        status: "failed",
        error: { name: "AgenticTypeError", message: `${run.agent}.${run.method} returned a value that is not plain JSON data (at ${bad}); a run's result is stored.` },
      };
    }
    return { status: "completed", result };
  } catch (error) {
    if (journal.writeFailed) return { status: "running", lost: journal.writeFailed };
    if (journal.pending) return { status: "suspended", pending: journal.pending };
    if (meter?.overrun) return { status: "budget", overrun: meter.overrun };
    return { status: "failed", error: recordError(error) };
  }
}
