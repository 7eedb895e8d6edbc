import * as fs from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";
import { fixtureDir, fixtureProgram } from "../__fixtures__/fixture-projects";
import { generateSpecs, generateSpecsFromProgram, type GenerateSpecsResult } from "./generate-specs";
import { renderGeneratedModule } from "./render-generated-module";

const dir = fixtureDir("features");
const outFile = path.join(dir, "generated", "agentic.generated.ts");
const expectedModule = path.join(dir, "expected.generated.ts");

let program: ts.Program;
let result: GenerateSpecsResult;

beforeAll(() => {
  program = fixtureProgram("features");
  result = generateSpecsFromProgram(program, { outFile, cwd: dir });
});

it("finds every agentic method and function without errors", () => {
  expect(result.errors).toEqual([]);
  expect(Object.keys(result.specs.methods)).toEqual(["Accounts.amend", "Accounts.open", "Aliased.greet", "Aliased.wave", "Desk.refund", "Desk.route", "Desk.tally", "Shop.place"]);
  expect(Object.keys(result.specs.functions)).toEqual(["echo", "lookupOrder", "pong", "splitBill"]);
});

it("renders the module checked in as expected.generated.ts (set UPDATE_FIXTURES=1 to rewrite it)", () => {
  const text = renderGeneratedModule(result.specs);
  if (process.env.UPDATE_FIXTURES === "1") fs.writeFileSync(expectedModule, text);
  expect(text).toBe(fs.readFileSync(expectedModule, "utf8"));
});

it("is deterministic: a second run over a fresh program renders the same text", () => {
  const again = generateSpecs({ project: path.join(dir, "tsconfig.json"), outFile, cwd: dir });
  expect(again.errors).toEqual([]);
  expect(renderGeneratedModule(again.specs)).toBe(renderGeneratedModule(result.specs));
});

it("only scans files under `root`", () => {
  const some = generateSpecsFromProgram(program, { outFile, cwd: dir, root: "src" });
  expect(some.specs).toEqual(result.specs);
  const none = generateSpecsFromProgram(program, { outFile, cwd: dir, root: "generated" });
  expect(none).toEqual({ specs: { version: 1, methods: {}, functions: {} }, errors: [], typeErrors: [] });
});

it("makes spec paths relative to the generated module's directory", () => {
  const nested = generateSpecsFromProgram(program, { outFile: path.join(dir, "src", "gen.ts"), cwd: dir, root: "src" });
  expect(nested.specs.methods["Shop.place"]?.file).toBe("shop.ts");
});

// typescript-json-schema writes `type: ["null", "string"]` for nullable primitives; core's JsonSchema accepts it.
// The module itself is `@ts-nocheck` (its validators are Ajv's untyped JavaScript), so the specs part is
// type-checked as rendered without validators, in place of the generated module.
it("the rendered specs type-check against registerGeneratedSpecs", () => {
  const virtual = path.join(dir, "generated", "typed-check.ts");
  const text = renderGeneratedModule(result.specs, { precompile: false });
  const host = ts.createCompilerHost(program.getCompilerOptions());
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    path.resolve(file) === virtual ? ts.createSourceFile(file, text, language) : getSourceFile(file, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === virtual || fileExists(file);
  // oldProgram: the fixture's files, core's sources and the libs are reused, not parsed again.
  const check = ts.createProgram({ rootNames: [virtual], options: program.getCompilerOptions(), host, oldProgram: program });
  expect(fileDiagnostics(check, virtual)).toEqual([]);
});

it("the rendered module, validators included, has no syntax errors", () => {
  const check = ts.createProgram({ rootNames: [expectedModule], options: program.getCompilerOptions(), oldProgram: program });
  expect(fileDiagnostics(check, expectedModule)).toEqual([]);
  expect(fs.readFileSync(expectedModule, "utf8")).toContain('"validators": {');
});

// The errors of `file` itself (and the program-wide option and global ones), not those of every file it
// imports: core's sources are type-checked by `tsc -p tsconfig.spec.json`, and checking them all again
// here cost seconds of CPU per program.
function fileDiagnostics(check: ts.Program, file: string): string[] {
  const sourceFile = check.getSourceFile(file);
  if (!sourceFile) throw new Error(`${file} is not in the program`);
  return [
    ...check.getConfigFileParsingDiagnostics(),
    ...check.getOptionsDiagnostics(),
    ...check.getGlobalDiagnostics(),
    ...check.getSyntacticDiagnostics(sourceFile),
    ...check.getSemanticDiagnostics(sourceFile),
  ].map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}
