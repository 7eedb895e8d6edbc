import type { GeneratedFunctionSpec } from "../metadata/generated-spec";
import type { GeneratedValidatorFactory } from "./generated-validator-factory";
import { generatedArgsSchema } from "../metadata/generated-spec-args-schema";
import { clearGeneratedSpecs, registerGeneratedSpecs } from "../metadata/generated-spec-registry";
import type { JsonSchema } from "../contracts/json-schema";
import { ajvRuntime } from "./ajv-runtime";
import { precompiledValidatorKey } from "./precompiled-validator-key";
import { standaloneValidatorCode } from "./standalone-validator-code";
import { validateArgs } from "./validate-args";
import { compileValidator, resetValidatorCache, validatorCacheStats } from "./validator-cache";

// The arguments schema of a refund method, as the runtime builds it from a generated spec.
const refund: GeneratedFunctionSpec = {
  file: "desk.ts",
  params: [
    { name: "orderId", index: 0, kind: "llm", optional: false, designType: "String", description: "The order.", schema: { type: "string", pattern: "^[A-Z]{2}-\\d+$" } },
    { name: "amount", index: 1, kind: "llm", optional: false, designType: "Number", schema: { type: "integer", minimum: 1 } },
    { name: "reason", index: 2, kind: "llm", optional: true, designType: "String", schema: { type: "string", enum: ["damaged", "late"] } },
    { name: "note", index: 3, kind: "llm", optional: true, designType: "String", schema: { type: "string", maxLength: 3 } },
    {
      name: "address", index: 4, kind: "llm", optional: true, designType: "Object",
      schema: { type: "object", properties: { city: { type: "string" }, zip: { type: ["string", "null"] } }, required: ["city"], additionalProperties: false },
    },
    { name: "modes", index: 5, kind: "llm", optional: true, designType: "Array", schema: { type: "array", items: { enum: [{ speed: "fast" }, "slow"] }, uniqueItems: true } },
    { name: "customerId", index: 6, kind: "context", optional: false, designType: "String" },
  ],
};
const schema = generatedArgsSchema(refund) as JsonSchema;

const INPUTS: Array<[string, Record<string, unknown>]> = [
  ["good, minimal", { orderId: "AB-1", amount: 5 }],
  ["good, full", { orderId: "AB-1", amount: 5, reason: "late", note: "😀😀😀", address: { city: "Oslo", zip: null }, modes: [{ speed: "fast" }, "slow"] }],
  ["good after dropping unknown fields", { orderId: "AB-1", amount: 5, extra: true, address: { city: "Oslo", floor: 3 } }],
  ["missing", { amount: 5 }],
  ["wrong type", { orderId: "AB-1", amount: "5" }],
  ["not an integer", { orderId: "AB-1", amount: 1.5 }],
  ["minimum", { orderId: "AB-1", amount: 0 }],
  ["enum", { orderId: "AB-1", amount: 5, reason: "lost" }],
  ["enum of objects", { orderId: "AB-1", amount: 5, modes: [{ speed: "slow" }] }],
  ["duplicate items", { orderId: "AB-1", amount: 5, modes: [{ speed: "fast" }, { speed: "fast" }] }],
  ["pattern", { orderId: "ab-1", amount: 5 }],
  ["maxLength counts code points, not UTF-16 units", { orderId: "AB-1", amount: 5, note: "😀😀😀😀" }],
  ["nested missing", { orderId: "AB-1", amount: 5, address: {} }],
  ["nested wrong type", { orderId: "AB-1", amount: 5, address: { city: "Oslo", zip: 1234 } }],
  ["inherited members do not count", Object.create({ orderId: "AB-1", amount: 5 }) as Record<string, unknown>],
];

// What a generated module holds: the code evaluated as the function expression it is written as.
function factoryFor(target: JsonSchema): GeneratedValidatorFactory {
  const code = standaloneValidatorCode(target);
  if (code === undefined) throw new Error("not precompiled");
  return new Function(`return ${code};`)() as GeneratedValidatorFactory;
}

function registerValidators(...targets: JsonSchema[]): void {
  const validators = Object.fromEntries(targets.map((target) => [precompiledValidatorKey(target), factoryFor(target)]));
  registerGeneratedSpecs({ version: 1, methods: {}, functions: {}, validators });
}

