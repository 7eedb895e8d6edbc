import { ts } from "./compiler-api";
import { calleeName, decoratorNames } from "./callee-name";
import type { GenContext } from "./gen-context";
import { errorAt, type GenerationError } from "./generation-error";

/** Something the generator describes: a decorated method or an `agenticFunction(…)` call. */
export type Target =
  | { readonly kind: "method"; readonly node: ts.MethodDeclaration; readonly decorator: ts.Decorator }
  | { readonly kind: "function"; readonly node: ts.CallExpression };

/**
 * Finds, in source order, every method decorated with `@AgenticFunction` and every call of
 * `agenticFunction` in a file (matching the declared names, so aliased imports count), plus an error
 * for each `@AgenticFunction` on something that is not a method.
 */
export function findTargets(sourceFile: ts.SourceFile, ctx: GenContext): { targets: Target[]; errors: GenerationError[] } {
  const targets: Target[] = [];
  const errors: GenerationError[] = [];
  const visit = (node: ts.Node): void => {
    for (const { name, decorator } of decoratorNames(node, ctx.checker)) {
      if (name !== "AgenticFunction") continue;
      if (ts.isMethodDeclaration(node)) targets.push({ kind: "method", node, decorator });
      else errors.push(errorAt(decorator, "@AgenticFunction goes on a method (not a class, property, accessor or parameter)", ctx.cwd));
    }
    if (ts.isCallExpression(node) && calleeName(node.expression, ctx.checker) === "agenticFunction") {
      targets.push({ kind: "function", node });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { targets, errors };
}
