import { currentJournal } from "../journal/journal-scope";
import { newRunId } from "./new-run-id";

/**
 * @internal Which trace run each node of a {@link Trace} belongs to, and which durable run (if any) that
 * trace run records: kept by a trace that writes to a store, for the nodes it keeps or that still run.
 * A root starts a new trace run (a new {@link newRunId}); a child joins its parent's, or starts one when
 * its parent is no longer known (dropped). A trace run started while a durable run executes (its journal
 * ambient) records that durable run, and so does every node of it.
 */
export class TraceRunIds {
  private readonly runs = new Map<number, string>();
  // Only for the nodes of trace runs that record a durable run: empty, and never read, otherwise.
  private readonly durable = new Map<number, string>();

  /** The trace run of node `id`, if known. */
  runOf(id: number): string | undefined {
    return this.runs.get(id);
  }

  /** The durable run node `id`'s trace run records, if any. */
  durableRunOf(id: number): string | undefined {
    return this.durable.size === 0 ? undefined : this.durable.get(id);
  }

  /**
   * Records new node `id`'s trace run. `durableRunId` is the ambient durable run's id when the caller has
   * read it already (for a root), else it is read here when the node heads a trace run.
   */
  add(id: number, parentId: number | undefined, durableRunId: string | undefined): void {
    const parentRun = parentId === undefined ? undefined : this.runs.get(parentId);
    this.runs.set(id, parentRun || newRunId());
    const durable = parentRun ? this.durable.get(parentId!) : (durableRunId ?? (parentId === undefined ? undefined : currentJournal()?.runId));
    if (durable !== undefined) this.durable.set(id, durable);
  }

  /** Forgets node `id` (dropped, and no longer running). */
  delete(id: number): void {
    this.runs.delete(id);
    this.durable.delete(id);
  }

  /** Forgets every node. */
  clear(): void {
    this.runs.clear();
    this.durable.clear();
  }
}
