import type { Migration } from "./migration";
import { RUN_TABLES } from "./run-tables";
import { STORE_META_TABLE } from "./store-meta-table";
import { TRACE_BATCH_TABLES } from "./trace-batch-tables";
import { TRACE_DURABLE_RUN_IDS } from "./trace-durable-run-ids";
import { TRACE_TABLES } from "./trace-tables";
import { TRACE_TEXT_KEYS } from "./trace-text-keys";

/**
 * Every migration of the store's file, in version order. Each concern (traces, durable runs…) brings its
 * tables as its own migration file; a new one is appended here with the next version.
 */
export const SCHEMA_MIGRATIONS: readonly Migration[] = [TRACE_TABLES, RUN_TABLES, TRACE_BATCH_TABLES, TRACE_TEXT_KEYS, STORE_META_TABLE, TRACE_DURABLE_RUN_IDS];
