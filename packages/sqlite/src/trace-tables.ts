import type { Migration } from "./migration";

/**
 * The trace tables (schema version 1; version 3 replaces `trace_nodes` by batches, see `TRACE_BATCH_TABLES`):
 * `trace_runs`, one row per trace run (its root node's facts), and
 * `trace_nodes`, one row per node holding its latest state. `seq` is the node row's write sequence number:
 * every write replaces the row under a new, larger `seq` (AUTOINCREMENT never reuses one), which is what
 * live readers poll on. Token counts of model calls are columns, so run summaries need not parse `data`.
 */
export const TRACE_TABLES: Migration = {
  version: 1,
  name: "trace tables",
  up(db) {
    db.exec(`
      CREATE TABLE trace_runs (
        run_id TEXT PRIMARY KEY,
        pid INTEGER NOT NULL,
        root_id INTEGER NOT NULL,
        root_kind TEXT NOT NULL,
        root_name TEXT NOT NULL,
        status TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        ended_at INTEGER,
        duration_ms REAL
      );
      CREATE INDEX trace_runs_by_start ON trace_runs (started_at);
      CREATE TABLE trace_nodes (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        run_id TEXT NOT NULL,
        node_id INTEGER NOT NULL,
        parent_id INTEGER,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        status TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        ended_at INTEGER,
        duration_ms REAL,
        pid INTEGER NOT NULL,
        input_tokens INTEGER NOT NULL DEFAULT 0,
        output_tokens INTEGER NOT NULL DEFAULT 0,
        bytes INTEGER NOT NULL,
        data TEXT NOT NULL,
        error TEXT
      );
      CREATE UNIQUE INDEX trace_nodes_by_run ON trace_nodes (run_id, node_id);
    `);
  },
};
