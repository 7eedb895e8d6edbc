import type { ts } from "./compiler-api";
import type { GenerationError } from "./generation-error";
import { relativePath } from "./relative-path";

/**
 * Says which compiler flags an `@AgenticFunction` class needs and the project lacks, as an error at its
 * tsconfig, or `undefined` when both are on: legacy decorators (`experimentalDecorators`, else
 * TypeScript compiles standard decorators, which have no parameter decorators) and the parameter types
 * they record (`emitDecoratorMetadata`).
 */
export function decoratorFlagsProblem(options: ts.CompilerOptions, cwd: string): GenerationError | undefined {
  const missing = (["experimentalDecorators", "emitDecoratorMetadata"] as const).filter((flag) => options[flag] !== true);
  if (missing.length === 0) return undefined;
  const configFile = typeof options.configFilePath === "string" ? relativePath(cwd, options.configFilePath) : "tsconfig.json";
  const add = missing.map((flag) => `"${flag}": true`).join(", ");
  return {
    file: configFile,
    line: 1,
    column: 1,
    message: `@AgenticFunction classes need legacy decorators with metadata: add ${add} to "compilerOptions" in ${configFile}`,
  };
}
