import type { ts } from "./compiler-api";
import type { ProjectDiagnostics } from "./project-diagnostics";
import type { SchemaGenerator } from "./schema-generator";

/** What every step of one generation run shares: the program's checker and schema generator, and paths. */
export interface GenContext {
  readonly checker: ts.TypeChecker;
  readonly schemas: SchemaGenerator;
  /** Whether the program compiles with strictNullChecks (it changes `design:paramtypes`). */
  readonly strictNullChecks: boolean;
  /** Error locations are relative to this directory. */
  readonly cwd: string;
  /** `file` in specs is relative to this directory (where the generated module lives). */
  readonly outDir: string;
  /** The compiler's errors in the scanned files; a signature with one of its own is not generated. */
  readonly diagnostics?: ProjectDiagnostics;
}
