import type { RunRecord, RunStatus } from "./run-record";
import type { StepRecord } from "../journal/step-record";

/** Which runs {@link RunStore.listRunRecords} returns (newest first). */
export interface RunFilter {
  readonly status?: RunStatus;
  readonly agent?: string;
  readonly limit?: number;
}

/**
 * Where durable runs and their journals are kept: the run part of a store. Core's `MemoryStore` (tests,
 * one process) and `SqliteStore` from `@agentic-ts/sqlite` (one machine, many processes) implement it
 * beside the trace part, so a runtime and `Runs` share one store object.
 *
 * The method names say "run record" because the trace part has its own `listRuns` / `getRun` (runs of the
 * trace, by trace run id); a durable run is a different thing with its own id.
 *
 * Every change of a run's state goes through {@link RunStore.updateRunRecord}, a compare-and-set on its
 * `version`: of two processes changing the same run at once, exactly one succeeds.
 */
export interface RunStore {
  /** Stores a new run; fails if the id exists. */
  insertRunRecord(run: RunRecord): Promise<void>;
  getRunRecord(id: string): Promise<RunRecord | undefined>;
  listRunRecords(filter?: RunFilter): Promise<RunRecord[]>;
  /**
   * Replaces the run with `run` (whose `version` must be `expectedVersion + 1`) if its stored version is
   * still `expectedVersion`; resolves to whether it did.
   */
  updateRunRecord(run: RunRecord, expectedVersion: number): Promise<boolean>;
  /** Records that `owner` is still executing the run (no version change); ignored if it no longer owns it. */
  touchRunRecord(id: string, owner: string, at: string): Promise<void>;
  /** Appends a completed step to a run's journal; a step id already recorded keeps its first record. */
  appendStep(step: StepRecord): Promise<void>;
  /** The run's journal, in the order the steps completed. */
  listSteps(runId: string): Promise<StepRecord[]>;
}

/** Tells whether a store has the run part (the {@link RunStore} methods). */
export function isRunStore(store: unknown): store is RunStore {
  const s = store as Partial<RunStore> | null | undefined;
  return typeof s?.insertRunRecord === "function" && typeof s.updateRunRecord === "function" && typeof s.appendStep === "function";
}
