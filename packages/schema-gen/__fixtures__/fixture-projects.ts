// Test support for the schema-gen specs: builds fixture programs once and reads what `tsc` emits.
import * as path from "node:path";
import * as ts from "typescript";
import { SourceFileCache } from "../src/source-file-cache";

// The fixtures' programs share their parsed libs and core sources with every program the compiler
// instance builds (in a test run, all the test files of a worker: see scripts/jest/worker-environment.js).
const sourceFiles = SourceFileCache.of(ts);

/** The directory of fixture project `name` (e.g. `"features"`). */
export function fixtureDir(name: string): string {
  return path.join(__dirname, name);
}

/** Builds the program of fixture project `name`, optionally with compiler options overridden. */
export function fixtureProgram(name: string, overrides: ts.CompilerOptions = {}, oldProgram?: ts.Program): ts.Program {
  const configPath = path.join(fixtureDir(name), "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, oldProgram, host: sourceFiles.host(parsed.options) });
}

/**
 * Emits `program` in memory and returns, for every decorated method, the constructor names `tsc`
 * wrote into `design:paramtypes` (`void 0` as `"undefined"`, `mod_1.Foo` as `"Foo"`), keyed
 * `"Class.method"`.
 */
export function emittedParamTypes(program: ts.Program): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const decorate = /__decorate\(\[([\s\S]*?)\], (\w+)\.prototype, "(\w+)", null\);/g;
  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile || !program.getRootFileNames().includes(sourceFile.fileName)) continue;
    program.emit(sourceFile, (fileName, text) => {
      if (!fileName.endsWith(".js")) return;
      for (const [, body, className, method] of text.matchAll(decorate)) {
        const list = /__metadata\("design:paramtypes", \[([\s\S]*?)\]\)/.exec(body ?? "")?.[1];
        if (list === undefined) continue;
        const names = list.trim() === "" ? [] : list.split(/,\s*/).map((e) => constructorName(e.trim()));
        found.set(`${className}.${method}`, names);
      }
    });
  }
  return found;
}

function constructorName(expression: string): string {
  if (expression === "void 0") return "undefined";
  // An unresolvable reference compiles to `typeof (_a = …) === "function" ? _a : Object`.
  if (expression.startsWith("typeof ")) return "Object";
  return expression.split(".").pop() ?? expression;
}
