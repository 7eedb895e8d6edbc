import type { ContextCodec, RunStore } from "@agentic-ts/core";

/** How `serveMcp` keeps gated tool calls as durable runs (see {@link ServeMcpOptions.runs}). */
export interface McpRunsOptions {
  /** Where the runs are kept: core's `MemoryStore` or `SqliteStore` from `@agentic-ts/sqlite`. */
  readonly store: RunStore;
  /** Encodes the stored context of each run (redaction, encryption), as `RunsOptions.contextCodec`. */
  readonly contextCodec?: ContextCodec;
  /** As `RunsOptions.leaseMs`. */
  readonly leaseMs?: number;
}
