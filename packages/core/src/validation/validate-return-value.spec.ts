import type { JsonSchema } from "../contracts/json-schema";
import { DATE_TIME_PATTERN } from "../schema/date-time-pattern";
import { validateReturnValue } from "./validate-return-value";

const TICKET: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    opened: { type: "string", format: "date-time", pattern: DATE_TIME_PATTERN },
    tags: { type: "array", items: { type: "object", properties: { name: { type: "string" } }, required: ["name"], additionalProperties: false } },
  },
  required: ["id", "opened"],
  additionalProperties: false,
};

it("gives the value's JSON, with a Date as its ISO string and undeclared fields dropped at every level", () => {
  class Row {
    constructor(
      readonly id: string,
      readonly opened: Date,
      readonly tags: object[],
      readonly passwordHash: string,
    ) {}
    label(): string {
      return this.id;
    }
  }
  const row = new Row("T-1", new Date("2026-01-02T03:04:05.000Z"), [{ name: "vip", internal: 1 }], "x");
  expect(validateReturnValue(TICKET, row)).toEqual({ ok: true, value: { id: "T-1", opened: "2026-01-02T03:04:05.000Z", tags: [{ name: "vip" }] } });
  // The function's own value is left as it was.
  expect(row.passwordHash).toBe("x");
});

it("is a problem naming the field when the value is not of the declared shape", () => {
  const result = validateReturnValue(TICKET, { id: 7, opened: "2026-01-02T03:04:05.000Z" });
  expect(result).toMatchObject({ ok: false, problem: { kind: "type_mismatch", path: "id" } });
  expect(validateReturnValue(TICKET, null)).toMatchObject({ ok: false, problem: { kind: "type_mismatch" } });
});

it("is a problem for a value with no JSON form", () => {
  expect(validateReturnValue(TICKET, undefined)).toEqual({ ok: false, problem: { kind: "bad_args", message: "the result has no JSON form" } });
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  expect(validateReturnValue(TICKET, cycle)).toMatchObject({ ok: false, problem: { kind: "bad_args", message: expect.stringContaining("cannot be written as JSON") } });
});

it("takes results larger than the arguments' size limit: the data is the function's own", () => {
  const many: JsonSchema = { type: "array", items: { type: "string" } };
  const big = Array.from({ length: 20_000 }, (_, i) => `item number ${i} with some text`);
  expect(validateReturnValue(many, big)).toEqual({ ok: true, value: big });
});
