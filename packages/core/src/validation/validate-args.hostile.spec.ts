import type { JsonSchema } from "../contracts/json-schema";
import { MAX_PROBLEM_MESSAGE } from "./message-bounds";
import { validateArgs } from "./validate-args";
import { setValidationLimits } from "./validation-limits";

const schema: JsonSchema = {
  type: "object",
  properties: {
    name: { type: "string", maxLength: 10 },
    count: { type: "integer" },
    kind: { type: "string", enum: ["a", "b"] },
    meta: { type: "object" },
    items: { type: "array" },
    rows: { type: "array", items: { type: "object", properties: { id: { type: "integer" } }, required: ["id"], additionalProperties: false } },
  },
  additionalProperties: false,
};

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "hasOwnProperty"];

function snapshotObjectPrototype(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}

describe("validateArgs: hostile keys", () => {
  it("never changes a prototype, whatever keys the args carry", () => {
    const before = snapshotObjectPrototype();
    const text = JSON.stringify({
      name: "n",
      meta: Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, { polluted: true }])),
      items: [Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, { polluted: true }]))],
      rows: [{ id: 1, ...Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, { polluted: true }])) }],
      ...Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, { polluted: true }])),
    });
    const args = JSON.parse(text) as Record<string, unknown>;
    // JSON.parse makes `__proto__` an own key; the fixture is only hostile if that holds.
    expect(Object.prototype.hasOwnProperty.call(args, "__proto__")).toBe(true);

    const result = validateArgs(schema, args);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const value = result.value as { meta: object; items: object[]; rows: object[] };

    expect(snapshotObjectPrototype()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const object of [value, value.meta, value.items[0], value.rows[0]]) {
      expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
      expect(Object.prototype.hasOwnProperty.call(object, "__proto__")).toBe(false);
    }
    // Declared objects lose every undeclared key; free-form ones keep all but `__proto__`.
    expect(Object.keys(value).sort()).toEqual(["items", "meta", "name", "rows"]);
    expect(Object.keys(value.rows[0] as object)).toEqual(["id"]);
    expect(Object.keys(value.meta).sort()).toEqual(["constructor", "hasOwnProperty", "prototype"]);
    expect(Object.keys(value.items[0] as object).sort()).toEqual(["constructor", "hasOwnProperty", "prototype"]);

    // Copying the result the way user code would cannot reach a prototype setter either.
    const copy = Object.assign({}, value.meta, value);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it("does not treat a field named like a prototype member as declared", () => {
    const args = JSON.parse('{"name":"n","toString":1,"valueOf":{"x":1}}') as Record<string, unknown>;
    expect(validateArgs(schema, args)).toEqual({ ok: true, value: { name: "n" } });
  });
});

describe("validateArgs: bounded messages and big inputs", () => {
  const huge = "x".repeat(100 * 1024);

  it("bounds the message for a 100 KiB value in a type mismatch", () => {
    const result = validateArgs(schema, { count: huge });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.kind).toBe("type_mismatch");
    expect(result.problem.message.length).toBeLessThanOrEqual(MAX_PROBLEM_MESSAGE);
    expect(result.problem.message).toMatch(/^field "count" must be integer, got string \("x+…\)$/);
  });

  it("bounds the message for a 100 KiB value in an enum violation and other keywords", () => {
    for (const args of [{ kind: huge }, { name: huge }]) {
      const result = validateArgs(schema, args);
      expect(!result.ok && result.problem.message.length).toBeLessThanOrEqual(MAX_PROBLEM_MESSAGE);
    }
  });

  it("bounds a message quoting a long list of allowed values", () => {
    const values = Array.from({ length: 500 }, (_, index) => `value-${index}`);
    const result = validateArgs({ type: "object", properties: { pick: { enum: values } } }, { pick: "nope" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.kind).toBe("enum_violation");
    expect(result.problem.message.length).toBeLessThanOrEqual(MAX_PROBLEM_MESSAGE);
    expect(result.problem.message).toMatch(/^field "pick" must be one of "value-0", "value-1", .*, … \(\d+ more\); got "nope"$/);
  });

  it("bounds a message and path naming a very long field", () => {
    const key = "k".repeat(5000);
    const result = validateArgs({ type: "object", properties: { [key]: { type: "string" } } }, { [key]: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.message.length).toBeLessThanOrEqual(MAX_PROBLEM_MESSAGE);
    expect((result.problem.path ?? "").length).toBeLessThanOrEqual(120);
  });

  // 100 000 elements are past the default maxArgsSize; these tests are about large data the limits allow.
  let saved: ReturnType<typeof setValidationLimits> | undefined;
  beforeAll(() => {
    saved = setValidationLimits({ maxArgsSize: 8 * 1024 * 1024 });
  });
  afterAll(() => {
    if (saved !== undefined) setValidationLimits(saved);
  });

  it("validates a 100 000-element array", () => {
    const rows = Array.from({ length: 100_000 }, (_, id) => ({ id, extra: id }));
    const result = validateArgs(schema, { rows, items: Array.from({ length: 100_000 }, (_, index) => index) });
    expect(result.ok).toBe(true);
    expect(rows[99_999]).toEqual({ id: 99_999 });
  });

  it("reports a bad element of a 100 000-element array by index", () => {
    const rows: unknown[] = Array.from({ length: 100_000 }, (_, id) => ({ id }));
    rows[77_777] = { id: "x" };
    expect(validateArgs(schema, { rows })).toMatchObject({ ok: false, problem: { kind: "type_mismatch", path: "rows[77777].id" } });
  });

  it("turns data no parser produces into bad_args instead of hanging or throwing", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(validateArgs(schema, { meta: cyclic })).toMatchObject({ ok: false, problem: { kind: "bad_args" } });

    let deep: Record<string, unknown> = {};
    const top = deep;
    for (let level = 0; level < 10_000; level += 1) deep = (deep.next = {}) as Record<string, unknown>;
    expect(validateArgs(schema, { meta: top })).toMatchObject({ ok: false, problem: { kind: "bad_args" } });
  });

  it("turns an exception thrown during validation into bad_args", () => {
    const args = { name: "n" } as Record<string, unknown>;
    Object.defineProperty(args, "count", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(validateArgs(schema, args)).toEqual({
      ok: false,
      problem: { kind: "bad_args", message: "arguments could not be validated: boom" },
    });
  });
});
