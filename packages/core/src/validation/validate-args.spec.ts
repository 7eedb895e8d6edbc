import type { JsonSchema } from "../contracts/json-schema";
import { validateArgs } from "./validate-args";

const refundSchema: JsonSchema = {
  type: "object",
  properties: {
    orderId: { type: "string", description: "the order" },
    amount: { type: "integer" },
    ratio: { type: "number" },
    urgent: { type: "boolean" },
    reason: { type: "string", enum: ["damaged", "late"] },
    tags: { type: "array", items: { type: "string", enum: ["a", "b"] } },
    steps: {
      type: "array",
      items: {
        type: "object",
        properties: {
          action: { type: "string", enum: ["ship", "refund"] },
          target: { type: "string" },
          detail: { type: "object", properties: { note: { type: "string" } }, required: ["note"], additionalProperties: false },
        },
        required: ["action", "target"],
        additionalProperties: false,
      },
    },
    meta: { type: "object" },
    list: { type: "array" },
  },
  required: ["orderId"],
  additionalProperties: false,
};

function check(args: Record<string, unknown>) {
  return validateArgs(refundSchema, args);
}

function problemOf(args: Record<string, unknown>) {
  const result = check(args);
  if (result.ok) throw new Error(`expected a problem for ${JSON.stringify(args)}`);
  return result.problem;
}

describe("validateArgs: JSON types", () => {
  it("accepts each declared type with a matching value", () => {
    const args = { orderId: "o1", amount: 2, ratio: 0.5, urgent: false, tags: ["a"], meta: { any: [1] }, list: [1, "x", null] };
    expect(check({ ...args })).toEqual({ ok: true, value: args });
  });

  it("rejects a string field given a number, without coercing", () => {
    expect(problemOf({ orderId: 12 })).toEqual({
      kind: "type_mismatch",
      message: 'field "orderId" must be string, got integer (12)',
      path: "orderId",
    });
  });

  it("rejects numeric strings for number fields (no coercion)", () => {
    expect(problemOf({ orderId: "o", amount: "2" }).kind).toBe("type_mismatch");
    expect(problemOf({ orderId: "o", ratio: "0.5" }).kind).toBe("type_mismatch");
  });

  it("rejects 1.5 for an integer field and names the actual type", () => {
    expect(problemOf({ orderId: "o", amount: 1.5 })).toEqual({
      kind: "type_mismatch",
      message: 'field "amount" must be integer, got number (1.5)',
      path: "amount",
    });
  });

  it("accepts 2 for an integer field, and 2.0 from JSON parses to 2", () => {
    expect(check({ orderId: "o", amount: 2 }).ok).toBe(true);
    expect(check(JSON.parse('{"orderId":"o","amount":2.0}')).ok).toBe(true);
  });

  it("accepts integers for a number field", () => {
    expect(check({ orderId: "o", ratio: 3 }).ok).toBe(true);
  });

  it("never takes a boolean as a number", () => {
    const problem = problemOf({ orderId: "o", ratio: true });
    expect(problem).toEqual({ kind: "type_mismatch", message: 'field "ratio" must be number, got boolean (true)', path: "ratio" });
    expect(problemOf({ orderId: "o", amount: false }).kind).toBe("type_mismatch");
  });

  it("never takes a number as a boolean", () => {
    expect(problemOf({ orderId: "o", urgent: 1 })).toEqual({
      kind: "type_mismatch",
      message: 'field "urgent" must be boolean, got integer (1)',
      path: "urgent",
    });
  });

  it("checks arrays and objects by type", () => {
    expect(problemOf({ orderId: "o", list: { a: 1 } }).message).toBe('field "list" must be array, got object ({"a":1})');
    expect(problemOf({ orderId: "o", meta: [1] }).message).toBe('field "meta" must be object, got array ([1])');
    expect(problemOf({ orderId: "o", meta: null }).message).toBe('field "meta" must be object, got null (null)');
  });
});

