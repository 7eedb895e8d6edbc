import type { TraceNodeStatus } from "@agentic-ts/core";

/** Every status a run or node can have, as `--status` and the viewer's server take them. */
export const TRACE_STATUSES: readonly TraceNodeStatus[] = ["running", "ok", "error", "suspended"];

/** A status as the terminal shows it: an icon and a word, so it never depends on colour alone. */
export function statusText(status: TraceNodeStatus): string {
  switch (status) {
    case "error":
      return "✗ failed";
    case "running":
      return "◌ running";
    case "suspended":
      return "⏸ suspended";
    default:
      return "✓ ok";
  }
}
