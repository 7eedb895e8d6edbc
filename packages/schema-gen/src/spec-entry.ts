import type { GeneratedFunctionSpec, GeneratedParamSpec } from "@agentic-ts/core";
import { ts } from "./compiler-api";
import type { GenContext } from "./gen-context";
import type { GenerationError } from "./generation-error";
import { failWith, succeed, type Outcome } from "./outcome";
import { buildParamSpec } from "./param-spec";
import { relativePath } from "./relative-path";
import { buildReturnSchema } from "./return-schema";
import { signatureFingerprint } from "./signature-fingerprint";

/** One generated spec with its key (`Class.method` or a function name) and the node it came from. */
export interface SpecEntry {
  readonly key: string;
  readonly spec: GeneratedFunctionSpec;
  /** Where duplicates of this key are reported. */
  readonly node: ts.Node;
}

/**
 * Builds the spec shared by methods and functions: `file`, `description`, every parameter but a
 * leading `this` (which has no runtime position) and, when the return type has one, the JSON Schema of
 * the value it resolves to (`returns`). Collects the errors of all parameters; the return type never fails
 * a target (without a schema it simply has no `returns`).
 */
export function buildFunctionSpec(
  fn: ts.SignatureDeclaration,
  doc: { summary?: string; params: ReadonlyMap<string, string> },
  ctx: GenContext,
): Outcome<GeneratedFunctionSpec> {
  // A type error in the signature itself would give a wrong schema: that target fails, with the compiler's message.
  const typeErrors = ctx.diagnostics?.claimSignatureErrors(fn) ?? [];
  const errors: GenerationError[] = typeErrors.map((e) => ({ ...e, message: `type error in this signature: ${e.message}` }));
  const params: GeneratedParamSpec[] = [];
  const real = fn.parameters.filter((p, i) => !(i === 0 && ts.isIdentifier(p.name) && p.name.text === "this"));
  real.forEach((param, index) => {
    const built = buildParamSpec(param, index, doc.params, ctx);
    if (built.ok) params.push(built.value);
    else errors.push(...built.errors);
  });
  if (errors.length > 0) return failWith(...errors);
  const file = relativePath(ctx.outDir, fn.getSourceFile().fileName);
  const types = signatureFingerprint(real, ctx.checker);
  const returns = buildReturnSchema(fn, ctx);
  return succeed({ file, ...(doc.summary === undefined ? {} : { description: doc.summary }), types, params, ...(returns === undefined ? {} : { returns }) });
}

/** Tells whether the method or function that `name` names is overloaded (declared more than once). */
export function isOverloaded(name: ts.Node, checker: ts.TypeChecker): boolean {
  const declarations = checker.getSymbolAtLocation(name)?.declarations ?? [];
  return declarations.filter((d) => ts.isMethodDeclaration(d) || ts.isFunctionDeclaration(d)).length > 1;
}
