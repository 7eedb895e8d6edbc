import type { GeneratedSpecs } from "@agentic-ts/core";
import * as path from "node:path";
import type { ts } from "./compiler-api";
import { collectSpecs } from "./collect-specs";
import type { GenContext } from "./gen-context";
import { decoratorFlagsProblem } from "./decorator-flags";
import { compareErrors, type GenerationError } from "./generation-error";
import { loadProject } from "./load-project";
import { ProjectDiagnostics } from "./project-diagnostics";
import { SchemaGenerator } from "./schema-generator";

/** Options of {@link generateSpecs}. */
export interface GenerateSpecsOptions {
  /** The tsconfig.json of the project to read. */
  readonly project: string;
  /** Only files under this directory are scanned (default: every file the tsconfig includes). */
  readonly root?: string;
  /** Where the generated module will be written; spec `file` paths are relative to its directory. */
  readonly outFile: string;
  /** The directory error locations are relative to, and relative options resolve against (default: `process.cwd()`). */
  readonly cwd?: string;
}

/** Options of {@link generateSpecsFromProgram}: {@link GenerateSpecsOptions} for an already built program. */
export interface GenerateFromProgramOptions extends Omit<GenerateSpecsOptions, "project"> {
  /** The candidate files (absolute); default: the program's root files. */
  readonly files?: readonly string[];
}

/** What a generation run produced: the specs of everything that was valid, and every error found. */
export interface GenerateSpecsResult {
  readonly specs: GeneratedSpecs;
  /**
   * Why a target (or the whole project) could not be generated, sorted by file, line and column; empty
   * when every target was generated. When the project lacks the decorator flags, that hint comes first.
   */
  readonly errors: readonly GenerationError[];
  /**
   * The compiler's errors outside every agentic signature (a type error in an unrelated file, or in a
   * function body): reported, but they do not stop generation. Sorted like `errors`.
   */
  readonly typeErrors: readonly GenerationError[];
}

/**
 * Reads a TypeScript project and produces the parameter specs of every `@AgenticFunction` method and
 * `agenticFunction(…)` wrapper in it: names, positions, kinds, optionality, design types, JSDoc
 * descriptions and JSON Schemas, and the JSON Schema of each one's result where its return type has one.
 * Never throws for problems in the project: unsupported signatures (and
 * compile errors inside them) come back in `errors`, other compile errors in `typeErrors`, all of them,
 * each with its file, line and column. The import of the generated module itself may be missing.
 */
export function generateSpecs(options: GenerateSpecsOptions): GenerateSpecsResult {
  const cwd = options.cwd ?? process.cwd();
  const loaded = loadProject(options.project, cwd);
  if (!loaded.ok) return { specs: emptySpecs(), errors: [...loaded.errors].sort(compareErrors), typeErrors: [] };
  return generateSpecsFromProgram(loaded.value.program, { ...options, cwd, files: loaded.value.rootFiles });
}

/** Like {@link generateSpecs} for a program the caller already built (watch mode, tests sharing one program). */
export function generateSpecsFromProgram(program: ts.Program, options: GenerateFromProgramOptions): GenerateSpecsResult {
  const cwd = options.cwd ?? process.cwd();
  const root = options.root === undefined ? undefined : path.resolve(cwd, options.root);
  const sourceFiles = (options.files ?? program.getRootFileNames())
    .filter((file) => root === undefined || isInside(root, path.resolve(file)))
    .map((file) => program.getSourceFile(file))
    .filter((file): file is ts.SourceFile => file !== undefined && !file.isDeclarationFile)
    .sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
  const checker = program.getTypeChecker();
  const compilerOptions = program.getCompilerOptions();
  const diagnostics = new ProjectDiagnostics(program, sourceFiles, path.resolve(cwd, options.outFile), cwd);
  const ctx: GenContext = {
    checker,
    schemas: new SchemaGenerator(checker),
    strictNullChecks: compilerOptions.strictNullChecks ?? compilerOptions.strict ?? false,
    cwd,
    outDir: path.dirname(path.resolve(cwd, options.outFile)),
    diagnostics,
  };
  const collected = collectSpecs(sourceFiles, ctx);
  const typeErrors = diagnostics.unclaimed().sort(compareErrors);
  const flags = collected.hasMethods ? decoratorFlagsProblem(compilerOptions, cwd) : undefined;
  // Without legacy decorators and their metadata the classes cannot run with any spec: nothing is generated.
  // The hint comes first: the compiler's decorator errors that follow are what the missing flags cause.
  if (flags) return { specs: emptySpecs(), errors: [flags, ...[...collected.errors].sort(compareErrors)], typeErrors };
  return { specs: collected.specs, errors: [...collected.errors].sort(compareErrors), typeErrors };
}

function emptySpecs(): GeneratedSpecs {
  return { version: 1, methods: {}, functions: {} };
}

function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
