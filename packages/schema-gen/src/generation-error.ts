import { ts } from "./compiler-api";
import { relativePath } from "./relative-path";

/** One problem found while generating specs: where it is (1-based line and column) and what is wrong. */
export interface GenerationError {
  /** The source file, relative to the working directory of the run, with forward slashes. */
  readonly file: string;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
  /** What is wrong and, where there is one, how to fix it. */
  readonly message: string;
}

/**
 * Formats a {@link GenerationError} the way compilers do, `path/to/file.ts:12:3 - message`, so terminals
 * and editors turn the location into a link.
 */
export function formatGenerationError(error: GenerationError): string {
  return `${formatLocation(error)} - ${error.message}`;
}

/** Formats just the location of an error, `path/to/file.ts:12:3`. */
export function formatLocation(where: Pick<GenerationError, "file" | "line" | "column">): string {
  return `${where.file}:${where.line}:${where.column}`;
}

/** Builds the error for `node` (its start, past leading trivia and JSDoc) with a path relative to `cwd`. */
export function errorAt(node: ts.Node, message: string, cwd: string): GenerationError {
  const sourceFile = node.getSourceFile();
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return { file: relativePath(cwd, sourceFile.fileName), line: line + 1, column: character + 1, message };
}

/**
 * Converts a TypeScript diagnostic into a {@link GenerationError}; one without a location (e.g. a bad
 * compiler option) is reported at line 1 of `fallbackFile`, the tsconfig.
 */
export function errorFromDiagnostic(diagnostic: ts.Diagnostic, cwd: string, fallbackFile: string): GenerationError {
  const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
  if (!diagnostic.file || diagnostic.start === undefined) {
    return { file: relativePath(cwd, fallbackFile), line: 1, column: 1, message };
  }
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return { file: relativePath(cwd, diagnostic.file.fileName), line: line + 1, column: character + 1, message };
}

/** Orders errors by file, line, column and message so every run reports them identically. */
export function compareErrors(a: GenerationError, b: GenerationError): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  if (a.column !== b.column) return a.column - b.column;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
