import { publishTraceNodeEnd, publishTraceNodeStart } from "../runtime/diagnostics";
import type { TraceNode, TraceNodeKind } from "./trace-node";

/** Options of a {@link Trace}. */
export interface TraceOptions {
  /**
   * How many nodes are kept; when more are recorded the oldest are dropped (their children keep their
   * `parentId`). Default 10 000. Keeps a long-lived runtime's memory bounded.
   */
  readonly maxNodes?: number;
}

/**
 * An in-memory DAG of what a runtime did: agentic-function calls, exec turns, decisions, model calls,
 * re-picks and tool calls, each linked to the node it ran under. Every {@link Runtime} records into its
 * own `trace`; read it with {@link Trace.nodes}, {@link Trace.roots} and {@link Trace.children}.
 */
export class Trace {
  private readonly byId = new Map<number, TraceNode>();
  private readonly started = new Map<number, number>();
  private nextId = 1;
  private readonly maxNodes: number;

  constructor(options: TraceOptions = {}) {
    this.maxNodes = Math.max(1, options.maxNodes ?? 10_000);
  }

  /** All kept nodes in start order. */
  get nodes(): TraceNode[] {
    return [...this.byId.values()];
  }

  /** Looks a node up by id. */
  get(id: number): TraceNode | undefined {
    return this.byId.get(id);
  }

  /** The nodes with no parent (or whose parent was dropped), in start order. */
  roots(): TraceNode[] {
    return this.nodes.filter((n) => n.parentId === undefined || !this.byId.has(n.parentId));
  }

  /** The direct children of a node, in start order. */
  children(id: number): TraceNode[] {
    return this.nodes.filter((n) => n.parentId === id);
  }

  /** Starts a node; finish it with {@link Trace.end} or {@link Trace.fail}. */
  start(kind: TraceNodeKind, name: string, data: Record<string, unknown> = {}, parentId?: number): TraceNode {
    const node: TraceNode = { id: this.nextId++, kind, name, startedAt: Date.now(), status: "running", data };
    if (parentId !== undefined) (node as { parentId?: number }).parentId = parentId;
    this.byId.set(node.id, node);
    this.started.set(node.id, performance.now());
    if (this.byId.size > this.maxNodes) {
      const oldest = this.byId.keys().next().value as number;
      this.byId.delete(oldest);
      this.started.delete(oldest);
    }
    publishTraceNodeStart({ trace: this, node });
    return node;
  }

  /** Marks a node finished successfully, merging `data` into its details. */
  end(node: TraceNode, data?: Record<string, unknown>): void {
    this.finish(node, "ok", data);
  }

  /** Marks a node failed with `error`, merging `data` into its details. */
  fail(node: TraceNode, error: unknown, data?: Record<string, unknown>): void {
    const e = error instanceof Error ? error : new Error(String(error));
    node.error = { name: e.name, message: e.message };
    this.finish(node, "error", data);
  }

  /** Drops every node. */
  clear(): void {
    this.byId.clear();
    this.started.clear();
  }

  /** The kept nodes as plain JSON-ready data. */
  toJSON(): TraceNode[] {
    return this.nodes;
  }

  private finish(node: TraceNode, status: "ok" | "error", data?: Record<string, unknown>): void {
    node.status = status;
    node.endedAt = Date.now();
    const t0 = this.started.get(node.id);
    if (t0 !== undefined) node.durationMs = performance.now() - t0;
    this.started.delete(node.id);
    if (data) Object.assign(node.data, data);
    publishTraceNodeEnd({ trace: this, node });
  }
}
