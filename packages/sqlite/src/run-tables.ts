import type { Migration } from "./migration";

/**
 * The durable-run tables (schema version 2): `durable_runs`, one row per run — its whole record as JSON in
 * `data`, with the columns every query or compare-and-set needs beside it (`status`, `version`, `owner`,
 * `heartbeat_at`) — and `durable_steps`, each run's journal: one row per completed step, unique by
 * `(run_id, step_id)`, in completion order (`seq`).
 */
export const RUN_TABLES: Migration = {
  version: 2,
  name: "durable run tables",
  up(db) {
    db.exec(`
      CREATE TABLE durable_runs (
        id TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        method TEXT NOT NULL,
        status TEXT NOT NULL,
        version INTEGER NOT NULL,
        owner TEXT,
        heartbeat_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX durable_runs_by_status ON durable_runs (status, created_at);
      CREATE TABLE durable_steps (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        run_id TEXT NOT NULL,
        step_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        result TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX durable_steps_by_run ON durable_steps (run_id, step_id);
    `);
  },
};
