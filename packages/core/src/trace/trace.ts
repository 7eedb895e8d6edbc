import { scrubSecrets } from "../errors/scrub-secrets";
import * as diagnosticsChannel from "node:diagnostics_channel";
import { DIAGNOSTICS_CHANNELS } from "../contracts/diagnostics-channels";
import { currentJournal } from "../journal/journal-scope";
import { publishTraceNodeEnd, publishTraceNodeStart } from "./trace-diagnostics";
import { TraceRunIds } from "./trace-run-ids";
import { boundedAtEnd, boundedCopy, lastCopyKeptAll } from "./bound-node-data";
import { PREVIEW_LIMIT, preview, previewOwned, setOwn } from "./preview";
import type { TraceNode, TraceNodeKind } from "./trace-node";
import { storedNode } from "./stored-trace-node";
import type { TraceStore } from "./trace-store";

/** The longest a node's name is kept. */
const MAX_NAME = 200;

// The same channels the publish helpers use (a channel is one object per name): checked here first, so a
// node builds no message when nobody listens.
const nodeStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.traceNodeStart);
const nodeEnd = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.traceNodeEnd);

/** Options of a {@link Trace}. */
export interface TraceOptions {
  /**
   * How many nodes are kept; when more are recorded the oldest are dropped (their children keep their
   * `parentId`). Default 10 000. Keeps a long-lived runtime's memory bounded.
   */
  readonly maxNodes?: number;
  /**
   * How many characters each value of a node's `data` (prompt, reply, arguments, result…) and its error
   * message keep; longer values become previews (see {@link preview}). Default 2000, so a node costs a
   * few KiB however large the model's reply, in memory and in the store alike.
   */
  readonly previewChars?: number;
  /** Where every node is also written when it starts and when it ends. */
  readonly store?: TraceStore;
}

/**
 * An in-memory DAG of what a runtime did: agentic-function calls, exec turns, decisions, model calls,
 * re-picks and tool calls, each linked to the node it ran under. Every {@link Runtime} records into its
 * own `trace`; read it with {@link Trace.nodes}, {@link Trace.roots} and {@link Trace.children}. Node data
 * is bounded here, whoever records it: every value is a preview of at most `previewChars` characters.
 */
export class Trace {
  /** The store every node is also written to, if any. */
  readonly store?: TraceStore;
  /** The cap on each data value's characters (see {@link TraceOptions.previewChars}). */
  readonly previewChars: number;
  // The kept nodes, in a ring: ids are handed out in order and only the oldest are dropped (or all, by
  // clear), so the kept ids are `first` … `nextId - 1` and node `id` sits at `(id - base) % capacity`. An
  // array rather than a Map: a Map that loses its oldest entry on every start rebuilds its table again and
  // again, and that was the costliest line of a node.
  private ring: TraceNode[] = [];
  private base = 1;
  private first = 1;
  private readonly capacity: number;
  // Beside each kept node in `ring`, while it runs: its id (0 once it has finished), its start time
  // (`performance.now()`) and its data as bounded at start (at the end only values that changed are bounded
  // again). A node dropped while it runs loses its entry. Three arrays rather than one record per node: no
  // object (and no boxed start time) is made for every node.
  private runIds0: number[] = [];
  private runT0: number[] = [];
  private runClean: (Record<string, unknown> | undefined)[] = [];
  // Beside them, the one value a caller recorded on the running node with `record` (key and bounded value),
  // which the end keeps as it is.
  private runKeptKey: (string | undefined)[] = [];
  private runKeptValue: unknown[] = [];
  // The trace run (root's tree) of each kept or running node, filled only when there is a store. A running
  // node keeps its entry after it is dropped from the kept nodes, so its children still find their run.
  private readonly runIds = new TraceRunIds();
  private nextId = 1;
  private readonly maxNodes: number;

  constructor(options: TraceOptions = {}) {
    this.maxNodes = Math.max(1, options.maxNodes ?? 10_000);
    // At most maxNodes are kept, so a fractional cap keeps its floor; NaN never drops a node.
    const cap = Math.floor(this.maxNodes);
    this.capacity = cap >= 1 ? cap : Infinity;
    this.previewChars = Math.max(1, options.previewChars ?? PREVIEW_LIMIT);
    this.store = options.store;
  }

  /** All kept nodes in start order. */
  get nodes(): TraceNode[] {
    const out: TraceNode[] = [];
    for (let id = this.first; id < this.nextId; id++) out.push(this.ring[(id - this.base) % this.capacity]);
    return out;
  }

  /** Looks a node up by id. */
  get(id: number): TraceNode | undefined {
    return this.has(id) ? this.ring[(id - this.base) % this.capacity] : undefined;
  }

  /**
   * The trace run a kept node belongs to (a UUID shared by a root and its descendants), when the trace
   * writes to a store; `undefined` otherwise.
   */
  runIdOf(id: number): string | undefined {
    return this.runIds.runOf(id);
  }

