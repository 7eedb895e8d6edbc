/**
 * The kind of a trace node:
 * - `function`: a call of an agentic function (decorated method or `agenticFunction`);
 * - `exec`: one `runtime.exec` turn (its model calls and tool calls are children);
 * - `decision`: one next-step decision (its model calls, re-picks and the dispatched call are children);
 * - `model_call`: one request to the model (prompt text, reply, usage, timings);
 * - `repick`: a re-pick after a bad reply (the problem; the re-asking model call is its child);
 * - `tool_call`: one tool call made by the model inside an `exec` turn.
 */
export type TraceNodeKind = "function" | "exec" | "decision" | "model_call" | "repick" | "tool_call";

/**
 * The state of a trace node: `running`, `ok`, `error` (it failed), or `suspended`: it stopped for an
 * approval (an `ApprovalRequiredError`, or a durable run's suspension, went through it), which is not a
 * failure. A durable run resumed after the verdict is recorded as a new trace run, carrying the same
 * {@link TraceNode.durableRunId}.
 */
export type TraceNodeStatus = "running" | "ok" | "error" | "suspended";

/** One node of the trace DAG. Nodes are plain data: safe to serialize with `JSON.stringify`. */
export interface TraceNode {
  /** Unique within its {@link Trace}, increasing in start order. */
  readonly id: number;
  /** The node this one ran under, if any. */
  readonly parentId?: number;
  /**
   * On a root node started while a durable run executes (`Runs`: start, resume, recover, retry): that run's
   * id. Each execution of a durable run is a trace run of its own; this id is what ties them together
   * (`agentic trace show <durable run id>` prints them all). A stored node carries it on every node of the
   * trace run ({@link StoredTraceNode.durableRunId}).
   */
  readonly durableRunId?: string;
  readonly kind: TraceNodeKind;
  /** What ran: the function, option or tool name, or the model. */
  readonly name: string;
  /** Start time, milliseconds since the epoch. */
  readonly startedAt: number;
  /** End time, milliseconds since the epoch; absent while running. */
  endedAt?: number;
  /** Duration in milliseconds, measured with a monotonic clock; absent while running. */
  durationMs?: number;
  status: TraceNodeStatus;
  /**
   * Kind-specific details, e.g. `{ prompt, reply, usage }` for a model call, `{ chosen, args }` for a
   * decision, `{ args, result }` for a tool call, `{ problem, attempt }` for a re-pick. A `decision.make`
   * node also records what it asked, enough to ask it again: `menu`, `specs` (the options as JSON),
   * `pickMode`, `model`, `settings`, `system`/`systemChars`, and `prompt`/`promptChars` or `messages`.
   */
  data: Record<string, unknown>;
  /** The error that ended the node, when `status` is `"error"`. */
  error?: { readonly name: string; readonly message: string };
}
