import * as path from "node:path";
import { ts } from "./compiler-api";
import { errorFromDiagnostic, type GenerationError } from "./generation-error";

/**
 * The compiler's errors in the scanned files, sorted out for generation: an error inside an agentic
 * signature makes that target fail (its schema would be wrong), every other one is only reported as a
 * type error, and the import of the not-yet-written generated module is no error at all.
 */
export class ProjectDiagnostics {
  private readonly byFile = new Map<string, ts.Diagnostic[]>();
  private readonly claimed = new Set<ts.Diagnostic>();

  /** Reads the syntactic and semantic errors of `files`, leaving out the missing import of `outFile`. */
  constructor(program: ts.Program, files: readonly ts.SourceFile[], outFile: string, private readonly cwd: string) {
    const generated = withoutExtension(path.resolve(outFile));
    for (const file of files) {
      const found = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].filter(
        (d) => d.category === ts.DiagnosticCategory.Error && !importsGenerated(d, generated) && d.code !== UNUSED_EXPECT_ERROR,
      );
      if (found.length > 0) this.byFile.set(file.fileName, found);
    }
  }

  /**
   * The errors located in `fn`'s signature (decorators, parameters, return type: everything before its
   * body), each claimed so that {@link unclaimed} leaves it out.
   */
  claimSignatureErrors(fn: ts.SignatureDeclaration): GenerationError[] {
    const sourceFile = fn.getSourceFile();
    const start = fn.getStart(sourceFile);
    const body = (fn as { body?: ts.Node }).body;
    const end = body ? body.getStart(sourceFile) : fn.end;
    const inside = (this.byFile.get(sourceFile.fileName) ?? []).filter((d) => d.start !== undefined && d.start >= start && d.start < end);
    for (const d of inside) this.claimed.add(d);
    return inside.map((d) => errorFromDiagnostic(d, this.cwd, sourceFile.fileName));
  }

  /** Every error no signature claimed: type errors elsewhere in the project, reported without blocking. */
  unclaimed(): GenerationError[] {
    const out: GenerationError[] = [];
    for (const [fileName, list] of this.byFile) {
      for (const d of list) if (!this.claimed.has(d)) out.push(errorFromDiagnostic(d, this.cwd, fileName));
    }
    return out;
  }
}

// TS2578 "Unused '@ts-expect-error' directive": gen compiles the project without the modules it generates
// (see loadProject), so an expected error that needs their parameter names (a misspelt argument of an
// approval policy, say) is not there for gen; the complete program still judges the directive.
const UNUSED_EXPECT_ERROR = 2578;

// TS2307 "Cannot find module" and, under noUncheckedSideEffectImports, TS2882 for `import "./agentic.generated"`:
// the module gen is about to write cannot exist before the first run, so its absence is never a problem.
const MISSING_MODULE_CODES = new Set([2307, 2882]);

function importsGenerated(diagnostic: ts.Diagnostic, generated: string): boolean {
  if (!MISSING_MODULE_CODES.has(diagnostic.code) || !diagnostic.file || diagnostic.start === undefined) return false;
  const specifier = stringLiteralAt(diagnostic.file, diagnostic.start);
  if (specifier === undefined || !specifier.startsWith(".")) return false;
  return withoutExtension(path.resolve(path.dirname(diagnostic.file.fileName), specifier)) === generated;
}

function stringLiteralAt(file: ts.SourceFile, position: number): string | undefined {
  const find = (node: ts.Node): string | undefined => {
    if (position < node.getStart(file) || position >= node.end) return undefined;
    if (ts.isStringLiteral(node) && node.getStart(file) === position) return node.text;
    return ts.forEachChild(node, find);
  };
  return find(file);
}

// `./agentic.generated`, `./agentic.generated.js` (ESM) and `./agentic.generated.ts` name the same module.
function withoutExtension(file: string): string {
  return file.replace(/\.(?:[cm]?[jt]s)$/, "");
}
