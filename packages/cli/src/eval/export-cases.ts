import type { StoredTraceNode, TraceRunFilter, TraceStore } from "@agentic-ts/core";
import type { EvalCase } from "./eval-case";
import { caseFromDecision, type SkipReason } from "./case-from-decision";

/** Which recorded decisions `agentic eval export` turns into cases (every condition must hold). */
export interface CaseWhere {
  /** Only trace runs whose id starts with this. */
  readonly run?: string;
  /** Only the trace runs of this durable run. */
  readonly durableRunId?: string;
  readonly since?: number;
  readonly until?: number;
  /** Only decisions that picked this option. */
  readonly chosen?: string;
  /** Only decisions whose menu has this option. */
  readonly option?: string;
  /** Only decisions that asked this model. */
  readonly model?: string;
  /** Only decisions recorded under a function of this name (a root or any ancestor). */
  readonly function?: string;
}

/** The cases, in the order the decisions started, and how many decisions gave none, by reason. */
export interface ExportedCases {
  readonly cases: EvalCase[];
  readonly skipped: Readonly<Partial<Record<SkipReason, number>>>;
}

/**
 * Reads every decision node (`decision.make`, `exec.choices`) of the store's trace runs matching `where`
 * and makes a case of each (see {@link caseFromDecision}). The order is the decisions' start order (then
 * run id, node id): two exports of the same store give the same cases in the same order.
 */
export async function exportCases(store: TraceStore, where: CaseWhere = {}): Promise<ExportedCases> {
  const filter: { -readonly [K in keyof TraceRunFilter]: TraceRunFilter[K] } = { limit: Number.MAX_SAFE_INTEGER };
  if (where.durableRunId !== undefined) filter.durableRunId = where.durableRunId;
  if (where.since !== undefined) filter.since = where.since;
  if (where.until !== undefined) filter.until = where.until;
  const runs = (await store.listRuns(filter)).filter((r) => where.run === undefined || r.runId.startsWith(where.run));
  const found: Array<{ at: number; runId: string; nodeId: number; c: EvalCase }> = [];
  const skipped: Partial<Record<SkipReason, number>> = {};
  for (const summary of runs) {
    const run = await store.getRun(summary.runId);
    if (run === undefined) continue;
    const byId = new Map(run.nodes.map((n) => [n.id, n]));
    for (const node of run.nodes) {
      if (node.kind !== "decision") continue;
      if (!matches(node, where, byId)) continue;
      const made = caseFromDecision(node, run.nodes, byId);
      if ("skip" in made) skipped[made.skip] = (skipped[made.skip] ?? 0) + 1;
      else found.push({ at: node.startedAt, runId: node.runId, nodeId: node.id, c: made.case });
    }
  }
  found.sort((a, b) => a.at - b.at || (a.runId < b.runId ? -1 : a.runId > b.runId ? 1 : 0) || a.nodeId - b.nodeId);
  return { cases: found.map((f) => f.c), skipped };
}

function matches(node: StoredTraceNode, where: CaseWhere, byId: ReadonlyMap<number, StoredTraceNode>): boolean {
  const d = node.data;
  if (where.chosen !== undefined && d.chosen !== where.chosen) return false;
  if (where.option !== undefined && !(Array.isArray(d.options) && d.options.includes(where.option))) return false;
  if (where.model !== undefined && d.model !== where.model) return false;
  if (where.function !== undefined && !underFunction(node, where.function, byId)) return false;
  return true;
}

function underFunction(node: StoredTraceNode, name: string, byId: ReadonlyMap<number, StoredTraceNode>): boolean {
  for (let at = node.parentId === undefined ? undefined : byId.get(node.parentId); at !== undefined; at = at.parentId === undefined ? undefined : byId.get(at.parentId)) {
    if (at.kind === "function" && at.name === name) return true;
  }
  return false;
}
