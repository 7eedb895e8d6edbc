import type { JsonSchema } from "../contracts/json-schema";
import { ajvRuntime } from "./ajv-runtime";
import { standaloneValidatorCode } from "./standalone-validator-code";
import { validateArgs } from "./validate-args";
import { readCounter } from "./__fixtures__/read-counter";

const listOf = (items: JsonSchema): JsonSchema => ({
  type: "object",
  properties: { rows: { type: "array", items } },
  required: ["rows"],
  additionalProperties: false,
});

const members = (count: number): object[] => Array.from({ length: count }, (_, id) => ({ id, tag: "t" }));

describe("enum", () => {
  it("reads each value a bounded number of times, however many object members the enum has", () => {
    const readsPerRow = (memberCount: number): number => {
      const counter = readCounter();
      const rows = Array.from({ length: 50 }, () => counter.wrap({ tag: "t", id: memberCount - 1 }));
      expect(validateArgs(listOf({ enum: members(memberCount) }), { rows }).ok).toBe(true);
      return counter.reads() / 50;
    };
    const few = readsPerRow(4);
    const many = readsPerRow(400);
    // A member-by-member comparison reads each value once per member tried: 100× more here.
    expect(many / few).toBeLessThan(2);
    expect(many).toBeLessThan(20);
  });

  it.each<[string, unknown[], unknown, boolean]>([
    ["an object equal up to key order", [{ a: 1, b: [1, 2] }], { b: [1, 2], a: 1 }, true],
    ["an object with one key more", [{ a: 1 }], { a: 1, b: 2 }, false],
    ["an array in another order", [[1, 2]], [2, 1], false],
    ["a string where the member is a number", [1, 2], "1", false],
    ["-0 for 0", [0], -0, true],
    ["null", [null, "x"], null, true],
    ["a longer value than every member", [{ a: 1 }], { a: "x".repeat(1000) }, false],
  ])("matches %s as JSON equality does", (_label, allowed, value, matches) => {
    expect(validateArgs(listOf({ enum: allowed }), { rows: [value] }).ok).toBe(matches);
  });

  it("reports the allowed values as Ajv does", () => {
    const result = validateArgs(listOf({ enum: [{ a: 1 }, "b"] }), { rows: [{ a: 2 }] });
    expect(result).toEqual({
      ok: false,
      problem: { kind: "enum_violation", path: "rows[0]", message: 'field "rows[0]" must be one of {"a":1}, "b"; got {"a":2}' },
    });
  });

  it("is checked the same way by a precompiled validator, which loads it through ajvRuntime", () => {
    const code = standaloneValidatorCode(listOf({ enum: members(3) }))!;
    expect(code).toContain('ajvRuntime("enumIncludes")');
    const validate = (new Function(`return ${code};`)() as (r: typeof ajvRuntime) => (data: unknown) => boolean)(ajvRuntime);
    expect(validate({ rows: [{ tag: "t", id: 2 }] })).toBe(true);
    expect(validate({ rows: [{ tag: "t", id: 3 }] })).toBe(false);
  });
});
