import type Database from "better-sqlite3";
import type { StoredTraceNode } from "@agentic-ts/core";
import { NODE_COLUMNS, nodeParams, type TraceNodeParams } from "./trace-rows";

/** How many run ids the writer remembers as having a `trace_runs` row (then it forgets them all). */
const KNOWN_RUNS = 10_000;
/** A buffer this large is flushed on the next event-loop turn instead of waiting for the batch timer. */
const MAX_BATCH = 2000;

/**
 * The write side of the SQLite trace store: `write` only copies the node into a buffer (the latest state
 * of each node wins) and arms one flush `batchMs` later (the next event-loop turn for 0, or as soon as the
 * buffer is large); the flush writes the whole buffer in one transaction, since a commit costs far more
 * than a row. Each root node also upserts its run's `trace_runs` row.
 */
export class TraceWriter {
  private buffer = new Map<string, { node: StoredTraceNode; data: Record<string, unknown> }>();
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Immediate | undefined;
  // Runs this process already gave a `trace_runs` row, so a child node costs no extra statement.
  private readonly knownRuns = new Set<string>();
  private readonly upsertNode: Database.Statement<TraceNodeParams>;
  private readonly upsertRoot: Database.Statement<unknown[]>;
  private readonly ensureRun: Database.Statement<unknown[]>;
  private readonly writeBatch: Database.Transaction<(batch: Iterable<{ node: StoredTraceNode; data: Record<string, unknown> }>) => void>;
  /** Node writes stored so far (after coalescing), for periodic upkeep. */
  written = 0;
  // A background flush's failure, kept for the next `flush()` to reject with.
  private failed: unknown;

  constructor(
    db: Database.Database,
    private readonly batchMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.upsertNode = db.prepare(`INSERT OR REPLACE INTO trace_nodes (${NODE_COLUMNS}) VALUES (${NODE_COLUMNS.replace(/\w+/g, "?")})`);
    const runColumns = "run_id, pid, root_id, root_kind, root_name, status, started_at, ended_at, duration_ms";
    const runValues = runColumns.replace(/\w+/g, "?");
    this.upsertRoot = db.prepare(
      `INSERT INTO trace_runs (${runColumns}) VALUES (${runValues}) ON CONFLICT (run_id) DO UPDATE SET ` +
        "root_id = excluded.root_id, root_kind = excluded.root_kind, root_name = excluded.root_name, " +
        "status = excluded.status, started_at = excluded.started_at, ended_at = excluded.ended_at, duration_ms = excluded.duration_ms",
    );
    // A run whose root this store never sees (its parent was dropped from memory) still gets a row.
    this.ensureRun = db.prepare(`INSERT OR IGNORE INTO trace_runs (${runColumns}) VALUES (${runValues})`);
    this.writeBatch = db.transaction((batch) => {
      for (const { node, data } of batch) {
        this.upsertNode.run(...nodeParams(node, data));
        const run = [node.runId, node.pid, node.id, node.kind, node.name, node.status, node.startedAt, node.endedAt ?? null, node.durationMs ?? null];
        if (node.parentId === undefined) this.upsertRoot.run(run);
        else if (!this.knownRuns.has(node.runId)) this.ensureRun.run(run);
        else continue;
        if (this.knownRuns.size >= KNOWN_RUNS) this.knownRuns.clear();
        this.knownRuns.add(node.runId);
      }
    });
  }

  /** Buffers the node's current state (its data copied now: the live node keeps changing). */
  write(node: StoredTraceNode): void {
    this.buffer.set(`${node.runId}\u0000${node.id}`, { node: { ...node }, data: { ...node.data } });
    if (this.batchMs <= 0 || this.buffer.size >= MAX_BATCH) this.soon ??= setImmediate(() => this.flushNow());
    // Unref'd: a pending batch never keeps the process alive (the store flushes on exit).
    else this.timer ??= setTimeout(() => this.flushNow(), this.batchMs).unref();
  }

  /** Writes the buffer in one transaction now; a failure goes to `onError` and is returned. */
  flushNow(): unknown {
    this.disarm();
    if (this.buffer.size === 0) return undefined;
    const batch = this.buffer;
    this.buffer = new Map();
    try {
      this.writeBatch.immediate(batch.values());
      this.written += batch.size;
      return undefined;
    } catch (error) {
      this.onError(error);
      this.failed = error ?? new Error("trace write failed");
      return this.failed;
    }
  }

  /** Flushes now; returns (and forgets) the first failure since the last call: this flush's or a background one. */
  flushAndTakeError(): unknown {
    this.flushNow();
    const failed = this.failed;
    this.failed = undefined;
    return failed;
  }

  /** Forgets which runs have rows (after retention deleted some). */
  forgetRuns(): void {
    this.knownRuns.clear();
  }

  /** Drops anything buffered and the pending flush. */
  discard(): void {
    this.disarm();
    this.buffer.clear();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.soon) clearImmediate(this.soon);
    this.timer = undefined;
    this.soon = undefined;
  }
}
