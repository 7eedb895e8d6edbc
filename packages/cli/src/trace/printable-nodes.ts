import type { StoredTraceNode } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";
import { isRecord } from "../is-record";

// A model call's prompt and reply are multi-line blocks under the call: their newlines are the layout, and
// whatever else they hold is escaped when the tree is printed (terminalBlock). Arguments and results are
// shown as JSON, which escapes newlines itself; only the argument names are printed bare.
const BLOCKS = new Set(["prompt", "reply"]);
const JSON_SHOWN = new Set(["result"]);

/**
 * Trace nodes as a terminal tree may show them: every string the tree prints on a node's one line (its
 * kind and name, an error, a purpose, a pick, tool and choice names, argument names, a problem) with its
 * control characters escaped, newlines and tabs included ({@link terminalLine}), so that text from a
 * store cannot break a line of the tree or reach the terminal as a control sequence.
 */
export function printableNodes(nodes: readonly StoredTraceNode[]): StoredTraceNode[] {
  return nodes.map((node) => ({
    ...node,
    kind: terminalLine(node.kind) as StoredTraceNode["kind"],
    name: terminalLine(node.name),
    ...(node.error ? { error: { name: terminalLine(node.error.name), message: terminalLine(node.error.message) } } : {}),
    data: Object.fromEntries(Object.entries(node.data).map(([key, value]) => [key, printableField(key, value)])),
  }));
}

function printableField(key: string, value: unknown): unknown {
  if (BLOCKS.has(key) || JSON_SHOWN.has(key)) return value;
  if (key === "args" && isRecord(value)) return Object.fromEntries(Object.entries(value).map(([name, v]) => [terminalLine(name), v]));
  if (key === "args") return value;
  return escapedDeep(value);
}

function escapedDeep(value: unknown): unknown {
  if (typeof value === "string") return terminalLine(value);
  if (Array.isArray(value)) return value.map(escapedDeep);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [terminalLine(k), escapedDeep(v)]));
  return value;
}
