import { ts } from "./compiler-api";

/**
 * The declared name of what an expression calls or refers to: for `@AgenticFunction()`, `@Tool()` (an
 * aliased import of it) or `core.AgenticFunction()` that is `"AgenticFunction"`. Import aliases and
 * re-exports are followed through the checker; when the symbol cannot be resolved (a broken import),
 * the identifier as written is used.
 */
export function calleeName(expression: ts.Expression, checker: ts.TypeChecker): string | undefined {
  const callee = ts.isCallExpression(expression) ? expression.expression : expression;
  const nameNode = ts.isIdentifier(callee) ? callee : ts.isPropertyAccessExpression(callee) ? callee.name : undefined;
  if (!nameNode || !ts.isIdentifier(nameNode)) return undefined;
  const symbol = checker.getSymbolAtLocation(nameNode);
  if (symbol) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    // An alias that leads nowhere resolves to the checker's "unknown" symbol, which has no declarations.
    if (target.declarations && target.declarations.length > 0) return target.name;
  }
  return nameNode.text;
}

/** The decorator names (see {@link calleeName}) on a node that can carry decorators, in source order. */
export function decoratorNames(node: ts.Node, checker: ts.TypeChecker): { name: string; decorator: ts.Decorator }[] {
  if (!ts.canHaveDecorators(node)) return [];
  const found: { name: string; decorator: ts.Decorator }[] = [];
  for (const decorator of ts.getDecorators(node) ?? []) {
    const name = calleeName(decorator.expression, checker);
    if (name) found.push({ name, decorator });
  }
  return found;
}
