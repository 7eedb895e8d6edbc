import type { TraceStore } from "@agentic-ts/core";
import { MemoryStore } from "@agentic-ts/core";
import { droppedNodesNote } from "./dropped-nodes-note";

const counting = (dropped: number): TraceStore => Object.assign(new MemoryStore(), { droppedNodeCount: () => dropped });

describe("droppedNodesNote", () => {
  it("says how many nodes were dropped, and that the traces may be incomplete", () => {
    expect(droppedNodesNote(counting(3))).toBe("3 trace nodes were dropped (write failures such as a full disk); the traces above may be incomplete.");
    expect(droppedNodesNote(counting(1))).toBe("1 trace node was dropped (write failures such as a full disk); the traces above may be incomplete.");
  });

  it("says nothing when none were dropped, or when the store does not count them", () => {
    expect(droppedNodesNote(counting(0))).toBeUndefined();
    expect(droppedNodesNote(new MemoryStore())).toBeUndefined();
  });
});
