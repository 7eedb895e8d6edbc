import type { TraceStore } from "@agentic-ts/core";

/** A store that counts the trace nodes its writers dropped, as `SqliteStore.droppedNodeCount` does. */
interface CountsDroppedNodes {
  droppedNodeCount(): number;
}

/**
 * The line `agentic trace list` prints under its listing when the store's writers dropped trace nodes
 * (their write failed, e.g. on a full disk), so that no one takes an incomplete trace for the whole
 * story; `undefined` when none were dropped or the store does not count them.
 */
export function droppedNodesNote(store: TraceStore): string | undefined {
  const counter = store as TraceStore & Partial<CountsDroppedNodes>;
  if (typeof counter.droppedNodeCount !== "function") return undefined;
  const dropped = counter.droppedNodeCount();
  if (!(dropped > 0)) return undefined;
  return `${dropped} trace ${dropped === 1 ? "node was" : "nodes were"} dropped (write failures such as a full disk); the traces above may be incomplete.`;
}
