import type { JsonSchema } from "../contracts/json-schema";
import { standaloneValidatorCode } from "./standalone-validator-code";
import { ajvRuntime } from "./ajv-runtime";
import { validateArgs } from "./validate-args";
import { readCounter } from "./__fixtures__/read-counter";

const listOf = (items: JsonSchema): JsonSchema => ({
  type: "object",
  properties: { rows: { type: "array", uniqueItems: true, items } },
  required: ["rows"],
  additionalProperties: false,
});

describe("uniqueItems", () => {
  it("reads each item a bounded number of times, however many items there are (no pairwise comparison)", () => {
    const schema = listOf({ type: "object" });
    const readsFor = (count: number): number => {
      const counter = readCounter();
      const rows = Array.from({ length: count }, (_, index) => counter.wrap({ id: index, tag: "t" }));
      expect(validateArgs(schema, { rows }).ok).toBe(true);
      return counter.reads();
    };
    const small = readsFor(100);
    const large = readsFor(800);
    // Linear work grows 8×; a pairwise check grows 64×. The margin leaves room for constant overheads.
    expect(large / small).toBeLessThan(12);
    expect(large).toBeLessThan(800 * 20);
  });

  it("reads nested uniqueItems arrays once each, not once per enclosing level", () => {
    const nested: JsonSchema = {
      type: "object",
      properties: { rows: { $ref: "#/definitions/list" } },
      definitions: { list: { type: "array", uniqueItems: true, items: { anyOf: [{ $ref: "#/definitions/list" }, { type: "number" }] } } },
    };
    const readsFor = (depth: number): number => {
      const counter = readCounter();
      // Each level holds the next one and 20 numbers.
      let rows: unknown[] = counter.wrap(Array.from({ length: 20 }, (_, k) => k));
      for (let level = 1; level < depth; level += 1) rows = counter.wrap([rows, ...Array.from({ length: 20 }, (_, k) => k)]);
      expect(validateArgs(nested, { rows }).ok).toBe(true);
      return counter.reads();
    };
    // 4× the levels is 4× the data: linear work grows 4×, re-reading every level below grows about 16×.
    expect(readsFor(40) / readsFor(10)).toBeLessThan(6);
  });

  it.each<[string, unknown[], boolean]>([
    ["objects equal up to key order", [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }], false],
    ["objects that differ deep inside", [{ a: [1, { c: 2 }] }, { a: [1, { c: 3 }] }], true],
    ["a string and a number", ["1", 1], true],
    ["null and the string null", [null, "null"], true],
    ["an empty array and an empty object", [[], {}], true],
    ["arrays in another order", [[1, 2], [2, 1]], true],
    ["the same string twice", ["__proto__", "x", "__proto__"], false],
    ["0 and -0", [0, -0], false],
  ])("tells %s apart as JSON equality does", (_label, rows, unique) => {
    expect(validateArgs(listOf({}), { rows: JSON.parse(JSON.stringify(rows)) as unknown[] }).ok).toBe(unique);
  });

  it("finds two items equal up to key order at the two ends of many distinct ones", () => {
    const middle = Array.from({ length: 2000 }, (_, k) => ({ id: k, tag: "t", keys: { [`k${k}`]: [k, -k] } }));
    const rows = JSON.parse(JSON.stringify([{ b: 1, a: [2, { c: 0 }] }, ...middle, { a: [2.0, { c: -0 }], b: 1 }])) as unknown[];
    const result = validateArgs(listOf({ type: "object" }), { rows });
    expect(result.ok ? "" : result.problem.message).toContain("items ## 0 and 2001 are identical");
  });

  it("judges each validation on its own data, one validation after another", () => {
    const schema = listOf({});
    const outcomes = [
      [{ a: 1 }, { a: 2 }],
      [{ a: 2 }, { a: 3 }, [1]],
      [[1], { a: 3 }, [1.0]],
      [0, "0", false, null, [], {}],
      [{ a: 3 }, { a: 3 }],
    ].map((rows) => validateArgs(schema, { rows }).ok);
    expect(outcomes).toEqual([true, true, false, true, false]);
  });

  it("names the two identical items, as Ajv does", () => {
    const result = validateArgs(listOf({}), { rows: [{ a: 1 }, 2, { a: 1 }] });
    expect(result).toEqual({
      ok: false,
      problem: { kind: "bad_args", path: "rows", message: 'field "rows" must NOT have duplicate items (items ## 0 and 2 are identical)' },
    });
  });

  it("is checked the same way by a precompiled validator, which loads it through ajvRuntime", () => {
    const code = standaloneValidatorCode(listOf({ type: "object" }))!;
    expect(code).toContain('ajvRuntime("duplicateItems")');
    const validate = (new Function(`return ${code};`)() as (r: typeof ajvRuntime) => (data: unknown) => boolean)(ajvRuntime);
    expect(validate({ rows: [{ a: 1, b: 2 }, { b: 2, a: 1 }] })).toBe(false);
    expect(validate({ rows: [{ a: 1 }, { a: 2 }] })).toBe(true);
  });
});