  // Whether node `id` is kept (an integer id in the kept range).
  private has(id: number): boolean {
    return id >= this.first && id < this.nextId && Number.isInteger(id);
  }

  /** The nodes with no parent (or whose parent was dropped), in start order. */
  roots(): TraceNode[] {
    return this.nodes.filter((n) => n.parentId === undefined || !this.has(n.parentId));
  }

  /** The direct children of a node, in start order. */
  children(id: number): TraceNode[] {
    return this.nodes.filter((n) => n.parentId === id);
  }

  /** Starts a node; finish it with {@link Trace.end} or {@link Trace.fail}. `data` is kept as previews. */
  start(kind: TraceNodeKind, name: string, data: Record<string, unknown> = {}, parentId?: number): TraceNode {
    const bounded = boundedCopy(data, this.previewChars);
    // Never changed: the running node's data may be (see finish), so this copy is also what the store keeps.
    // Without a store it only spares the end bounding again what was bounded here; when every value was kept
    // as it was given (a short text, a number, a frozen flat list), bounding it again gives it back as it is,
    // so no copy is made then.
    const snapshot = this.store !== undefined || !lastCopyKeptAll() ? { ...bounded } : undefined;
    return this.open(kind, name, bounded, snapshot, parentId, undefined, undefined);
  }

  /**
   * @internal {@link Trace.start} with `data` its caller made for the node and gives away (never read or
   * changed by it afterwards): bounded where it stands instead of copied, as a node's data is at its end.
   */
  startOwned(kind: TraceNodeKind, name: string, data: Record<string, unknown>, parentId?: number): TraceNode {
    const bounded = boundedAtEnd(data, this.previewChars, undefined, undefined, undefined);
    const snapshot = this.store !== undefined || !lastCopyKeptAll() ? { ...bounded } : undefined;
    return this.open(kind, name, bounded, snapshot, parentId, undefined, undefined);
  }

  /**
   * @internal {@link Trace.start} with data of one key, `key` holding `value`, {@link Trace.record}ed: bounded
   * once, at the start, and kept at the end as it is (no start snapshot of it without a store). `owned`: the
   * caller made `value` for the node and gives it away (see {@link previewOwned}).
   */
  startRecorded(kind: TraceNodeKind, name: string, key: string, value: unknown, parentId?: number, owned = false): TraceNode {
    const kept = owned ? previewOwned(value, this.previewChars) : preview(value, this.previewChars);
    const bounded: Record<string, unknown> = {};
    if (kept !== undefined) setOwn(bounded, key, kept);
    return this.open(kind, name, bounded, this.store !== undefined ? { ...bounded } : undefined, parentId, key, kept);
  }

  // Starts a node of bounded data, with its start snapshot (if any) and its recorded key (if any).
  private open(
    kind: TraceNodeKind,
    name: string,
    bounded: Record<string, unknown>,
    snapshot: Record<string, unknown> | undefined,
    parentId: number | undefined,
    keptKey: string | undefined,
    keptValue: unknown,
  ): TraceNode {
    const id = this.nextId++;
    const shown = name.length <= MAX_NAME ? name : (preview(name, MAX_NAME) as string);
    const startedAt = Date.now();
    // A root started while a durable run executes (its journal is ambient) names that run.
    const durableRunId = parentId === undefined ? currentJournal()?.runId : undefined;
    // `parentId` last either way (the key order nodes always had), set in the literal: no shape change after.
    const node: TraceNode =
      parentId !== undefined
        ? { id, kind, name: shown, startedAt, status: "running", data: bounded, parentId }
        : durableRunId === undefined
          ? { id, kind, name: shown, startedAt, status: "running", data: bounded }
          : { id, kind, name: shown, startedAt, status: "running", data: bounded, durableRunId };
    const slot = (id - this.base) % this.capacity;
    const t0 = performance.now();
    // A full ring gives the oldest kept node's slot: that node is dropped below (0: it had finished).
    const dropped = slot < this.runIds0.length ? this.runIds0[slot] : 0;
    if (slot === this.ring.length) {
      this.ring.push(node);
      this.runIds0.push(id);
      this.runT0.push(t0);
      this.runClean.push(snapshot);
      this.runKeptKey.push(keptKey);
      this.runKeptValue.push(keptValue);
    } else {
      this.ring[slot] = node;
      this.runIds0[slot] = id;
      this.runT0[slot] = t0;
      this.runClean[slot] = snapshot;
      this.runKeptKey[slot] = keptKey;
      this.runKeptValue[slot] = keptValue;
    }
    if (this.store) this.runIds.add(id, parentId, durableRunId);
    if (this.nextId - this.first > this.capacity) {
      const oldest = this.first++;
      // A node dropped while it runs keeps its run id until its end is written (run ids are kept only with a store).
      if (dropped !== oldest && this.store !== undefined) this.runIds.delete(oldest);
    }
    if (snapshot !== undefined) this.write(node, snapshot);
    if (nodeStart.hasSubscribers) publishTraceNodeStart(this, node);
    return node;
  }

