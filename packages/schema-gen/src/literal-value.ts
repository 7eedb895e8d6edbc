import { ts } from "./compiler-api";

/** Marks "not a literal" (a literal can be `undefined`-free JSON only, so a symbol is unambiguous). */
export const NOT_LITERAL: unique symbol = Symbol("not a literal");

/**
 * Evaluates a JSON-like literal expression (string, number, boolean, null, and arrays or objects of
 * those) without running anything; anything else is {@link NOT_LITERAL}. Used for parameter defaults.
 */
export function literalValue(node: ts.Expression): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalValue(node.expression);
  }
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) => literalValue(element));
    return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
  }
  if (ts.isObjectLiteralExpression(node)) return objectLiteralValue(node);
  return NOT_LITERAL;
}

function objectLiteralValue(node: ts.ObjectLiteralExpression): unknown {
  const out: Record<string, unknown> = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return NOT_LITERAL;
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
    const value = literalValue(property.initializer);
    if (name === undefined || value === NOT_LITERAL) return NOT_LITERAL;
    Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The string value of an expression whose type is a single string literal (`"x"`, or a `const` holding one). */
export function stringValue(node: ts.Expression, checker: ts.TypeChecker): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? type.value : undefined;
}
