import type { Migration } from "./migration";

/**
 * Schema version 6: `trace_runs.durable_run_id`, the durable run (`Runs`) whose execution a trace run
 * records (`TraceRunSummary.durableRunId`), and an index on it, so that a durable run's trace runs are found
 * by its id without a scan (`listRuns({ durableRunId })`, `agentic trace show <durable run id>`). Only trace
 * runs of a durable run have one: the index leaves the others out. Runs stored before have none.
 */
export const TRACE_DURABLE_RUN_IDS: Migration = {
  version: 6,
  name: "trace durable run ids",
  up(db) {
    db.exec(`
      ALTER TABLE trace_runs ADD COLUMN durable_run_id TEXT;
      CREATE INDEX trace_runs_by_durable_run ON trace_runs (durable_run_id, started_at) WHERE durable_run_id IS NOT NULL;
    `);
  },
};
