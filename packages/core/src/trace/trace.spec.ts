import { Trace } from "./trace";

// Starts `count` nodes, each under the one before, ending every second one; returns their ids.
function chain(trace: Trace, count: number): number[] {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const node = trace.start("function", `f${i}`, { i }, ids.at(-1));
    ids.push(node.id);
    if (i % 2 === 1) trace.end(node);
  }
  return ids;
}

describe("Trace keeps the last maxNodes nodes", () => {
  it("drops the oldest first, and reads the kept ones by id, as roots and as children, in start order", () => {
    const trace = new Trace({ maxNodes: 3 });
    const ids = chain(trace, 8);
    expect(trace.nodes.map((n) => n.id)).toEqual(ids.slice(5));
    expect(trace.get(ids[4])).toBeUndefined();
    expect(trace.get(ids[7])?.name).toBe("f7");
    expect(trace.get(ids[5] + 0.5)).toBeUndefined();
    // f5's parent was dropped: it is a root now; its children are still found.
    expect(trace.roots().map((n) => n.id)).toEqual([ids[5]]);
    expect(trace.children(ids[5]).map((n) => n.id)).toEqual([ids[6]]);
  });

  it("starts afresh after clear, ids still counting up", () => {
    const trace = new Trace({ maxNodes: 2 });
    const before = chain(trace, 5);
    trace.clear();
    expect(trace.nodes).toEqual([]);
    const after = chain(trace, 3);
    expect(after[0]).toBeGreaterThan(before[4]);
    expect(trace.nodes.map((n) => n.id)).toEqual(after.slice(1));
    expect(trace.get(before[4])).toBeUndefined();
  });

  it("keeps the floor of a fractional maxNodes, and everything when it is not a number", () => {
    const fractional = new Trace({ maxNodes: 2.5 });
    expect(chain(fractional, 5).slice(3)).toEqual(fractional.nodes.map((n) => n.id));
    const unbounded = new Trace({ maxNodes: Number.NaN });
    expect(unbounded.nodes.map((n) => n.id)).toEqual([]);
    expect(chain(unbounded, 40)).toEqual(unbounded.nodes.map((n) => n.id));
  });
});
