import type { RunRecord } from "./run-record";
import type { RunFilter, RunStore } from "./run-store";
import type { StepRecord } from "../journal/step-record";

// Stored as JSON text, as a database would, so no caller ever shares an object with the store.
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A {@link RunStore} in this process's memory: durable runs for tests and single-process demos (they end
 * with the process). Core's `MemoryStore` delegates its run part here.
 */
export class MemoryRunStore implements RunStore {
  private readonly runs = new Map<string, string>();
  private readonly steps = new Map<string, Map<string, StepRecord>>();

  insertRunRecord(run: RunRecord): Promise<void> {
    if (this.runs.has(run.id)) return Promise.reject(new Error(`A run with id ${run.id} already exists.`));
    this.runs.set(run.id, JSON.stringify(run));
    return Promise.resolve();
  }

  getRunRecord(id: string): Promise<RunRecord | undefined> {
    const text = this.runs.get(id);
    return Promise.resolve(text === undefined ? undefined : (JSON.parse(text) as RunRecord));
  }

  listRunRecords(filter: RunFilter = {}): Promise<RunRecord[]> {
    const out: RunRecord[] = [];
    for (const text of this.runs.values()) {
      const run = JSON.parse(text) as RunRecord;
      if (filter.status !== undefined && run.status !== filter.status) continue;
      if (filter.agent !== undefined && run.agent !== filter.agent) continue;
      out.push(run);
    }
    // Newest first; insertion order breaks ties between runs created in the same millisecond.
    out.reverse().sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return Promise.resolve(filter.limit === undefined ? out : out.slice(0, Math.max(0, filter.limit)));
  }

  updateRunRecord(run: RunRecord, expectedVersion: number): Promise<boolean> {
    const text = this.runs.get(run.id);
    if (text === undefined || (JSON.parse(text) as RunRecord).version !== expectedVersion) return Promise.resolve(false);
    this.runs.set(run.id, JSON.stringify(run));
    return Promise.resolve(true);
  }

  touchRunRecord(id: string, owner: string, at: string): Promise<void> {
    const text = this.runs.get(id);
    if (text !== undefined) {
      const run = JSON.parse(text) as RunRecord;
      if (run.status === "running" && run.owner === owner) this.runs.set(id, JSON.stringify({ ...run, heartbeatAt: at }));
    }
    return Promise.resolve();
  }

  appendStep(step: StepRecord): Promise<void> {
    let journal = this.steps.get(step.runId);
    if (!journal) this.steps.set(step.runId, (journal = new Map()));
    if (!journal.has(step.stepId)) journal.set(step.stepId, copy(step));
    return Promise.resolve();
  }

  listSteps(runId: string): Promise<StepRecord[]> {
    return Promise.resolve([...(this.steps.get(runId)?.values() ?? [])].map(copy));
  }
}
