import { createHash } from "node:crypto";
import { clearGeneratedSpecs, registerGeneratedSpecs } from "../metadata/generated-spec-registry";
import type { JsonSchema } from "../contracts/json-schema";
import { canonicalSchemaKey } from "./canonical-schema-key";
import { precompiledValidatorKey } from "./precompiled-validator-key";
import { clearPrecompiledValidators } from "./precompiled-validators";
import { compileValidator, resetValidatorCache, validatorCacheStats } from "./validator-cache";
import { standaloneValidatorCode } from "./standalone-validator-code";

const schema: JsonSchema = {
  type: "object",
  properties: { note: { type: "string", maxLength: 3, description: "Says \"require(\\\"x\\\")\" {" }, mode: { enum: [{ a: 1 }, "b"] }, tag: { const: { a: 1 } } },
  required: ["note"],
  additionalProperties: false,
};

describe("standaloneValidatorCode", () => {
  it("is one function expression taking ajvRuntime and returning Ajv's validate function", () => {
    const code = standaloneValidatorCode(schema)!;
    const lines = code.split("\n");
    expect(lines[0]).toBe("function (ajvRuntime) {");
    expect(lines.slice(-2)).toEqual(["  return validate0;", "}"]);
    const validate = (new Function(`return ${code};`)() as (r: (name: string) => unknown) => (data: unknown) => boolean)(require("./ajv-runtime").ajvRuntime);
    expect(validate({ note: "abc" })).toBe(true);
    expect(validate({ note: "abcd" })).toBe(false);
  });

  it("loads Ajv's runtime helpers through ajvRuntime, never with require", () => {
    const code = standaloneValidatorCode(schema)!;
    expect(code).toContain('ajvRuntime("ucs2length").default');
    expect(code).toContain('ajvRuntime("equal").default');
    expect(code).toContain('ajvRuntime("enumIncludes")');
    expect(code).not.toMatch(/\brequire\("/);
  });

  it("depends on the schema only, not on what was compiled before", () => {
    const first = standaloneValidatorCode(schema);
    for (let index = 0; index < 5; index += 1) standaloneValidatorCode({ type: "object", properties: { [`f${index}`]: { type: "string", pattern: "^a" } } });
    expect(standaloneValidatorCode(schema)).toBe(first);
    expect(standaloneValidatorCode(JSON.parse(JSON.stringify(schema)) as JsonSchema)).toBe(first);
  });

  it("is undefined for schemas Ajv rejects, so the runtime still reports them", () => {
    expect(standaloneValidatorCode({ type: "strnig" } as unknown as JsonSchema)).toBeUndefined();
    expect(standaloneValidatorCode({ type: "string", pattern: "(" })).toBeUndefined();
    expect(standaloneValidatorCode({ type: "object", properties: { a: { $ref: "#/definitions/missing" } } })).toBeUndefined();
  });
});

describe("precompiledValidatorKey", () => {
  afterEach(() => {
    clearGeneratedSpecs();
    clearPrecompiledValidators();
    resetValidatorCache();
  });

  it("is a SHA-256 hex of the canonical schema text, whatever the key order", () => {
    expect(precompiledValidatorKey({ type: "string", maxLength: 3 })).toMatch(/^[0-9a-f]{64}$/);
    expect(precompiledValidatorKey({ maxLength: 3, type: "string" })).toBe(precompiledValidatorKey({ type: "string", maxLength: 3 }));
    expect(precompiledValidatorKey({ type: "string", maxLength: 4 })).not.toBe(precompiledValidatorKey({ type: "string", maxLength: 3 }));
  });

  it("never finds a validator generated before patterns ran on the linear engine (keyed by the schema text alone)", () => {
    const target: JsonSchema = { type: "object", properties: { code: { type: "string", pattern: "^(a+)+$" } } };
    const staleKey = createHash("sha256").update(canonicalSchemaKey(target), "utf8").digest("hex");
    // What such a module held: a validator on the backtracking engine.
    const stale = () => (data: unknown) => new RegExp("^(a+)+$", "u").test((data as { code?: string }).code ?? "");
    registerGeneratedSpecs({ version: 1, methods: {}, functions: {}, validators: { [staleKey]: stale } });
    resetValidatorCache();
    const validate = compileValidator(target);
    expect(validatorCacheStats()).toMatchObject({ precompiled: 0, compiles: 1 });
    expect(validate({ code: "a".repeat(50) + "b" })).toBe(false);
  });
});
