import { ConfigurationError } from "../errors/configuration-error";
import type { JsonSchema } from "../contracts/json-schema";
import { compileOrThrow } from "./ajv-instance";
import { validateArgs } from "./validate-args";
import { compileValidator, resetValidatorCache, VALIDATOR_CACHE_LIMIT, validatorCacheStats } from "./validator-cache";
import { expectSame } from "../__fixtures__/cheap-expect";

function inlineSchema(): JsonSchema {
  // Built anew on every call, as an inline option literal would be.
  return {
    type: "object",
    properties: { id: { type: "string" }, count: { type: "integer", minimum: 0 } },
    required: ["id"],
    additionalProperties: false,
  };
}

beforeEach(() => resetValidatorCache());

describe("compileValidator", () => {
  it("compiles a schema once across 1 000 validations", () => {
    const schema = inlineSchema();
    for (let index = 0; index < 1000; index += 1) {
      expectSame(validateArgs(schema, { id: `i${index}`, count: index }).ok, true);
    }
    expect(validatorCacheStats().compiles).toBe(1);
  });

  it("compiles two equal schema objects once, whatever their key order", () => {
    const first = inlineSchema();
    const second = { additionalProperties: false, required: ["id"], properties: { count: { minimum: 0, type: "integer" }, id: { type: "string" } }, type: "object" } as JsonSchema;
    expect(first).not.toBe(second);
    expect(compileValidator(second)).toBe(compileValidator(first));
    for (let index = 0; index < 100; index += 1) validateArgs(inlineSchema(), { id: "x" });
    expect(validatorCacheStats().compiles).toBe(1);
  });

  it("compiles schemas that differ separately", () => {
    compileValidator({ type: "object", properties: { a: { enum: [1] } } });
    compileValidator({ type: "object", properties: { a: { enum: ["1"] } } });
    expect(validatorCacheStats().compiles).toBe(2);
  });

  it("keeps at most VALIDATOR_CACHE_LIMIT schemas, evicting the least recently used", () => {
    const hot: JsonSchema = { type: "object", properties: { hot: { type: "string" } } };
    compileValidator(hot);
    for (let index = 0; index < VALIDATOR_CACHE_LIMIT + 50; index += 1) {
      compileValidator({ type: "object", properties: { [`f${index}`]: { type: "string" } } });
      // Using the hot schema keeps it at the fresh end of the LRU order.
      compileValidator({ type: "object", properties: { hot: { type: "string" } } });
    }
    const { compiles, size } = validatorCacheStats();
    expect(size).toBe(VALIDATOR_CACHE_LIMIT);
    expect(compiles).toBe(VALIDATOR_CACHE_LIMIT + 51);
    // The first schema built per iteration is long gone; an equal copy of it compiles again.
    compileValidator({ type: "object", properties: { f0: { type: "string" } } });
    expect(validatorCacheStats().compiles).toBe(compiles + 1);
    // The hot one never left.
    compileValidator({ type: "object", properties: { hot: { type: "string" } } });
    expect(validatorCacheStats().compiles).toBe(compiles + 1);
  });

  it("lets two schemas share an $id without colliding", () => {
    compileValidator({ $id: "https://example.com/args", type: "object", properties: { a: { type: "string" } } });
    expect(() => compileValidator({ $id: "https://example.com/args", type: "object", properties: { b: { type: "string" } } })).not.toThrow();
  });

  it("accepts annotation keywords Ajv does not know", () => {
    expect(() => compileValidator({ type: "object", title: "T", examples: [{}], "x-vendor": 1, format: "email" })).not.toThrow();
  });
});

describe("uncompilable schemas", () => {
  it("throw a ConfigurationError at compile time naming the problem", () => {
    const bad = { type: "object", properties: { a: { type: "strnig" } } } as unknown as JsonSchema;
    let caught: unknown;
    try {
      compileValidator(bad);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    expect((caught as Error).message).toMatch(/^invalid JSON Schema for arguments: schema is invalid: .*type/);
  });

  it("report an unresolvable $ref and a bad pattern", () => {
    expect(() => compileValidator({ type: "object", properties: { a: { $ref: "#/definitions/missing" } } })).toThrow(
      /can't resolve reference #\/definitions\/missing/,
    );
    expect(() => compileOrThrow({ type: "string", pattern: "(" })).toThrow(ConfigurationError);
  });

  it("report a cyclic schema object instead of hanging", () => {
    const cyclic: JsonSchema = { type: "object", properties: {} };
    (cyclic.properties as Record<string, JsonSchema>).self = cyclic;
    expect(() => compileValidator(cyclic)).toThrow(ConfigurationError);
  });

  it("propagate from validateArgs rather than becoming a re-pick problem", () => {
    expect(() => validateArgs({ type: "object", minimum: "x" } as unknown as JsonSchema, {})).toThrow(ConfigurationError);
  });
});
