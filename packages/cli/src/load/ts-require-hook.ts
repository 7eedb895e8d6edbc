import { readFileSync } from "node:fs";
import Module from "node:module";
import ts from "typescript";

type Loader = (module: NodeJS.Module & { _compile(code: string, filename: string): void }, filename: string) => void;

// The options a decorated agentic-ts class needs; one file at a time, no type checking (like ts-jest's
// isolated mode), so loading stays fast and a type error never hides what the code does.
const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  inlineSourceMap: true,
};

/** Compiles one TypeScript module to CommonJS JavaScript the way `agentic explain` and `agentic run` load it. */
export function transpileTs(source: string, fileName: string): string {
  return ts.transpileModule(source, { compilerOptions: COMPILER_OPTIONS, fileName }).outputText;
}

/**
 * Registers a `require` hook for `.ts` files (the file given on the command line and the relative `.ts`
 * modules it imports) and returns the function that removes it. When something already handles `.ts`
 * (ts-node, tsx, a test runner), that loader is kept and nothing is registered.
 */
export function registerTsHook(): () => void {
  const extensions = (Module as unknown as { _extensions: Record<string, Loader | undefined> })._extensions;
  if (extensions[".ts"]) return () => undefined;
  const loader: Loader = (module, filename) => module._compile(transpileTs(readFileSync(filename, "utf8"), filename), filename);
  extensions[".ts"] = loader;
  return () => {
    if (extensions[".ts"] === loader) delete extensions[".ts"];
  };
}
