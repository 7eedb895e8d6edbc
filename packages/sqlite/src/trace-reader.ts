import type Database from "better-sqlite3";
import type { StoredTraceNode, TraceNodeKind, TraceNodeStatus, TraceRunFilter, TraceRunSummary } from "@agentic-ts/core";
import { rowToNode, type TraceNodeRow } from "./trace-rows";

/** A `trace_runs` row joined with its nodes' counts. */
interface RunRow {
  readonly run_id: string;
  readonly root_kind: string;
  readonly root_name: string;
  readonly status: string;
  readonly started_at: number;
  readonly ended_at: number | null;
  readonly duration_ms: number | null;
  readonly nodes: number;
  readonly decisions: number | null;
  readonly model_calls: number | null;
  readonly input_tokens: number | null;
  readonly output_tokens: number | null;
}

// Counts come from the nodes of the selected runs only, through the (run_id, node_id) index.
const SUMMARY = (where: string, tail: string): string => `
  WITH page AS (SELECT * FROM trace_runs ${where} ${tail})
  SELECT page.run_id, page.root_kind, page.root_name, page.status, page.started_at, page.ended_at, page.duration_ms,
    count(n.seq) AS nodes, sum(n.kind = 'decision') AS decisions, sum(n.kind = 'model_call') AS model_calls,
    sum(n.input_tokens) AS input_tokens, sum(n.output_tokens) AS output_tokens
  FROM page LEFT JOIN trace_nodes n ON n.run_id = page.run_id
  GROUP BY page.run_id ORDER BY page.started_at DESC, page.run_id`;

/** The read side of the SQLite trace store: run listings with summaries, one run's nodes, live polling. */
export class TraceReader {
  private readonly one: Database.Statement<[string], RunRow>;
  private readonly nodesOf: Database.Statement<[string], TraceNodeRow>;
  private readonly since: Database.Statement<[string, number], TraceNodeRow>;

  constructor(private readonly db: Database.Database) {
    this.one = db.prepare(SUMMARY("WHERE run_id = ?", ""));
    this.nodesOf = db.prepare("SELECT * FROM trace_nodes WHERE run_id = ? ORDER BY node_id");
    this.since = db.prepare("SELECT * FROM trace_nodes WHERE run_id = ? AND seq > ? ORDER BY seq");
  }

  /** The runs matching `filter`, newest first. */
  listRuns(filter: TraceRunFilter = {}): TraceRunSummary[] {
    const where: string[] = [];
    const params: Array<string | number> = [];
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
    let tail = "ORDER BY started_at DESC, run_id";
    if (filter.limit !== undefined) {
      tail += " LIMIT ?";
      params.push(Math.max(0, Math.floor(filter.limit)));
    }
    const sql = SUMMARY(where.length > 0 ? `WHERE ${where.join(" AND ")}` : "", tail);
    return this.db.prepare<Array<string | number>, RunRow>(sql).all(...params).map(toSummary);
  }

  /** One run's summary and nodes in start order, or `undefined`. */
  getRun(runId: string): { summary: TraceRunSummary; nodes: StoredTraceNode[] } | undefined {
    const row = this.one.get(runId);
    if (!row) return undefined;
    return { summary: toSummary(row), nodes: this.nodesOf.all(runId).map(rowToNode) };
  }

  /** The run's nodes written after `afterSeq`, in `seq` order. */
  nodesSince(runId: string, afterSeq: number): StoredTraceNode[] {
    return this.since.all(runId, afterSeq).map(rowToNode);
  }
}

function toSummary(row: RunRow): TraceRunSummary {
  const input = row.input_tokens ?? 0;
  const output = row.output_tokens ?? 0;
  const summary: TraceRunSummary = {
    runId: row.run_id,
    startedAt: row.started_at,
    root: { kind: row.root_kind as TraceNodeKind, name: row.root_name },
    status: row.status as TraceNodeStatus,
    decisions: row.decisions ?? 0,
    modelCalls: row.model_calls ?? 0,
    tokens: { input, output, total: input + output },
    nodes: row.nodes,
  };
  if (row.ended_at === null) return summary;
  return { ...summary, endedAt: row.ended_at, ...(row.duration_ms === null ? {} : { durationMs: row.duration_ms }) };
}
