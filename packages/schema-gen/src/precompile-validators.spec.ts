import { ajvRuntime, generatedArgsSchema, precompiledValidatorKey, type GeneratedFunctionSpec, type GeneratedSpecs } from "@agentic-ts/core";
import * as ts from "typescript";
import { precompileValidators } from "./precompile-validators";
import { renderGeneratedModule } from "./render-generated-module";

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

function spec(name: string, extra: Record<string, unknown> = {}): GeneratedFunctionSpec {
  return {
    file: "desk.ts",
    params: [
      { name, index: 0, kind: "llm", optional: false, designType: "String", description: "Which one.", schema: { type: "string", description: "Which one.", maxLength: 4, ...extra } },
      { name: "tenant", index: 1, kind: "context", optional: false, designType: "String" },
    ],
  };
}

const specs: GeneratedSpecs = {
  version: 1,
  methods: { "Desk.refund": spec("orderId"), "Desk.cancel": spec("orderId"), "Desk.note": spec("text", { pattern: "^[a-z]+$" }) },
  functions: { lookup: spec("id") },
};

// Runs a rendered module the way a project would after compiling it, capturing what it registers.
function load(text: string): GeneratedSpecs {
  let registered: GeneratedSpecs | undefined;
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const fakeRequire = (id: string): unknown => {
    if (id !== "@agentic-ts/core") throw new Error(`unexpected require(${id})`);
    return { registerGeneratedSpecs: (s: GeneratedSpecs) => void (registered = s) };
  };
  new Function("require", "exports", js)(fakeRequire, {});
  return registered!;
}

describe("the rendered module's validators", () => {
  const text = renderGeneratedModule(specs);
  const loaded = load(text);

  it("register one validator per distinct arguments schema, under the key core looks it up by", () => {
    const expected = new Set([...Object.values(specs.methods), ...Object.values(specs.functions)].map((s) => precompiledValidatorKey(generatedArgsSchema(s))));
    expect(Object.keys(loaded.validators!).sort()).toEqual([...expected].sort());
    expect(Object.keys(loaded.validators!)).toHaveLength(3);
  });

  it("validate like Ajv: lengths in code points, patterns, required fields", () => {
    const validate = loaded.validators![precompiledValidatorKey(generatedArgsSchema(specs.methods["Desk.note"]!))]!(ajvRuntime) as Validate;
    expect(validate({ text: "abcd" })).toBe(true);
    expect(validate({ text: "ab1" })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ keyword: "pattern", instancePath: "/text" })]);
    const refund = loaded.validators![precompiledValidatorKey(generatedArgsSchema(specs.methods["Desk.refund"]!))]!(ajvRuntime) as Validate;
    expect(refund({ orderId: "😀😀😀😀" })).toBe(true);
    expect(refund({ orderId: "😀😀😀😀😀" })).toBe(false);
    expect(refund({})).toBe(false);
    expect(refund.errors).toEqual([expect.objectContaining({ keyword: "required", params: { missingProperty: "orderId" } })]);
  });

  it("name the specs they serve in a comment, a shared schema once with every user", () => {
    expect(text).toContain("    // Desk.cancel, Desk.refund\n");
    expect(text).toContain("    // lookup\n");
    expect(text.split("\n")[1]).toMatch(/^\/\/ @ts-nocheck /);
  });

  it("are deterministic: scrambled input renders the same text, and a new spec leaves the others untouched", () => {
    const scrambled: GeneratedSpecs = { functions: specs.functions, methods: { "Desk.note": spec("text", { pattern: "^[a-z]+$" }), "Desk.refund": spec("orderId"), "Desk.cancel": spec("orderId") }, version: 1 };
    expect(renderGeneratedModule(scrambled)).toBe(text);
    const before = precompileValidators(specs);
    const after = precompileValidators({ ...specs, methods: { "Desk.aaa": spec("x", { minLength: 1 }), ...specs.methods } });
    for (const validator of before) expect(after.find((v) => v.key === validator.key)?.code).toBe(validator.code);
  });

  it("skip a schema Ajv rejects, which the runtime then compiles and reports as before", () => {
    const broken = precompileValidators({ version: 1, methods: { "Desk.bad": spec("x", { pattern: "(" }) }, functions: { lookup: spec("id") } });
    expect(broken.map((v) => v.usedBy)).toEqual([["lookup"]]);
  });

  it("are left out with precompile: false, and then so is the @ts-nocheck line", () => {
    const plain = renderGeneratedModule(specs, { precompile: false });
    expect(plain).not.toContain("validators");
    expect(plain).not.toContain("@ts-nocheck");
  });
});
