import type { SqliteConnection, SqliteStatement } from "./sqlite-connection";
import type { StoredTraceNode, TraceNodeKind, TraceNodeStatus, TraceRunFilter, TraceRunSummary } from "@agentic-ts/core";
import { forEachBatchNode, type TraceBatchRow } from "./trace-rows";
import { textLookup } from "./trace-texts";

/** A `trace_runs` row, counts included. */
interface RunRow {
  readonly run_id: string;
  readonly durable_run_id: string | null;
  readonly root_kind: string;
  readonly root_name: string;
  readonly status: string;
  readonly started_at: number;
  readonly ended_at: number | null;
  readonly duration_ms: number | null;
  readonly nodes: number;
  readonly decisions: number;
  readonly model_calls: number;
  readonly input_tokens: number;
  readonly output_tokens: number;
}

const RUN_FIELDS =
  "run_id, durable_run_id, root_kind, root_name, status, started_at, ended_at, duration_ms, nodes, decisions, model_calls, input_tokens, output_tokens";

/**
 * The read side of the SQLite trace store: run listings (from `trace_runs` alone: it holds the counts),
 * one run's nodes, live polling. A node may be in several batches (stored while running, then again); the
 * latest state wins.
 */
export class TraceReader {
  private readonly one: SqliteStatement<[string], RunRow>;
  private readonly batchesOf: SqliteStatement<[string], TraceBatchRow>;
  private readonly since: SqliteStatement<[string, number], TraceBatchRow>;
  private readonly durableOf: SqliteStatement<[string], { durable_run_id: string | null }>;
  private readonly textById: SqliteStatement<[number]>;
  private readonly textByKey: SqliteStatement<[string]>;

  constructor(private readonly db: SqliteConnection) {
    this.one = db.prepare(`SELECT ${RUN_FIELDS} FROM trace_runs WHERE run_id = ?`);
    this.batchesOf = db.prepare("SELECT seq, pid, nodes FROM trace_batches WHERE run_id = ? ORDER BY seq");
    this.since = db.prepare("SELECT seq, pid, nodes FROM trace_batches WHERE run_id = ? AND last_seq > ? ORDER BY seq");
    this.durableOf = db.prepare("SELECT durable_run_id FROM trace_runs WHERE run_id = ?");
    this.textById = db.prepare<[number]>("SELECT text FROM trace_texts WHERE id = ?");
    this.textByKey = db.prepare<[string]>("SELECT text FROM trace_texts WHERE key = ?");
  }

  /** The runs matching `filter`, newest first (a durable run's by its index). */
  listRuns(filter: TraceRunFilter = {}): TraceRunSummary[] {
    const where: string[] = [];
    const params: Array<string | number> = [];
    if (filter.durableRunId !== undefined) {
      where.push("durable_run_id = ?");
      params.push(filter.durableRunId);
    }
    if (filter.status !== undefined) {
      where.push("status = ?");
      params.push(filter.status);
    }
    if (filter.since !== undefined) {
      where.push("started_at >= ?");
      params.push(+filter.since);
    }
    if (filter.until !== undefined) {
      where.push("started_at < ?");
      params.push(+filter.until);
    }
    let sql = `SELECT ${RUN_FIELDS} FROM trace_runs ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY started_at DESC, run_id`;
    if (filter.limit !== undefined) {
      sql += " LIMIT ?";
      params.push(Math.max(0, Math.floor(filter.limit)));
    }
    return this.db.prepare<Array<string | number>, RunRow>(sql).all(...params).map(toSummary);
  }

  /** One run's summary and nodes in start order, or `undefined`. */
  getRun(runId: string): { summary: TraceRunSummary; nodes: StoredTraceNode[] } | undefined {
    const row = this.one.get(runId);
    if (!row) return undefined;
    const nodes = [...this.latest(runId, row.durable_run_id, this.batchesOf.all(runId), -Infinity).values()].sort((a, b) => a.id - b.id);
    return { summary: toSummary(row), nodes };
  }

  /** The run's nodes written after `afterSeq`, in `seq` order. */
  nodesSince(runId: string, afterSeq: number): StoredTraceNode[] {
    const rows = this.since.all(runId, afterSeq);
    const durableRunId = rows.length === 0 ? null : (this.durableOf.get(runId)?.durable_run_id ?? null);
    return [...this.latest(runId, durableRunId, rows, afterSeq).values()].sort((a, b) => a.seq - b.seq);
  }

  /** Each node's latest state in `rows` (in `seq` order), when written after `afterSeq`. */
  private latest(runId: string, durableRunId: string | null, rows: readonly TraceBatchRow[], afterSeq: number): Map<number, StoredTraceNode> {
    const nodes = new Map<number, StoredTraceNode>();
    const textOf = textLookup(this.textByKey, this.textById);
    for (const row of rows) {
      forEachBatchNode(runId, durableRunId ?? undefined, row, textOf, (node) => {
        if (node.seq > afterSeq) nodes.set(node.id, node);
      });
    }
    return nodes;
  }
}

function toSummary(row: RunRow): TraceRunSummary {
  const input = row.input_tokens;
  const output = row.output_tokens;
  const summary: TraceRunSummary = {
    runId: row.run_id,
    ...(row.durable_run_id === null ? {} : { durableRunId: row.durable_run_id }),
    startedAt: row.started_at,
    root: { kind: row.root_kind as TraceNodeKind, name: row.root_name },
    status: row.status as TraceNodeStatus,
    decisions: row.decisions,
    modelCalls: row.model_calls,
    tokens: { input, output, total: input + output },
    nodes: row.nodes,
  };
  if (row.ended_at === null) return summary;
  return { ...summary, endedAt: row.ended_at, ...(row.duration_ms === null ? {} : { durationMs: row.duration_ms }) };
}
