import type { SqliteConnection } from "./sqlite-connection";

import { transaction } from "./transaction";

/** How much trace history a store keeps; runs beyond any cap are deleted, oldest-started first. */
export interface TraceRetention {
  /** Runs that started longer ago than this (milliseconds) are deleted. */
  readonly maxAgeMs?: number;
  /** At most this many runs are kept (the newest). */
  readonly maxRuns?: number;
  /**
   * At most about this many bytes of stored node JSON (each node's state with its data, every time it was
   * stored) are kept. It caps what the store holds, not the file size: freed pages are reused and given
   * back by incremental vacuum.
   */
  readonly maxBytes?: number;
}

/** How many run ids one DELETE names. */
const CHUNK = 500;

/**
 * Enforces a {@link TraceRetention} on the trace tables in one write transaction, then gives freed
 * pages back to the file system. Returns how many runs it deleted.
 */
export function enforceTraceRetention(db: SqliteConnection, retention: TraceRetention, now = Date.now()): number {
  const doomed = new Set<string>();
  const enforce = (): void => {
    if (retention.maxAgeMs !== undefined) {
      const old = db.prepare<[number], { run_id: string }>("SELECT run_id FROM trace_runs WHERE started_at < ?");
      for (const r of old.all(now - retention.maxAgeMs)) doomed.add(r.run_id);
    }
    if (retention.maxRuns !== undefined) {
      const extra = db.prepare<[number], { run_id: string }>("SELECT run_id FROM trace_runs ORDER BY started_at DESC, run_id LIMIT -1 OFFSET ?");
      for (const r of extra.all(Math.max(0, Math.floor(retention.maxRuns)))) doomed.add(r.run_id);
    }
    if (retention.maxBytes !== undefined) overBytes(db, retention.maxBytes, doomed);
    deleteRuns(db, [...doomed]);
    // A text is referred to only by batches written at or after its `used_at`, so one last used before
    // the oldest remaining run started is no longer referred to.
    if (doomed.size > 0) db.prepare("DELETE FROM trace_texts WHERE used_at < coalesce((SELECT min(started_at) FROM trace_runs), 9e15)").run();
  };
  transaction(db, enforce, true);
  if (doomed.size > 0) db.exec("PRAGMA incremental_vacuum");
  return doomed.size;
}

/** Adds the oldest runs to `doomed` until what remains fits in `maxBytes`. */
function overBytes(db: SqliteConnection, maxBytes: number, doomed: Set<string>): void {
  const perRun = db
    .prepare<[], { run_id: string; bytes: number }>("SELECT run_id, bytes FROM trace_runs ORDER BY started_at ASC, run_id DESC")
    .all();
  let total = perRun.reduce((sum, r) => sum + (doomed.has(r.run_id) ? 0 : r.bytes), 0);
  for (const r of perRun) {
    if (total <= maxBytes) break;
    if (doomed.has(r.run_id)) continue;
    doomed.add(r.run_id);
    total -= r.bytes;
  }
}

function deleteRuns(db: SqliteConnection, runIds: string[]): void {
  for (let i = 0; i < runIds.length; i += CHUNK) {
    const chunk = runIds.slice(i, i + CHUNK);
    const marks = chunk.map(() => "?").join(", ");
    db.prepare(`DELETE FROM trace_batches WHERE run_id IN (${marks})`).run(...chunk);
    db.prepare(`DELETE FROM trace_runs WHERE run_id IN (${marks})`).run(...chunk);
  }
}
