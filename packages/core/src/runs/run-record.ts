import type { ApprovalRequest } from "../contracts/approval-request";
import type { Budget, BudgetOverrun } from "../contracts/budget";
import type { RecordedError } from "../journal/step-outcome";

/**
 * Where a run is: executing, waiting for an approval (`suspended`), stopped by its budget (`budget`: resume
 * it with a raised one), or finished one way or the other.
 */
export type RunStatus = "running" | "suspended" | "budget" | "completed" | "failed";

/** The approval a suspended run waits for: the model's chosen call and why it needs a person. */
export interface PendingApproval extends Omit<ApprovalRequest, "context"> {
  /** The journal position of the approval; a replay must reach the same request there. */
  readonly stepId: string;
  readonly requestHash: string;
}

/** A verdict given on a run: who approved or declined which call, when, and the note. */
export interface ApprovalEntry {
  readonly stepId: string;
  readonly option: string;
  readonly function: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly reason?: string;
  /** The `requestHash` of the pending request the verdict was given on. */
  readonly requestHash?: string;
  readonly approved: boolean;
  readonly by?: string;
  readonly note?: string;
  /** ISO 8601. */
  readonly at: string;
}

/**
 * A durable run: an agent method started under `Runs`, its inputs, where it is, and its outcome. What
 * `runs.start`, `resume` and `get` return; a store keeps it as plain JSON data. `R` is the type of its
 * `result` (known to `runs.start` when given the agent's class and method).
 */
export interface RunRecord<R = unknown> {
  readonly id: string;
  /** The agent's class name and the method that runs. */
  readonly agent: string;
  readonly method: string;
  /** The method's arguments (plain JSON data). */
  readonly args: readonly unknown[];
  /** The run's `@ContextParam` values (plain JSON data), ambient as `withContext` while it runs. */
  readonly context?: Readonly<Record<string, unknown>>;
  readonly status: RunStatus;
  /** The method's result, once `completed`. */
  readonly result?: R;
  /** Why it `failed`. */
  readonly error?: RecordedError;
  /** What a `suspended` run waits for. */
  readonly pending?: PendingApproval;
  /**
   * The run's budget: a total over all its executions (a resume replays the journal, and the replayed
   * calls count again toward it). Raised by `runs.resume(id, { budget })`.
   */
  readonly budget?: Budget;
  /** What stopped a run with status `budget`: the limit, its value and what the run had spent. */
  readonly overrun?: BudgetOverrun;
  /** Every verdict given on the run, oldest first. */
  readonly approvals: readonly ApprovalEntry[];
  /** The process executing a `running` run (`host/pid/nonce`), so that `recover` can tell an abandoned one. */
  readonly owner?: string;
  /** When the owner last showed it is alive (ISO 8601). */
  readonly heartbeatAt?: string;
  /** How many times the method has been executed (first run, resumes, recoveries). */
  readonly executions: number;
  /** Incremented on every change of state; the compare-and-set that makes one resume win. */
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}
