import { ValueIds } from "./value-ids";

describe("ValueIds", () => {
  it.each<[string, unknown, unknown, boolean]>([
    ["objects equal up to key order", { a: 1, b: [1, { c: 2, d: null }] }, { b: [1, { d: null, c: 2 }], a: 1 }, true],
    ["objects that differ deep inside", { a: [1, { c: 2 }] }, { a: [1, { c: 3 }] }, false],
    ["a string and a number", "1", 1, false],
    ["null and the string null", null, "null", false],
    ["an empty array and an empty object", [], {}, false],
    ["arrays in another order", [1, 2], [2, 1], false],
    ["0 and -0", 0, -0, true],
    ["true and 1", true, 1, false],
    ["a key and a string value alike", { a: "b" }, { b: "a" }, false],
    ["an object with a __proto__ key", JSON.parse('{"__proto__": 1}'), JSON.parse('{"__proto__": 1}'), true],
    ["one key more", { a: 1 }, { a: 1, b: 1 }, false],
    ["1 and 1.0 as parsed", JSON.parse("[1, {\"a\": 2.0}]"), JSON.parse("[1.0, {\"a\": 2}]"), true],
    ["0 and -0 nested in arrays and objects", [[0], { a: -0 }], [[-0], { a: 0 }], true],
    ["nested arrays in another order", [[1, [2, 3]]], [[1, [3, 2]]], false],
    ["a number member and a string member", { a: 9 }, { a: "9" }, false],
    ["an object and an array holding the same values", { 0: 1, 1: 2 }, [1, 2], false],
    ["an object with an inherited key and one without", Object.assign(Object.create({ x: 1 }) as object, { a: 1 }), { a: 1 }, true],
  ])("tells %s apart as JSON equality does", (_label, left, right, equal) => {
    const ids = new ValueIds();
    expect(ids.idOf(left) === ids.idOf(right)).toBe(equal);
  });

  it("tells objects with many keys apart by their members, whatever their key order", () => {
    const keys = Array.from({ length: 40 }, (_, k) => `k${(k * 17) % 40}`);
    const build = (order: string[], odd?: string): Record<string, unknown> =>
      Object.fromEntries(order.map((key) => [key, key === odd ? "other" : { n: key.length, key: [key] }]));
    const ids = new ValueIds();
    const first = ids.idOf(build(keys));
    expect(ids.idOf(build([...keys].reverse()))).toBe(first);
    expect(ids.idOf(build([...keys].sort()))).toBe(first);
    expect(ids.idOf(build([...keys].reverse(), "k23"))).not.toBe(first);
    expect(ids.idOf(build(keys.slice(1)))).not.toBe(first);
  });

  it("gives numbers and containers ids that never meet, however many values the table holds", () => {
    const ids = new ValueIds();
    const values: unknown[] = [];
    for (let k = 0; k < 200; k += 1) values.push(k, `${k}`, [k], [`${k}`], { a: k }, { a: `${k}` }, { [`${k}`]: k });
    const numbered = values.map((value) => ids.idOf(value));
    expect(new Set(numbered).size).toBe(values.length);
    // Asked again (copies, so nothing is remembered by identity), each value finds its number.
    expect(values.map((value) => ids.idOf(JSON.parse(JSON.stringify(value)) as unknown))).toEqual(numbered);
  });

  it("forgets the values of a run when cleared, and tells the next run's apart as before", () => {
    const ids = new ValueIds();
    const held = { a: [1, 2] };
    ids.idOf(held);
    ids.idOf({ b: 1 });
    ids.clear();
    expect(ids.identified).toBe(0);
    // Not remembered any more: read again (the table holds no data of a finished run).
    const again = ids.idOf(held);
    expect(ids.identified).toBe(2);
    expect(ids.idOf({ a: [1, 2] })).toBe(again);
    expect(ids.idOf({ b: 1 })).not.toBe(again);
    expect(ids.idOf({ a: [2, 1] })).not.toBe(again);
  });

  it("reads a value it was asked for once, so nested data identified inside out costs its size, not its size times its depth", () => {
    const ids = new ValueIds();
    // A chain of 100 nested arrays, identified from the inside out as nested uniqueItems checks run.
    const levels: unknown[][] = [[1]];
    for (let depth = 1; depth < 100; depth += 1) levels.push([levels[depth - 1], depth]);
    for (const level of levels) ids.idOf(level);
    expect(ids.identified).toBe(100);
    const first = ids.idOf(levels[99]);
    expect(ids.idOf(levels[99])).toBe(first);
    expect(ids.identified).toBe(100);
  });

  it("refuses data nested deeper than any parser produces", () => {
    let deep: unknown = [];
    for (let depth = 0; depth < 300; depth += 1) deep = [deep];
    expect(() => new ValueIds().idOf(deep)).toThrow(RangeError);
  });
});
