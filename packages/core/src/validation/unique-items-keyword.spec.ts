import type { JsonSchema } from "../options/json-schema";
import { standaloneValidatorCode } from "./standalone-validator-code";
import { ajvRuntime } from "./ajv-runtime";
import { validateArgs } from "./validate-args";

const listOf = (items: JsonSchema): JsonSchema => ({
  type: "object",
  properties: { rows: { type: "array", uniqueItems: true, items } },
  required: ["rows"],
  additionalProperties: false,
});

// Counts every property read and key listing on the items, the work a uniqueness check does on them.
function countedRows(count: number): { rows: object[]; reads: () => number } {
  let reads = 0;
  const handler: ProxyHandler<Record<string, unknown>> = {
    get: (target, key, receiver) => {
      reads += 1;
      return Reflect.get(target, key, receiver);
    },
    ownKeys: (target) => {
      reads += 1;
      return Reflect.ownKeys(target);
    },
  };
  const rows = Array.from({ length: count }, (_, index) => new Proxy({ id: index, tag: "t" }, handler));
  return { rows, reads: () => reads };
}

describe("uniqueItems", () => {
  it("reads each item a bounded number of times, however many items there are (no pairwise comparison)", () => {
    const schema = listOf({ type: "object" });
    const readsFor = (count: number): number => {
      const { rows, reads } = countedRows(count);
      expect(validateArgs(schema, { rows }).ok).toBe(true);
      return reads();
    };
    const small = readsFor(100);
    const large = readsFor(800);
    // Linear work grows 8×; a pairwise check grows 64×. The margin leaves room for constant overheads.
    expect(large / small).toBeLessThan(12);
    expect(large).toBeLessThan(800 * 20);
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
