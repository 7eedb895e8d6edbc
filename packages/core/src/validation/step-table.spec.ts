import { StepTable } from "./step-table";

describe("StepTable", () => {
  it("gives a step the same id every time it is taken, and different steps different ids", () => {
    const table = new StepTable(10);
    const first = table.step(10, 0, 1.5);
    expect(table.step(10, 0, 1.5)).toBe(first);
    const others = [table.step(11, 0, 1.5), table.step(10, 1, 1.5), table.step(10, 0, 2.5), table.step(10, 0, -1.5)];
    expect(new Set([first, ...others]).size).toBe(5);
  });

  it("takes 0 and -0 as one value", () => {
    const table = new StepTable(1);
    expect(table.step(1, 0, -0)).toBe(table.step(1, 0, 0));
  });

  it("starts its ids at the first id and never gives one twice, whether by a step or fresh", () => {
    const table = new StepTable(8);
    const ids = [table.step(1, 0, 0), table.fresh(), table.step(1, 0, 1), table.fresh()];
    expect(ids).toEqual([8, 9, 10, 11]);
  });

  it("keeps every step's id while it grows", () => {
    const table = new StepTable(1);
    // Values that differ only in their high word or only in their low word, and prefixes alike.
    const steps: [number, number, number][] = [];
    for (let k = 0; k < 5000; k += 1) steps.push([k % 7, k % 3, k % 2 === 0 ? 2 ** (k % 1000) : k + 2 ** 40]);
    const ids = steps.map(([prefix, tag, value]) => table.step(prefix, tag, value));
    const again = steps.map(([prefix, tag, value]) => table.step(prefix, tag, value));
    expect(again).toEqual(ids);
    const distinct = new Set(steps.map((step) => step.join(" "))).size;
    expect(new Set(ids).size).toBe(distinct);
  });

  it("refuses, rather than walks, a long run of steps sharing one slot (data built against its hash)", () => {
    // 8 probes at the most, so the test needs only 9 such steps (the default, 512, needs 513).
    const table = new StepTable(1, 8);
    // Only a party that knows the table's seed can find such steps; the test asks the table itself.
    const hashOf = (prefix: number): number =>
      (table as unknown as { hash(prefix: number, tag: number, low: number, high: number): number }).hash(prefix, 0, 0, 0);
    const colliding: number[] = [];
    for (let prefix = 1; colliding.length < 9; prefix += 1) if ((hashOf(prefix) & 255) === 0) colliding.push(prefix);
    const taken = colliding.slice(0, 8).map((prefix) => table.step(prefix, 0, 0));
    expect(new Set(taken).size).toBe(8);
    expect(colliding.slice(0, 8).map((prefix) => table.step(prefix, 0, 0))).toEqual(taken);
    expect(() => table.step(colliding[8] as number, 0, 0)).toThrow(RangeError);
  });

  it("keeps no word of a cleared run's values", () => {
    const table = new StepTable(1);
    for (let k = 0; k < 100; k += 1) table.step(k + 1, 0, 1234.5 + k);
    table.clear();
    const arrays = table as unknown as { slots: Int32Array; steps: Int32Array };
    expect(arrays.slots.every((word) => word === 0)).toBe(true);
    expect(arrays.steps.every((word) => word === 0)).toBe(true);
  });

  it("forgets its steps when cleared, and numbers again from the first id", () => {
    const table = new StepTable(5);
    for (let k = 0; k < 3000; k += 1) table.step(k, 0, k);
    table.clear();
    expect(table.step(7, 1, 7)).toBe(5);
    expect(table.step(0, 0, 0)).toBe(6);
    expect(table.step(7, 1, 7)).toBe(5);
    // Cleared after a small run, a table grown large is made small again; it still finds and grows alike.
    table.clear();
    const ids = Array.from({ length: 3000 }, (_, k) => table.step(k, 1, -k));
    expect(ids[0]).toBe(5);
    expect(Array.from({ length: 3000 }, (_, k) => table.step(k, 1, -k))).toEqual(ids);
  });
});
