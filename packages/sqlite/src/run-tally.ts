import type { NodeState } from "./node-state";

/** What one batch of a run adds to its `trace_runs` counts, and which of its nodes may describe the run. */
export interface RunDelta {
  nodes: number;
  decisions: number;
  modelCalls: number;
  inputTokens: number;
  outputTokens: number;
  /** The batch's parentless node, else its lowest id (the head of a run whose parent was dropped). */
  head: NodeState;
}

/** How many nodes stored while running the tally remembers (then it forgets them all). */
const MAX_OPEN = 100_000;

/**
 * Keeps `trace_runs` counts exact without reading nodes back: a node counts once, in the first batch that
 * holds it, and a model call's tokens count as the change since the state stored before. Only nodes
 * stored while still running are remembered (until their final state is stored), so memory follows the
 * number of long-running nodes, not of nodes written.
 */
export class RunTally {
  // Per run, the tokens of each node last stored while running.
  private readonly open = new Map<string, Map<number, [number, number]>>();
  private size = 0;

  /** The counts `states` (one batch of run `runId`, each node's latest state) add, remembering running ones. */
  add(runId: string, states: Iterable<NodeState>): RunDelta | undefined {
    let delta: RunDelta | undefined;
    let open = this.open.get(runId);
    for (const s of states) {
      delta ??= { nodes: 0, decisions: 0, modelCalls: 0, inputTokens: 0, outputTokens: 0, head: s };
      if (isBetterHead(s, delta.head)) delta.head = s;
      const before = open?.get(s.id);
      if (before === undefined) {
        delta.nodes++;
        if (s.kind === "decision") delta.decisions++;
        else if (s.kind === "model_call") delta.modelCalls++;
      }
      const tokens = s.kind === "model_call" ? usageOf(s) : NO_TOKENS;
      delta.inputTokens += tokens[0] - (before?.[0] ?? 0);
      delta.outputTokens += tokens[1] - (before?.[1] ?? 0);
      if (s.status === "running") {
        if (before === undefined && ++this.size > MAX_OPEN) {
          this.forget();
          open = undefined;
        }
        if (!open) this.open.set(runId, (open = new Map()));
        open.set(s.id, tokens);
      } else if (before !== undefined) {
        open!.delete(s.id);
        this.size--;
      }
    }
    if (open?.size === 0) this.open.delete(runId);
    return delta;
  }

  /** Forgets every running node (after retention deleted runs, or past the cap). */
  forget(): void {
    this.open.clear();
    this.size = 0;
  }
}

const NO_TOKENS: [number, number] = [0, 0];

// The same choice as core's summarizeTraceRun: a parentless node, else the lowest id.
function isBetterHead(node: NodeState, head: NodeState): boolean {
  const a = node.parentId == null;
  const b = head.parentId == null;
  return a !== b ? a : node.id < head.id;
}

function usageOf(state: NodeState): [number, number] {
  const usage = state.data.usage as { inputTokens?: unknown; outputTokens?: unknown } | undefined;
  return [typeof usage?.inputTokens === "number" ? usage.inputTokens : 0, typeof usage?.outputTokens === "number" ? usage.outputTokens : 0];
}
