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
  ])("tells %s apart as JSON equality does", (_label, left, right, equal) => {
    const ids = new ValueIds();
    expect(ids.idOf(left) === ids.idOf(right)).toBe(equal);
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