describe("validateArgs: enums and required", () => {
  it("enforces an enum at the top level", () => {
    expect(problemOf({ orderId: "o", reason: "x" })).toEqual({
      kind: "enum_violation",
      message: 'field "reason" must be one of "damaged", "late"; got "x"',
      path: "reason",
    });
  });

  it("enforces enums on array items and nested fields", () => {
    expect(problemOf({ orderId: "o", tags: ["a", "c"] })).toMatchObject({ kind: "enum_violation", path: "tags[1]" });
    const nested = problemOf({ orderId: "o", steps: [{ action: "fly", target: "t" }] });
    expect(nested).toEqual({
      kind: "enum_violation",
      message: 'field "steps[0].action" must be one of "ship", "refund"; got "fly"',
      path: "steps[0].action",
    });
  });

  it("treats a const as an enum", () => {
    const schema: JsonSchema = { type: "object", properties: { mode: { const: "fast" } } };
    const result = validateArgs(schema, { mode: "slow" });
    expect(result).toEqual({
      ok: false,
      problem: { kind: "enum_violation", message: 'field "mode" must be "fast"; got "slow"', path: "mode" },
    });
  });

  it("enforces required at the top level", () => {
    expect(problemOf({})).toEqual({ kind: "missing_required", message: 'missing required field "orderId"', path: "orderId" });
  });

  it("enforces required in nested objects and array items", () => {
    expect(problemOf({ orderId: "o", steps: [{ action: "ship", target: "a" }, { action: "ship" }] })).toEqual({
      kind: "missing_required",
      message: 'missing required field "steps[1].target"',
      path: "steps[1].target",
    });
    const deeper = problemOf({ orderId: "o", steps: [{ action: "ship", target: "a", detail: {} }] });
    expect(deeper.path).toBe("steps[0].detail.note");
  });

  it("does not let an inherited member satisfy required", () => {
    const schema = JSON.parse('{"type":"object","properties":{"constructor":{"type":"string"}},"required":["constructor"]}') as JsonSchema;
    expect(validateArgs(schema, {})).toMatchObject({ ok: false, problem: { kind: "missing_required" } });
  });
});

describe("validateArgs: unknown fields", () => {
  it("drops unknown fields at the top level and returns the cleaned object", () => {
    const args = { orderId: "o", bogus: 1, setter: { x: 1 } };
    const result = check(args);
    expect(result).toEqual({ ok: true, value: { orderId: "o" } });
    // Documented behaviour: the given object is cleaned in place and returned.
    expect(result.ok && result.value).toBe(args);
  });

  it("drops unknown fields in nested objects and inside arrays of objects", () => {
    const args = {
      orderId: "o",
      steps: [
        { action: "ship", target: "a", extra: true, detail: { note: "n", more: 1 } },
        { action: "refund", target: "b", junk: [1] },
      ],
    };
    expect(check(args)).toEqual({
      ok: true,
      value: { orderId: "o", steps: [{ action: "ship", target: "a", detail: { note: "n" } }, { action: "refund", target: "b" }] },
    });
  });

  it("drops unknown fields even when validation then fails", () => {
    const args: Record<string, unknown> = { orderId: 1, bogus: 1 };
    expect(check(args).ok).toBe(false);
    expect(args).toEqual({ orderId: 1 });
  });

  it("keeps the fields of free-form objects and lists", () => {
    const args = { orderId: "o", meta: { anything: { deep: [1, { x: 2 }] }, constructor: "c" }, list: [{ a: 1 }] };
    expect(check(JSON.parse(JSON.stringify(args)))).toEqual({ ok: true, value: args });
  });

  it("keeps fields declared through patternProperties and follows local $ref", () => {
    const schema: JsonSchema = {
      type: "object",
      definitions: { item: { type: "object", properties: { id: { type: "string" } }, additionalProperties: false } },
      properties: { item: { $ref: "#/definitions/item" } },
      patternProperties: { "^x-": { type: "integer" } },
      additionalProperties: false,
    };
    const result = validateArgs(schema, { item: { id: "i", drop: 1 }, "x-a": 1, other: 2 });
    expect(result).toEqual({ ok: true, value: { item: { id: "i" }, "x-a": 1 } });
  });

  it("leaves anyOf branches strict: an unknown field there is a bad_args problem", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: { pick: { anyOf: [{ type: "object", properties: { a: { type: "string" } }, additionalProperties: false }, { type: "null" }] } },
      additionalProperties: false,
    };
    expect(validateArgs(schema, { pick: { a: "x" } }).ok).toBe(true);
    const result = validateArgs(schema, { pick: { a: "x", b: 1 } });
    expect(result).toMatchObject({ ok: false, problem: { kind: "bad_args", path: "pick" } });
    expect(!result.ok && result.problem.message).toContain('unknown field "b"');
  });
});
