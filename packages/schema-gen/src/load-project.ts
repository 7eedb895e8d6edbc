import * as path from "node:path";
import { ts } from "./compiler-api";
import { errorFromDiagnostic } from "./generation-error";
import { failWith, succeed, type Outcome } from "./outcome";
import { GENERATED_HEADER } from "./render-generated-module";
import { SourceFileCache } from "./source-file-cache";
import { applyProjectCompilerDefaults } from "./project-compiler-defaults";
import { adaptConfigForOlderCompiler, adaptedConfigNote } from "./tsconfig-for-older-compiler";

/** A TypeScript program built from a tsconfig, with the files the tsconfig itself lists. */
export interface LoadedProject {
  readonly program: ts.Program;
  /** Absolute names of the files the tsconfig includes (not those only reached through imports). */
  readonly rootFiles: readonly string[];
  /**
   * One line to print when the tsconfig (or one it extends) was written for a newer TypeScript: the values
   * gen mapped to ones its own compiler (5.9) knows, and that compiler's version. Absent otherwise.
   */
  readonly note?: string;
}

/**
 * Reads a tsconfig (following `extends`) and builds its program. Config errors come back as values,
 * located in the tsconfig when TypeScript gives no better place. `oldProgram` (the previous build of the
 * same project, in watch mode) lets TypeScript reuse the program's structure; parsed files are shared with
 * every earlier build in the process whose file text and settings are the same.
 */
export function loadProject(project: string, cwd: string, oldProgram?: ts.Program): Outcome<LoadedProject> {
  const configPath = path.resolve(cwd, project);
  const fatal: ts.Diagnostic[] = [];
  // Every file this host reads is a tsconfig (the project's, or one it extends): values only a newer
  // TypeScript knows are mapped to ones gen's compiler knows, and noted.
  const notes: string[] = [];
  const readFile = (fileName: string): string | undefined => {
    const text = ts.sys.readFile(fileName);
    if (text === undefined) return text;
    const adapted = adaptConfigForOlderCompiler(text, fileName);
    if (adapted.mapped.length > 0) notes.push(`${path.relative(cwd, fileName) || fileName}: ${adapted.mapped.join(", ")}`);
    return adapted.text;
  };
  const host: ts.ParseConfigFileHost = { ...ts.sys, readFile, onUnRecoverableConfigFileDiagnostic: (d) => fatal.push(d) };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, host);
  const problems = [...fatal, ...(parsed?.errors ?? [])].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (!parsed || problems.length > 0) {
    return failWith(...problems.map((d) => errorFromDiagnostic(d, cwd, configPath)));
  }
  const defaults = applyProjectCompilerDefaults(parsed.options, configPath);
  if (defaults.length > 0) notes.push(`${path.relative(cwd, configPath) || configPath}: ${defaults.join(", ")}`);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    oldProgram,
    host: withoutGeneratedModules(SourceFileCache.of(ts).host(parsed.options)),
  });
  return succeed({ program, rootFiles: parsed.fileNames, ...(notes.length > 0 ? { note: adaptedConfigNote(notes) } : {}) });
}

// What gen sees of a module it wrote earlier: nothing. Its output must never depend on its previous output:
// the parameter names a generated module declares type the approval policies, and a renamed parameter
// would otherwise be an error in the very signature gen is about to describe anew.
const EMPTY_MODULE = "export {};\n";

function withoutGeneratedModules(host: ts.CompilerHost): ts.CompilerHost {
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => {
    const text = readFile(fileName);
    return text !== undefined && text.startsWith(GENERATED_HEADER) ? EMPTY_MODULE : text;
  };
  return host;
}