  /**
   * @internal Sets `key` of a running node's data to a bounded copy of `value` now (before code runs that may
   * change `value`), and the end keeps that copy as it is instead of bounding it a second time (unless the
   * key holds another value by then). One key per node: recording another key bounds the first one again at
   * the end, as any value set directly. `owned`: nobody else holds `value` or changes it (see {@link previewOwned}).
   */
  record(node: TraceNode, key: string, value: unknown, owned = false): void {
    const bounded = owned ? previewOwned(value, this.previewChars) : preview(value, this.previewChars);
    setOwn(node.data, key, bounded);
    const slot = (node.id - this.base) % this.capacity;
    if (this.has(node.id) && this.runIds0[slot] === node.id) {
      this.runKeptKey[slot] = key;
      this.runKeptValue[slot] = bounded;
    }
  }

  /** Marks a node finished successfully, merging `data` into its details. */
  end(node: TraceNode, data?: Record<string, unknown>): void {
    this.finish(node, "ok", data);
  }

  /** @internal {@link Trace.end} with data of one key, `key` holding `value`: no object to merge. */
  endWith(node: TraceNode, key: string, value: unknown): void {
    setOwn(node.data, key, value);
    this.finish(node, "ok", undefined);
  }

  /** Marks a node failed with `error`, merging `data` into its details. */
  fail(node: TraceNode, error: unknown, data?: Record<string, unknown>): void {
    this.close(node, error, "error", data);
  }

  /**
   * Marks a node `suspended`: the work it records waits (for a person's verdict, say), `error` telling why.
   * Which failures are suspensions is the caller's to know (see `traceFailure`); the trace only records it.
   */
  suspend(node: TraceNode, error: unknown, data?: Record<string, unknown>): void {
    this.close(node, error, "suspended", data);
  }

  private close(node: TraceNode, error: unknown, status: "error" | "suspended", data?: Record<string, unknown>): void {
    const e = error instanceof Error ? error : new Error(String(error));
    // A provider's message may quote the rejected key: what a store keeps is scrubbed first.
    node.error = { name: String(preview(e.name, MAX_NAME)), message: String(preview(scrubSecrets(String(e.message)), this.previewChars)) };
    this.finish(node, status, data);
  }

  /** Drops every node. */
  clear(): void {
    this.ring = [];
    this.base = this.nextId;
    this.first = this.nextId;
    this.runIds0 = [];
    this.runT0 = [];
    this.runClean = [];
    this.runKeptKey = [];
    this.runKeptValue = [];
    this.runIds.clear();
  }

  /** The kept nodes as plain JSON-ready data. */
  toJSON(): TraceNode[] {
    return this.nodes;
  }

  private finish(node: TraceNode, status: "ok" | "error" | "suspended", data?: Record<string, unknown>): void {
    node.status = status;
    node.endedAt = Date.now();
    const slot = (node.id - this.base) % this.capacity;
    let clean: Record<string, unknown> | undefined;
    let keptKey: string | undefined;
    let keptValue: unknown;
    if (this.has(node.id) && this.runIds0[slot] === node.id) {
      node.durationMs = performance.now() - this.runT0[slot];
      clean = this.runClean[slot];
      keptKey = this.runKeptKey[slot];
      keptValue = this.runKeptValue[slot];
      this.runIds0[slot] = 0;
      this.runClean[slot] = undefined;
      this.runKeptKey[slot] = undefined;
      this.runKeptValue[slot] = undefined;
    }
    if (data) Object.assign(node.data, data);
    // Code that ran under the node may have added details to `node.data` directly: bound every value that
    // is not the one bounded at start (or by `record`).
    node.data = boundedAtEnd(node.data, this.previewChars, clean, keptKey, keptValue);
    this.write(node, node.data);
    if (nodeEnd.hasSubscribers) publishTraceNodeEnd(this, node);
  }

  // `data` is never changed after this call (a running node's is its start snapshot, a finished node's the
  // record bounded at its end), so the store may keep it as it is.
  private write(node: TraceNode, data: Record<string, unknown>): void {
    if (!this.store) return;
    const runId = this.runIds.runOf(node.id);
    if (runId === undefined) return;
    const durableRunId = this.runIds.durableRunOf(node.id);
    // A node dropped from memory while it ran needs its run id only until this last write.
    if (node.status !== "running" && !this.has(node.id)) this.runIds.delete(node.id);
    try {
      this.store.writeNode(storedNode(node, data, runId, durableRunId));
    } catch {
      // A store must not throw (its contract); if one does, the run it records must not fail for it.
    }
  }
}
