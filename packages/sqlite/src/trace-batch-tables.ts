import type { Migration } from "./migration";

const COUNTERS = ["nodes", "decisions", "model_calls", "input_tokens", "output_tokens", "bytes"];

/**
 * Schema version 3: trace nodes are stored in batches, a row per run per flush, instead of a row per node
 * write, since each row and index entry costs far more than its bytes. `trace_batches` holds a JSON array
 * of node states (see `StoredNodeState`); its `seq` is the first node's write sequence number and `last_seq` the
 * last one's, taken from the one-row `trace_seq` counter (never reused, across processes). `trace_runs`
 * gains the run's counts (nodes, decisions, model calls, tokens, stored bytes), kept up to date by each
 * batch's writer, so a listing reads no node. `trace_texts` keeps long texts that recur across runs
 * (decision menus) once; `used_at` is when a batch last referred to one. Rows of schema 1's `trace_nodes` become one-node batches
 * under their old `seq`, and that table is dropped.
 */
export const TRACE_BATCH_TABLES: Migration = {
  version: 3,
  name: "trace node batches",
  up(db) {
    db.exec(`
      CREATE TABLE trace_batches (
        seq INTEGER PRIMARY KEY,
        last_seq INTEGER NOT NULL,
        run_id TEXT NOT NULL,
        pid INTEGER NOT NULL,
        nodes TEXT NOT NULL
      );
      CREATE INDEX trace_batches_by_run ON trace_batches (run_id, last_seq);
      CREATE TABLE trace_seq (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL);
      CREATE TABLE trace_texts (id INTEGER PRIMARY KEY, text TEXT NOT NULL, used_at INTEGER NOT NULL);
      CREATE INDEX trace_texts_by_use ON trace_texts (used_at);
      ${COUNTERS.map((c) => `ALTER TABLE trace_runs ADD COLUMN ${c} INTEGER NOT NULL DEFAULT 0;`).join("\n")}
      INSERT INTO trace_batches (seq, last_seq, run_id, pid, nodes)
        SELECT seq, seq, run_id, pid, json_array(json_array(
          node_id, parent_id, kind, name, started_at, ended_at, duration_ms, status, json(data), json(error)))
        FROM trace_nodes;
      UPDATE trace_runs SET (${COUNTERS.join(", ")}) = (
        SELECT count(*), coalesce(sum(n.kind = 'decision'), 0), coalesce(sum(n.kind = 'model_call'), 0),
          coalesce(sum(n.input_tokens), 0), coalesce(sum(n.output_tokens), 0),
          coalesce((SELECT sum(length(b.nodes)) FROM trace_batches b WHERE b.run_id = trace_runs.run_id), 0)
        FROM trace_nodes n WHERE n.run_id = trace_runs.run_id);
      -- AUTOINCREMENT's high-water mark, so no seq a reader has seen is given again.
      INSERT INTO trace_seq (id, seq) VALUES (1, max(
        coalesce((SELECT max(seq) FROM trace_nodes), 0),
        coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'trace_nodes'), 0)));
      DROP TABLE trace_nodes;
    `);
  },
};