// Runs `fn` on the compiled path, then on the precompiled path, from an empty cache each time.
function bothPaths<T>(fn: () => T): { compiled: T; precompiled: T } {
  clearGeneratedSpecs();
  resetValidatorCache();
  const compiled = fn();
  expect(validatorCacheStats()).toMatchObject({ compiles: 1, precompiled: 0 });
  resetValidatorCache();
  registerValidators(schema);
  const precompiled = fn();
  expect(validatorCacheStats()).toMatchObject({ compiles: 0, precompiled: 1 });
  return { compiled, precompiled };
}

afterEach(() => {
  clearGeneratedSpecs();
  resetValidatorCache();
});

describe("a precompiled validator", () => {
  it.each(INPUTS)("gives the same result and problem as a compiled one: %s", (_label, input) => {
    const { compiled, precompiled } = bothPaths(() => validateArgs(schema, structuredCloneKeepingProto(input)));
    expect(precompiled).toEqual(compiled);
  });

  it.each(INPUTS)("reports the same Ajv errors as a compiled one: %s", (_label, input) => {
    const run = (): unknown => {
      const validate = compileValidator(schema);
      return [validate(input), validate.errors];
    };
    const { compiled, precompiled } = bothPaths(run);
    expect(precompiled).toEqual(compiled);
  });

  it("covers the table: some inputs pass and every failure kind appears", () => {
    const kinds = INPUTS.map(([, input]) => {
      const result = validateArgs(schema, structuredCloneKeepingProto(input));
      return result.ok ? "ok" : result.problem.kind;
    });
    expect(new Set(kinds)).toEqual(new Set(["ok", "missing_required", "type_mismatch", "enum_violation", "bad_args"]));
  });

  it("is found for an equal schema built anew in another key order", () => {
    registerValidators(schema);
    const reordered = JSON.parse(JSON.stringify(schema, Object.keys(schema).reverse())) as JsonSchema;
    expect(validateArgs({ ...reordered, properties: schema.properties }, { orderId: "AB-1", amount: 5 }).ok).toBe(true);
    expect(validatorCacheStats()).toMatchObject({ compiles: 0, precompiled: 1 });
  });

  it("is not used for a different schema, which is compiled as before", () => {
    registerValidators(schema);
    compileValidator({ ...schema, required: ["orderId"] });
    expect(validatorCacheStats()).toMatchObject({ compiles: 1, precompiled: 0 });
  });

  it("falls back to compiling when its factory fails", () => {
    registerGeneratedSpecs({ version: 1, methods: {}, functions: {}, validators: { [precompiledValidatorKey(schema)]: () => { throw new Error("broken"); } } });
    expect(validateArgs(schema, { orderId: "AB-1", amount: 5 }).ok).toBe(true);
    expect(validatorCacheStats()).toMatchObject({ compiles: 1, precompiled: 0 });
  });
});

describe("registering validators", () => {
  it("refuses validators that are not functions", () => {
    const bad = { version: 1, methods: {}, functions: {}, validators: { k: "code" } } as never;
    expect(() => registerGeneratedSpecs(bad)).toThrow(/Generated validator "k" is not a function/);
    expect(() => registerGeneratedSpecs({ version: 1, methods: {}, functions: {}, validators: [] as never })).toThrow(/must be an object/);
  });
});

describe("ajvRuntime", () => {
  it("loads the known Ajv runtime modules and refuses anything else", () => {
    expect(typeof (ajvRuntime("ucs2length") as { default: unknown }).default).toBe("function");
    expect(typeof (ajvRuntime("equal") as { default: unknown }).default).toBe("function");
    expect(() => ajvRuntime("../../package.json")).toThrow(/Unknown Ajv runtime module/);
    expect(() => ajvRuntime("constructor")).toThrow(/Unknown Ajv runtime module/);
  });
});

// structuredClone drops prototypes; the "inherited members" case needs its prototype kept.
function structuredCloneKeepingProto(input: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone({ ...input }) as Record<string, unknown>;
  return Object.setPrototypeOf(copy, Object.getPrototypeOf(input)) as Record<string, unknown>;
}
