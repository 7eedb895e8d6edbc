import type { SqliteConnection } from "./sqlite-connection";
import type { SerializedBatch } from "./serialized-batch";
import { transaction } from "./transaction";
import { droppedNodesAdder } from "./dropped-nodes";
import { TraceTexts } from "./trace-texts";

const RUN_COLUMNS =
  "run_id, pid, durable_run_id, root_id, root_kind, root_name, status, started_at, ended_at, duration_ms, nodes, decisions, model_calls, input_tokens, output_tokens, bytes";
// The run's head fields change only with the node that is its head; the counts add up.
const HEAD_FIELDS = ["root_kind", "root_name", "status", "started_at", "ended_at", "duration_ms"];
const UPSERT_RUN =
  `INSERT INTO trace_runs (${RUN_COLUMNS}) VALUES (${RUN_COLUMNS.replace(/\w+/g, "?")}) ON CONFLICT (run_id) DO UPDATE SET ` +
  [
    ...HEAD_FIELDS.map((c) => `${c} = CASE WHEN root_id = excluded.root_id THEN excluded.${c} ELSE ${c} END`),
    // Every batch of a durable run's trace run names it; a batch of another names none.
    "durable_run_id = coalesce(durable_run_id, excluded.durable_run_id)",
    ...["nodes", "decisions", "model_calls", "input_tokens", "output_tokens", "bytes"].map((c) => `${c} = ${c} + excluded.${c}`),
  ].join(", ");

/**
 * The storing side of the SQLite trace store: writes a {@link SerializedBatch} in one transaction, each of
 * its runs as two statements whatever its number of nodes (a `trace_batches` row and an upsert of its
 * `trace_runs` row's head and counts) and each text it refers to once, and the count of earlier nodes it
 * carries as dropped. A commit costs far more than a row,
 * and a row (with its index entry) far more than its bytes. Used by the store's write thread, and on the
 * recording thread when there is none or at exit.
 */
export class BatchWriter {
  private readonly db: SqliteConnection;
  private readonly write: (batch: SerializedBatch) => void;

  constructor(db: SqliteConnection) {
    const insertBatch = db.prepare<[number, number, string, number, string]>("INSERT INTO trace_batches (seq, last_seq, run_id, pid, nodes) VALUES (?, ?, ?, ?, ?)");
    const upsertRun = db.prepare<unknown[]>(UPSERT_RUN);
    const texts = new TraceTexts(db);
    const readSeq = db.prepare<[]>("SELECT seq FROM trace_seq WHERE id = 1");
    const writeSeq = db.prepare<[number]>("INSERT INTO trace_seq (id, seq) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET seq = excluded.seq");
    const addDropped = droppedNodesAdder(db);
    this.db = db;
    this.write = (batch) => {
      // Under the write lock: no other connection takes seq numbers until this commits.
      let seq = (readSeq.value() as number | undefined) ?? 0;
      const now = Date.now();
      for (let i = 0; i + 1 < batch.texts.length; i += 2) texts.use(batch.texts[i], batch.texts[i + 1], now);
      for (const run of batch.runs) {
        const [runId, pid, durableRunId, states, json, ...head] = run;
        insertBatch.run(seq + 1, seq + states, runId, pid, json);
        seq += states;
        upsertRun.run(runId, pid, durableRunId, ...head, json.length);
      }
      writeSeq.run(seq);
      if (batch.dropped > 0) addDropped(batch.dropped);
    };
  }

  /** Stores `batch` in one transaction (taking the write lock at once); throws what SQLite throws. */
  store(batch: SerializedBatch): void {
    transaction(this.db, () => this.write(batch), true);
  }
}
