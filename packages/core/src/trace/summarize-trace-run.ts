import type { StoredTraceNode } from "./stored-trace-node";
import type { TraceRunSummary } from "./trace-run-summary";

/**
 * Summarizes one trace run from its nodes (any order): the root is the node without a parent (else the
 * earliest node, for a run whose parent was dropped), counts of nodes, decisions and model calls, and the
 * tokens of its model calls, and the durable run it records (if any). `undefined` for no nodes.
 */
export function summarizeTraceRun(nodes: readonly StoredTraceNode[]): TraceRunSummary | undefined {
  let root: StoredTraceNode | undefined;
  let durableRunId: string | undefined;
  let decisions = 0;
  let modelCalls = 0;
  let input = 0;
  let output = 0;
  for (const node of nodes) {
    if (!root || isBetterRoot(node, root)) root = node;
    durableRunId ??= node.durableRunId;
    if (node.kind === "decision") decisions++;
    if (node.kind === "model_call") {
      modelCalls++;
      const usage = node.data.usage as { inputTokens?: unknown; outputTokens?: unknown } | undefined;
      if (typeof usage?.inputTokens === "number") input += usage.inputTokens;
      if (typeof usage?.outputTokens === "number") output += usage.outputTokens;
    }
  }
  if (!root) return undefined;
  const summary: TraceRunSummary = {
    runId: root.runId,
    ...(durableRunId === undefined ? {} : { durableRunId }),
    startedAt: root.startedAt,
    root: { kind: root.kind, name: root.name },
    status: root.status,
    decisions,
    modelCalls,
    tokens: { input, output, total: input + output },
    nodes: nodes.length,
  };
  return root.endedAt === undefined ? summary : { ...summary, endedAt: root.endedAt, durationMs: root.durationMs };
}

function isBetterRoot(node: StoredTraceNode, root: StoredTraceNode): boolean {
  const a = node.parentId === undefined;
  const b = root.parentId === undefined;
  return a !== b ? a : node.id < root.id;
}
