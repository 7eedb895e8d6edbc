import * as path from "node:path";
import type * as ts from "typescript";
import { emittedParamTypes, fixtureDir, fixtureProgram } from "../__fixtures__/fixture-projects";
import { generateSpecsFromProgram } from "./generate-specs";

// designType must be exactly what `tsc` writes into design:paramtypes, or the runtime would take a
// fresh spec for a stale one. So compare with real emitted output, with and without strictNullChecks
// (which changes how `T | null` serializes).
// Each fixture's program is built once per option set and shared by the tests below; a later build of the
// same fixture starts from the earlier one (oldProgram), so unchanged files need not be parsed again.
const programs = new Map<string, ts.Program>();
function sharedProgram(fixture: string, overrides: ts.CompilerOptions = {}): ts.Program {
  const key = `${fixture} ${JSON.stringify(overrides)}`;
  let program = programs.get(key);
  if (!program) {
    const earlier = [...programs.entries()].find(([other]) => other.startsWith(`${fixture} `))?.[1];
    program = fixtureProgram(fixture, overrides, earlier);
    programs.set(key, program);
  }
  return program;
}

describe.each([
  ["strict", {}],
  ["not strict", { strict: false }],
] as [string, ts.CompilerOptions][])("designType matches tsc's emitDecoratorMetadata output (%s)", (_label, overrides) => {
  it.each(["design-types", "features"])("for every decorated method of %s", (fixture) => {
    const program = sharedProgram(fixture, overrides);
    const dir = fixtureDir(fixture);
    const { specs } = generateSpecsFromProgram(program, { outFile: path.join(dir, "out.ts"), cwd: dir });
    const emitted = emittedParamTypes(program);
    const generated = new Map(Object.entries(specs.methods).map(([key, spec]) => [key, spec.params.map((p) => p.designType)]));
    expect(emitted.size).toBeGreaterThan(0);
    expect(generated).toEqual(emitted);
  });
});

it("records the constructor names of every kind of annotation", () => {
  const program = sharedProgram("design-types");
  const dir = fixtureDir("design-types");
  const { specs, errors } = generateSpecsFromProgram(program, { outFile: path.join(dir, "out.ts"), cwd: dir });
  expect(errors).toEqual([]);
  expect(specs.methods["DesignTypes.everything"]?.params.map((p) => `${p.name}:${p.designType}`)).toEqual([
    "a:Object", "b:Object", "c:String", "d:Number", "e:Array", "f:Function", "g:Object", "h:Number", "i:String",
    "j:Function", "k:Parcel", "l:Object", "m:Promise", "n:BigInt", "o:Symbol", "p:String", "q:Object", "r:Array",
    "s:Array", "t:Number", "u:undefined", "v:undefined", "w:undefined", "x:undefined", "y:undefined", "z:Object",
    "aa:Object", "ab:Map", "ac:Number", "ad:String", "ae:Boolean", "af:Object", "ag:Object", "ah:Function",
    "ai:Object", "aj:Object", "ak:Parcel", "al:Object", "am:Object", "an:String", "ao:Array", "ap:BigInt",
  ]);
});
