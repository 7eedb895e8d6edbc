import type { JsonSchema } from "../contracts/json-schema";
import { findUnsafeInteger } from "./unsafe-integer";

const BIG = 2 ** 53 + 2;
const object = (properties: Record<string, JsonSchema>, extra: JsonSchema = {}): JsonSchema => ({ type: "object", properties, ...extra });

describe("findUnsafeInteger", () => {
  it.each<[string, JsonSchema, Record<string, unknown>, string]>([
    ["a plain integer field", object({ n: { type: "integer" } }), { n: BIG }, "n"],
    ["a nullable integer", object({ n: { type: ["integer", "null"] } }), { n: -BIG }, "n"],
    ["an integer behind a $ref", { ...object({ n: { $ref: "#/definitions/Count" } }), definitions: { Count: { type: "integer" } } }, { n: BIG }, "n"],
    ["an integer behind $defs and a ref chain", { ...object({ n: { $ref: "#/$defs/A" } }), $defs: { A: { $ref: "#/$defs/B" }, B: { type: "integer", minimum: 0 } } }, { n: BIG }, "n"],
    ["anyOf integer or null", object({ n: { anyOf: [{ type: "integer" }, { type: "null" }] } }), { n: BIG }, "n"],
    ["allOf with an integer branch", object({ n: { allOf: [{ minimum: 0 }, { type: "integer" }] } }), { n: BIG }, "n"],
    ["array items", object({ xs: { type: "array", items: { type: "integer" } } }), { xs: [1, 2, BIG] }, "xs[2]"],
    ["draft-07 tuple items", object({ t: { type: "array", items: [{ type: "string" }, { type: "integer" }] } as unknown as JsonSchema }), { t: ["a", BIG] }, "t[1]"],
    ["prefixItems", object({ t: { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }] } }), { t: ["a", BIG] }, "t[1]"],
    ["additionalProperties", object({}, { additionalProperties: { type: "integer" } }), { "odd key": BIG }, '["odd key"]'],
    ["a nested object under anyOf", object({ o: { anyOf: [{ type: "string" }, object({ n: { type: "integer" } })] } }), { o: { n: BIG } }, "o.n"],
  ])("flags %s", (_, schema, args, path) => {
    const problem = findUnsafeInteger(schema, args);
    expect(problem).toEqual({ kind: "bad_args", path, message: expect.stringContaining("beyond 2^53") });
    expect(problem?.message).toContain(`field "${path}"`);
  });

  it.each<[string, JsonSchema, Record<string, unknown>]>([
    ["a number field", object({ n: { type: "number" } }), { n: BIG }],
    ["integer or number", object({ n: { type: ["integer", "number"] } }), { n: BIG }],
    ["anyOf with a number branch", object({ n: { anyOf: [{ type: "integer" }, { type: "number" }] } }), { n: BIG }],
    ["a free-form field", object({ n: {} }), { n: BIG }],
    ["the largest safe integers", object({ a: { type: "integer" }, b: { type: "integer" } }), { a: Number.MAX_SAFE_INTEGER, b: -Number.MAX_SAFE_INTEGER }],
    ["an unresolvable $ref", object({ n: { $ref: "other.json#/N" } }), { n: BIG }],
    ["a schema without integers", object({ s: { type: "string" } }), { s: "x", extra: BIG }],
  ])("accepts %s", (_, schema, args) => {
    expect(findUnsafeInteger(schema, args)).toBeUndefined();
  });

  it("survives a $ref cycle and a huge array", () => {
    const cyclic: JsonSchema = { ...object({ n: { $ref: "#/$defs/A" } }), $defs: { A: { $ref: "#/$defs/B" }, B: { $ref: "#/$defs/A" } } };
    expect(findUnsafeInteger(cyclic, { n: BIG })).toBeUndefined();
    const xs = Array.from({ length: 200_000 }, (_, k) => k);
    xs.push(BIG);
    expect(findUnsafeInteger(object({ xs: { type: "array", items: { type: "integer" } } }), { xs })?.path).toBe("xs[200000]");
  });
});
