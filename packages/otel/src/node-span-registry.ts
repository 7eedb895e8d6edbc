import type { Span } from "@opentelemetry/api";
import type { Trace, TraceNodeKind } from "@agentic-ts/core";

/** The span of one running trace node, with what its children report to it. */
export interface NodeSpan {
  readonly span: Span;
  readonly kind: TraceNodeKind;
  /** The span of the node's parent node, when that one has a span. */
  readonly parent?: NodeSpan;
  /** Re-picks seen under this node (a decision's attempts when it fails before recording them). */
  repicks: number;
  /** Whether `gen_ai.provider.name` is set on the span. */
  hasProvider: boolean;
  /** An exec turn's offered tools, when its node recorded their list: what its tool calls may be named. */
  readonly tools?: ReadonlySet<string>;
}

/**
 * The spans of running trace nodes, keyed by trace and node id: node ids are unique only within one
 * {@link Trace}, so runtimes with different traces never share an entry. An entry leaves when its node
 * ends, and a trace's map leaves with its last entry, so nothing outlives the work it records.
 */
export class NodeSpanRegistry {
  private readonly byTrace = new Map<Trace, Map<number, NodeSpan>>();
  private count = 0;

  /** How many spans are open. */
  get size(): number {
    return this.count;
  }

  /** The span of a running node, if it has one. */
  get(trace: Trace, id: number | undefined): NodeSpan | undefined {
    return id === undefined ? undefined : this.byTrace.get(trace)?.get(id);
  }

  /** Records the span of a node that started. */
  add(trace: Trace, id: number, entry: NodeSpan): void {
    let spans = this.byTrace.get(trace);
    if (!spans) {
      spans = new Map();
      this.byTrace.set(trace, spans);
    }
    if (!spans.has(id)) this.count++;
    spans.set(id, entry);
  }

  /** Removes and returns the span of a node that ended. */
  take(trace: Trace, id: number): NodeSpan | undefined {
    const spans = this.byTrace.get(trace);
    const entry = spans?.get(id);
    if (!spans || !entry) return undefined;
    spans.delete(id);
    this.count--;
    if (spans.size === 0) this.byTrace.delete(trace);
    return entry;
  }

  /** Forgets every open span (their nodes will not be heard ending). */
  clear(): void {
    this.byTrace.clear();
    this.count = 0;
  }
}
