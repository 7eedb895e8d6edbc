import "reflect-metadata";
import { SupportAgent } from "../__fixtures__/support-agent";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { agenticFunction } from "../decorators/agentic-function";
import { ContextParam } from "../decorators/context-param.decorator";
import { listAgenticMethods } from "./metadata-reader";
import { functionArgsSchema } from "../options/function-args-schema";
import { normalizeOptions } from "../options/normalize-options";
import { canonicalSchemaKey } from "../validation/canonical-schema-key";
import { precompiledValidatorKey } from "../validation/precompiled-validator-key";
import { standaloneValidatorCode } from "../validation/standalone-validator-code";
import { validateArgs } from "../validation/validate-args";
import { resetValidatorCache, validatorCacheStats } from "../validation/validator-cache";
import { getFunctionSpec } from "./function-spec-registry";
import type { GeneratedFunctionSpec, GeneratedSpecs } from "./generated-spec";
import type { GeneratedValidatorFactory } from "../validation/generated-validator-factory";
import { generatedArgsSchema } from "./generated-spec-args-schema";
import { getGeneratedMethodSpec, registerGeneratedSpecs } from "./generated-spec-registry";

const N = 40;

// Spec i: a required string, an optional integer with a minimum, a context key; schemas differ per spec.
function opSpec(i: number): GeneratedFunctionSpec {
  return {
    file: "ops.ts",
    params: [
      { name: "id", index: 0, kind: "llm", optional: false, designType: "String", description: `Id ${i}.`, schema: { type: "string", description: `Id ${i}.`, maxLength: 8 + i } },
      { name: "count", index: 1, kind: "llm", optional: true, designType: "Number", schema: { type: "integer", minimum: i } },
      { name: "tenant", index: 2, kind: "context", optional: false, designType: "String" },
    ],
  };
}

// What `agentic gen` embeds: one evaluated function expression per distinct arguments schema.
function validatorsFor(specs: readonly GeneratedFunctionSpec[]): Record<string, GeneratedValidatorFactory> {
  const out: Record<string, GeneratedValidatorFactory> = {};
  for (const spec of specs) {
    const schema = generatedArgsSchema(spec)!;
    out[precompiledValidatorKey(schema)] = new Function(`return ${standaloneValidatorCode(schema)!};`)() as GeneratedValidatorFactory;
  }
  return out;
}

beforeEach(() => resetValidatorCache());

describe("generatedArgsSchema", () => {
  it("equals the schema the runtime builds for a decorated method and a standalone function", () => {
    const spec: GeneratedSpecs = { version: 1, methods: { "Desk.refund": opSpec(1) }, functions: { lookup: opSpec(2) } };
    registerGeneratedSpecs(spec);
    class Desk {
      @AgenticFunction()
      refund(id: string, count: number = 1, @ContextParam() tenant: string = ""): string {
        return `${id}${count}${tenant}`;
      }
    }
    const lookup = agenticFunction(function lookup(id: string, count?: number, tenant?: string): string {
      return `${id}${count}${tenant}`;
    });
    for (const [fn, generated] of [[new Desk().refund, opSpec(1)], [lookup, opSpec(2)]] as const) {
      const runtime = functionArgsSchema(getFunctionSpec(fn)!);
      expect(generatedArgsSchema(generated)).toEqual(runtime);
      expect(canonicalSchemaKey(generatedArgsSchema(generated))).toBe(canonicalSchemaKey(runtime));
    }
  });

  it("equals the runtime schema of every method of the committed core fixture", () => {
    for (const name of listAgenticMethods(SupportAgent)) {
      const method = (new SupportAgent() as unknown as Record<string, (...args: never[]) => unknown>)[name];
      const runtime = functionArgsSchema(getFunctionSpec(method!)!);
      expect(generatedArgsSchema(getGeneratedMethodSpec("SupportAgent", name)!)).toEqual(runtime);
    }
  });

  it("is undefined when an llm parameter has no generated schema (its type comes from the decorator)", () => {
    const spec: GeneratedFunctionSpec = { file: "x.ts", params: [{ name: "a", index: 0, kind: "llm", optional: false, designType: "Object" }] };
    expect(generatedArgsSchema(spec)).toBeUndefined();
  });
});

describe("precompiled validators registered with generated specs", () => {
  it("let N functions validate their arguments without compiling anything", () => {
    const specs = Array.from({ length: N }, (_, i) => opSpec(i));
    const functions = Object.fromEntries(specs.map((spec, i) => [`op${i}`, spec]));
    registerGeneratedSpecs({ version: 1, methods: {}, functions, validators: validatorsFor(specs) });
    const wrappers = Array.from({ length: N }, (_, i) =>
      agenticFunction(Object.defineProperty((id: string, count?: number, tenant?: string) => `${id}${count}${tenant}`, "name", { value: `op${i}` })),
    );
    for (const [i, wrapper] of wrappers.entries()) {
      const schema = normalizeOptions({ [`op${i}`]: wrapper }).options[0]!.argsSchema;
      expect(validateArgs(schema, { id: "a", count: i }).ok).toBe(true);
      expect(validateArgs(schema, { id: "a", count: i - 1 })).toMatchObject({ ok: false, problem: { kind: "bad_args", path: "count" } });
      expect(validateArgs(schema, { count: i })).toMatchObject({ ok: false, problem: { kind: "missing_required", path: "id" } });
    }
    expect(validatorCacheStats()).toMatchObject({ compiles: 0, precompiled: N });
  });

  it("cover the committed core fixture: defining and validating SupportAgent compiles nothing", () => {
    const agent = new SupportAgent() as unknown as Record<string, (...args: never[]) => unknown>;
    for (const name of listAgenticMethods(SupportAgent)) {
      const schema = normalizeOptions({ [name]: agent[name] }).options[0]!.argsSchema;
      validateArgs(schema, {});
    }
    expect(validatorCacheStats().compiles).toBe(0);
    expect(validatorCacheStats().precompiled).toBeGreaterThan(0);
  });
});
