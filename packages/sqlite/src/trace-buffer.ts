import type { StoredTraceNode } from "@agentic-ts/core";
import { RunTally } from "./run-tally";
import type { RunEntry, SerializedBatch } from "./serialized-batch";
import { storedStates } from "./shared-menus";
import { TextKeys } from "./text-keys";
import type { NodeState } from "./node-state";

/** One run's part of the buffer: the latest state of each node written since the last batch, in first-write order. */
interface RunBuffer {
  readonly pid: number;
  /** The durable run the trace run records, from its nodes (each carries it). */
  durableRunId: string | undefined;
  readonly nodes: Map<number, NodeState>;
}

/**
 * The recording side of the SQLite trace store: node writes wait here (per run, the latest state of each
 * node wins; the trace's own objects, which it never changes after the write) until {@link TraceBuffer.take}
 * serializes them into one {@link SerializedBatch}: each run's states as one JSON array, each decision's
 * menu as a reference to `trace_texts` (see `storedStates`), and what the batch adds to the run's counts
 * (see `RunTally`).
 */
export class TraceBuffer {
  private runs = new Map<string, RunBuffer>();
  private buffered = 0;
  private next = 1;
  private readonly keys = new TextKeys();
  private readonly tally = new RunTally();

  /** Node writes buffered since the last batch (before coalescing). */
  get size(): number {
    return this.buffered;
  }

  /** Buffers the node's current state. */
  write(node: StoredTraceNode): void {
    let run = this.runs.get(node.runId);
    if (!run) this.runs.set(node.runId, (run = { pid: node.pid, durableRunId: node.durableRunId, nodes: new Map() }));
    else run.durableRunId ??= node.durableRunId;
    run.nodes.set(node.id, node);
    this.buffered++;
  }

  /**
   * Everything buffered as one batch, and an empty buffer; `undefined` when nothing is buffered. The batch
   * carries `dropped`, the count of earlier nodes its transaction is to record as dropped.
   */
  take(dropped = 0): SerializedBatch | undefined {
    if (this.runs.size === 0) return undefined;
    const taken = this.runs;
    this.runs = new Map();
    this.buffered = 0;
    const texts = new Map<string, string>();
    const refOf = (text: string): string => {
      const key = this.keys.keyOf(text);
      texts.set(key, text);
      return key;
    };
    const runs: RunEntry[] = [];
    let nodes = 0;
    for (const [runId, run] of taken) {
      const states = [...run.nodes.values()];
      nodes += states.length;
      const json = JSON.stringify(storedStates(states, refOf));
      const d = this.tally.add(runId, states)!;
      const h = d.head;
      runs.push([runId, run.pid, run.durableRunId ?? null, states.length, json, h.id, h.kind, h.name, h.status, h.startedAt, h.endedAt ?? null, h.durationMs ?? null,
        d.nodes, d.decisions, d.modelCalls, d.inputTokens, d.outputTokens]);
    }
    return { n: this.next++, texts: [...texts].flat(), runs, nodes, dropped };
  }

  /** Forgets the nodes stored while running (after retention deleted runs). */
  forgetRuns(): void {
    this.tally.forget();
  }

  /** Drops everything buffered. */
  clear(): void {
    this.runs.clear();
    this.buffered = 0;
  }
}
