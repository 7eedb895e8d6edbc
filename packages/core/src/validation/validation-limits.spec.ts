import { ConfigurationError } from "../errors/configuration-error";
import type { JsonSchema } from "../contracts/json-schema";
import { ajvRuntime } from "./ajv-runtime";
import { standaloneValidatorCode } from "./standalone-validator-code";
import { SchemaStepsExceeded } from "./take-schema-steps";
import { validateArgs } from "./validate-args";
import { DEFAULT_VALIDATION_LIMITS, setValidationLimits, validationLimits, type ValidationLimits } from "./validation-limits";
import { withValidationRun } from "./validation-run";
import { readCounter } from "./__fixtures__/read-counter";

const rowsSchema: JsonSchema = { type: "object", properties: { rows: { type: "array", items: { type: "object" } } } };

// A schema whose two branches both descend: Ajv alone tries 2^depth paths on nested empty arrays.
const doubling: JsonSchema = {
  type: "object",
  properties: { t: { $ref: "#/definitions/t" } },
  definitions: {
    t: { anyOf: [{ allOf: [{ type: "array", items: { $ref: "#/definitions/t" } }, { maxItems: 0 }] }, { type: "array", items: { $ref: "#/definitions/t" } }] },
  },
};

const nestedArrays = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

let saved: ValidationLimits;
beforeEach(() => {
  saved = setValidationLimits({});
});
afterEach(() => {
  setValidationLimits(saved);
});

describe("setValidationLimits", () => {
  it("changes the limits given, keeps the others, and returns the limits that applied before", () => {
    const before = setValidationLimits({ maxArgsSize: 5000 });
    expect(before).toEqual(DEFAULT_VALIDATION_LIMITS);
    expect(validationLimits()).toEqual({ ...DEFAULT_VALIDATION_LIMITS, maxArgsSize: 5000 });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "100"])("refuses %p, naming the limit and its default", (value) => {
    expect(() => setValidationLimits({ maxSchemaSteps: value as number })).toThrow(ConfigurationError);
    expect(() => setValidationLimits({ maxSchemaSteps: value as number })).toThrow(
      `maxSchemaSteps must be a positive integer, got ${String(value)}; leave it out to keep ${DEFAULT_VALIDATION_LIMITS.maxSchemaSteps}, or pass e.g. { maxSchemaSteps: ${DEFAULT_VALIDATION_LIMITS.maxSchemaSteps} } (the default)`,
    );
    expect(validationLimits()).toEqual(DEFAULT_VALIDATION_LIMITS);
  });
});

describe("maxArgsSize", () => {
  it("refuses arguments larger than the limit with a problem naming it, and validates those within it", () => {
    setValidationLimits({ maxArgsSize: 1000 });
    const rows = (count: number) => Array.from({ length: count }, (_, id) => ({ id }));
    // Each row is `{"id":N}` and a comma: 8 to 10 characters of JSON.
    expect(validateArgs(rowsSchema, { rows: rows(90) }).ok).toBe(true);
    expect(validateArgs(rowsSchema, { rows: rows(150) })).toEqual({
      ok: false,
      problem: {
        kind: "bad_args",
        message: "arguments are too large to validate: more than 1000 characters of JSON (the validation limit maxArgsSize); send fewer or shorter values",
      },
    });
    expect(validateArgs(rowsSchema, { rows: [{ s: "x".repeat(2000) }] }).ok).toBe(false);
  });

  it("stops reading at the limit, however large the arguments are", () => {
    setValidationLimits({ maxArgsSize: 2000 });
    const readsFor = (count: number): number => {
      const counter = readCounter();
      const rows = counter.wrap(Array.from({ length: count }, (_, id) => ({ id })));
      expect(validateArgs(rowsSchema, { rows }).ok).toBe(false);
      return counter.reads();
    };
    expect(readsFor(100_000)).toBeLessThan(2 * readsFor(1000));
  });
});

describe("maxSchemaSteps", () => {
  it("refuses a reply that would make a recursive schema branch exponentially, naming the limit", () => {
    const result = validateArgs(doubling, { t: nestedArrays(40) });
    expect(result).toEqual({
      ok: false,
      problem: {
        kind: "bad_args",
        message: `arguments are too complex for this schema: checking them takes more than ${DEFAULT_VALIDATION_LIMITS.maxSchemaSteps} schema steps (the validation limit maxSchemaSteps); send fewer or simpler values`,
      },
    });
    // The same schema on shallow data is cheap and valid.
    expect(validateArgs(doubling, { t: nestedArrays(5) }).ok).toBe(true);
  });

  it("counts each branch of a union tried on each item", () => {
    const union: JsonSchema = {
      type: "object",
      properties: { rows: { type: "array", items: { oneOf: Array.from({ length: 50 }, (_, i) => ({ type: "object", properties: { kind: { const: `k${i}` } }, required: ["kind"] })) } } },
    };
    const rows = (count: number) => Array.from({ length: count }, () => ({ kind: "k49" }));
    setValidationLimits({ maxSchemaSteps: 5000 });
    expect(validateArgs(union, { rows: rows(99) }).ok).toBe(true);
    expect(validateArgs(union, { rows: rows(101) })).toMatchObject({ ok: false, problem: { kind: "bad_args", message: expect.stringContaining("maxSchemaSteps") } });
  });

  it("lets an ordinary recursive schema validate a large tree", () => {
    const tree: JsonSchema = {
      type: "object",
      properties: { root: { $ref: "#/definitions/node" } },
      definitions: { node: { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/definitions/node" } } }, required: ["name"] } },
    };
    const node = (depth: number): object => ({ name: `n${depth}`, children: depth === 0 ? [] : [node(depth - 1), node(depth - 1)] });
    // 2^12 − 1 nodes, one step each.
    expect(validateArgs(tree, { root: node(11) }).ok).toBe(true);
  });

  it("is counted by a precompiled validator too, which loads the counter through ajvRuntime", () => {
    const code = standaloneValidatorCode(doubling)!;
    expect(code).toContain('ajvRuntime("takeSchemaSteps")');
    const validate = (new Function(`return ${code};`)() as (r: typeof ajvRuntime) => (data: unknown) => boolean)(ajvRuntime);
    expect(() => withValidationRun(1000, () => validate({ t: nestedArrays(40) }))).toThrow(SchemaStepsExceeded);
  });
});
