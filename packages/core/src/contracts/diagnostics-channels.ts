/** The `node:diagnostics_channel` names agentic-ts publishes on. Subscribe to watch any runtime in the process. */
export const DIAGNOSTICS_CHANNELS = {
  /** A model call starts: `ModelCallStartMessage`. */
  modelCallStart: "agentic-ts:model-call:start",
  /** A model call ends, with its response or error: `ModelCallEndMessage`. */
  modelCallEnd: "agentic-ts:model-call:end",
  /** A decision starts, with its normalized options: `DecisionStartMessage`. */
  decisionStart: "agentic-ts:decision:start",
  /** A trace node starts (any kind), in the async context of the work it records: `TraceNodeMessage`. */
  traceNodeStart: "agentic-ts:trace:node-start",
  /** A trace node ends (`ok` or `error`), in the async context of the work it records: `TraceNodeMessage`. */
  traceNodeEnd: "agentic-ts:trace:node-end",
} as const;
