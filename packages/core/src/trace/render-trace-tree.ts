import { Trace } from "./trace";
import type { TraceNode } from "./trace-node";
import { traceNodeLine } from "./trace-node-line";

/** Options of {@link renderTraceTree}. */
export interface RenderTraceTreeOptions {
  /** Show each node's duration. Default true; turn it off for output that is the same on every run. */
  readonly durations?: boolean;
  /** Show token usage on model calls, decisions and exec turns. Default true. */
  readonly usage?: boolean;
  /** Show the whole text each model call sent, under the call. Default false. */
  readonly prompts?: boolean;
  /** Show the whole reply of each model call, under the call. Default false. */
  readonly replies?: boolean;
  /** The most lines of a prompt or reply shown; the rest is counted, not shown. Default 20. */
  readonly maxLines?: number;
  /**
   * The longest an inline value (arguments, a result, a one-line reply) gets before it is cut with "…";
   * a re-pick's problem and an error message get twice that. Default 80.
   */
  readonly maxWidth?: number;
  /** Render only the subtree of this node (or node id). Default: every root of the trace. */
  readonly from?: TraceNode | number;
}

type Settings = Required<Omit<RenderTraceTreeOptions, "from">>;

const DEFAULTS: Settings = { durations: true, usage: true, prompts: false, replies: false, maxLines: 20, maxWidth: 80 };

/**
 * A readable text tree of a {@link Trace}, or of trace nodes (a run read back from a store, say): one
 * line per node (what ran, its arguments, what it returned or picked, its duration and token usage)
 * joined by box-drawing branches, optionally with each model call's prompt and reply indented under it.
 * The text depends only on the trace (and, with `durations` off, not even on timings), so tests can
 * assert it exactly.
 *
 * @example
 * ```ts
 * console.log(renderTraceTree(runtime.trace, { replies: true }));
 * // function handleTicket(ticket: "Order A-1001 arrived broken") → {"refundId":"R-1"}  (3.1 ms)
 * // └─ exec · tools: lookupOrder · choices: refund, escalate, close  (2.9 ms)
 * //    ├─ model_call · exec → tool calls: lookupOrder  (0.4 ms)
 * //    ...
 * ```
 */
export function renderTraceTree(source: Trace | readonly TraceNode[], options: RenderTraceTreeOptions = {}): string {
  const trace = source instanceof Trace ? source : nodeIndex(source);
  const settings: Settings = { ...DEFAULTS, ...withoutUndefined(options) };
  const from = typeof options.from === "number" ? trace.get(options.from) : options.from;
  const roots = options.from === undefined ? trace.roots() : from ? [from] : [];
  const lines: string[] = [];
  for (const root of roots) walk(trace, root, "", "", settings, lines);
  return lines.join("\n");
}

/** What the tree walk reads from a trace. */
type TreeSource = Pick<Trace, "get" | "roots" | "children">;

/** The same reads over a plain node list (ids unique, as within one trace run). */
function nodeIndex(nodes: readonly TraceNode[]): TreeSource {
  const sorted = [...nodes].sort((a, b) => a.id - b.id);
  const byId = new Map(sorted.map((n) => [n.id, n]));
  const children = new Map<number, TraceNode[]>();
  const roots: TraceNode[] = [];
  for (const n of sorted) {
    if (n.parentId === undefined || !byId.has(n.parentId)) roots.push(n);
    else if (children.has(n.parentId)) children.get(n.parentId)!.push(n);
    else children.set(n.parentId, [n]);
  }
  return { get: (id) => byId.get(id), roots: () => roots, children: (id) => children.get(id) ?? [] };
}

function walk(trace: TreeSource, node: TraceNode, head: string, rest: string, s: Settings, out: string[]): void {
  const children = visibleChildren(trace, node);
  out.push(head + traceNodeLine(node, s));
  const detailPrefix = rest + (children.length > 0 ? "│  " : "   ");
  if (node.kind === "model_call") {
    if (s.prompts) block("prompt", node.data.prompt, detailPrefix, s.maxLines, out);
    if (s.replies) block("reply", node.data.reply, detailPrefix, s.maxLines, out);
  }
  children.forEach((child, i) => {
    const last = i === children.length - 1;
    walk(trace, child, rest + (last ? "└─ " : "├─ "), rest + (last ? "   " : "│  "), s, out);
  });
}

/**
 * The children worth a line. A tool call's own `function` node (same name, nothing under it) repeats
 * the tool call's arguments and result, so it is folded into the tool call's line.
 */
function visibleChildren(trace: TreeSource, node: TraceNode): TraceNode[] {
  const children = trace.children(node.id);
  if (node.kind !== "tool_call" || children.length !== 1) return children;
  const only = children[0];
  const folds = only.kind === "function" && only.name === node.name && trace.children(only.id).length === 0;
  return folds ? [] : children;
}

// "prompt" and "reply" share one column for their text.
const LABEL_WIDTH = 6;

/** A multi-line text under a node, labelled, with its lines cut to `maxLines`. */
function block(label: string, value: unknown, prefix: string, maxLines: number, out: string[]): void {
  if (typeof value !== "string" || value === "") return;
  const lines = value.split(/\r?\n/).map((l) => l.trimEnd());
  const shown = lines.slice(0, Math.max(1, maxLines));
  const pad = " ".repeat(LABEL_WIDTH);
  shown.forEach((line, i) => out.push(`${prefix}${i === 0 ? label.padEnd(LABEL_WIDTH) : pad} │ ${line}`.trimEnd()));
  const hidden = lines.length - shown.length;
  if (hidden > 0) out.push(`${prefix}${pad} │ … ${hidden} more line${hidden === 1 ? "" : "s"}`);
}

// An option passed as `undefined` keeps its default.
function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
}
