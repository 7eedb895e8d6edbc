import type { SqliteConnection } from "./sqlite-connection";
import type { RunFilter, RunRecord, StepRecord } from "@agentic-ts/core";

interface RunRow {
  readonly data: string;
  readonly heartbeat_at: string | null;
}

interface StepRow {
  readonly run_id: string;
  readonly step_id: string;
  readonly kind: StepRecord["kind"];
  readonly name: string;
  readonly request_hash: string;
  readonly result: string;
  readonly at: string;
}

// A heartbeat only touches its column; the record's JSON is read with it laid over.
const toRun = (row: RunRow): RunRecord => {
  const run = JSON.parse(row.data) as RunRecord;
  return row.heartbeat_at === null ? run : { ...run, heartbeatAt: row.heartbeat_at };
};

// JSON has no undefined; "null" stands for a dispatch that returned nothing.
const toStep = (row: StepRow): StepRecord => ({
  runId: row.run_id, stepId: row.step_id, kind: row.kind, name: row.name, requestHash: row.request_hash,
  result: JSON.parse(row.result) as unknown, at: row.at,
});

/**
 * The statements of `SqliteStore`'s `RunStore` part: durable runs and their journals in the `durable_runs`
 * and `durable_steps` tables. Each method is one SQLite statement (a write is atomic across processes
 * sharing the file), so the compare-and-set in {@link SqliteRunStore.updateRunRecord} lets exactly one of
 * several processes change a run. They run synchronously and fail at once on a locked file: the store
 * runs them through its `LockWaitQueue`, which tries them again without holding up the event loop.
 */
export class SqliteRunStore {
  private readonly insert;
  private readonly select;
  private readonly update;
  private readonly touch;
  private readonly insertStep;
  private readonly selectSteps;

  constructor(private readonly db: SqliteConnection) {
    this.insert = db.prepare(
      `INSERT INTO durable_runs (id, agent, method, status, version, owner, heartbeat_at, created_at, updated_at, data)
       VALUES (@id, @agent, @method, @status, @version, @owner, @heartbeatAt, @createdAt, @updatedAt, @data)`,
    );
    this.select = db.prepare<[string], RunRow>("SELECT data, heartbeat_at FROM durable_runs WHERE id = ?");
    this.update = db.prepare(
      `UPDATE durable_runs SET status = @status, version = @version, owner = @owner, heartbeat_at = @heartbeatAt,
       updated_at = @updatedAt, data = @data WHERE id = @id AND version = @expected`,
    );
    this.touch = db.prepare<[string, string, string]>(
      "UPDATE durable_runs SET heartbeat_at = ? WHERE id = ? AND owner = ? AND status = 'running'",
    );
    this.insertStep = db.prepare(
      `INSERT OR IGNORE INTO durable_steps (run_id, step_id, kind, name, request_hash, result, at)
       VALUES (@runId, @stepId, @kind, @name, @requestHash, @result, @at)`,
    );
    this.selectSteps = db.prepare<[string], StepRow>("SELECT * FROM durable_steps WHERE run_id = ? ORDER BY seq");
  }

  /** Stores a new run; throws if the id exists. */
  insertRunRecord(run: RunRecord): void {
    this.insert.run(columns(run));
  }

  /** A run by id. */
  getRunRecord(id: string): RunRecord | undefined {
    const row = this.select.get(id);
    return row && toRun(row);
  }

  /** Runs, newest first. */
  listRunRecords(filter: RunFilter = {}): RunRecord[] {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status !== undefined) (where.push("status = ?"), params.push(filter.status));
    if (filter.agent !== undefined) (where.push("agent = ?"), params.push(filter.agent));
    const limit = filter.limit === undefined ? "" : ` LIMIT ${Math.max(0, Math.floor(filter.limit))}`;
    const sql = `SELECT data, heartbeat_at FROM durable_runs${where.length ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at DESC, rowid DESC${limit}`;
    return this.db.prepare<unknown[], RunRow>(sql).all(...params).map(toRun);
  }

  /** The compare-and-set on `expectedVersion`; whether it changed the run. */
  updateRunRecord(run: RunRecord, expectedVersion: number): boolean {
    // Exactly the statement's parameters (see appendStep).
    const { status, version, owner, heartbeatAt, updatedAt, data, id } = columns(run);
    return this.update.run({ status, version, owner, heartbeatAt, updatedAt, data, id, expected: expectedVersion }).changes === 1;
  }

  /** An owner's heartbeat. */
  touchRunRecord(id: string, owner: string, at: string): void {
    this.touch.run(at, id, owner);
  }

  /** Appends a step; a step id already recorded keeps its first record. */
  appendStep(step: StepRecord): void {
    // Exactly the statement's parameters: node:sqlite refuses a named parameter the statement does not have.
    const { runId, stepId, kind, name, requestHash, at } = step;
    this.insertStep.run({ runId, stepId, kind, name, requestHash, result: JSON.stringify(step.result ?? null), at });
  }

  /** A run's journal, in completion order. */
  listSteps(runId: string): StepRecord[] {
    return this.selectSteps.all(runId).map(toStep);
  }
}

function columns(run: RunRecord): Record<string, unknown> {
  return {
    id: run.id, agent: run.agent, method: run.method, status: run.status, version: run.version, owner: run.owner ?? null,
    heartbeatAt: run.heartbeatAt ?? null, createdAt: run.createdAt, updatedAt: run.updatedAt, data: JSON.stringify(run),
  };
}
