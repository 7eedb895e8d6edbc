import { ts } from "./compiler-api";

/**
 * The constructor name TypeScript writes into `design:paramtypes` for a parameter's type annotation,
 * replicating its legacy-decorator type serializer: the rules are syntactic (a missing annotation is
 * `Object`, `T | undefined` under strictNullChecks is a mixed union, so `Object`), with the checker
 * consulted only for type references. `void 0` is recorded as `"undefined"`.
 */
export function designTypeOf(node: ts.TypeNode | undefined, checker: ts.TypeChecker, strictNullChecks: boolean): string {
  if (node === undefined) return "Object";
  const serialize = (n: ts.TypeNode | undefined): string => designTypeOf(n, checker, strictNullChecks);
  node = skipParens(node);
  switch (node.kind) {
    case ts.SyntaxKind.VoidKeyword:
    case ts.SyntaxKind.UndefinedKeyword:
    case ts.SyntaxKind.NeverKeyword:
      return "undefined";
    case ts.SyntaxKind.FunctionType:
    case ts.SyntaxKind.ConstructorType:
      return "Function";
    case ts.SyntaxKind.ArrayType:
    case ts.SyntaxKind.TupleType:
      return "Array";
    case ts.SyntaxKind.TypePredicate:
      return (node as ts.TypePredicateNode).assertsModifier ? "undefined" : "Boolean";
    case ts.SyntaxKind.BooleanKeyword:
      return "Boolean";
    case ts.SyntaxKind.TemplateLiteralType:
    case ts.SyntaxKind.StringKeyword:
      return "String";
    case ts.SyntaxKind.NumberKeyword:
      return "Number";
    case ts.SyntaxKind.BigIntKeyword:
      return "BigInt";
    case ts.SyntaxKind.SymbolKeyword:
      return "Symbol";
    case ts.SyntaxKind.LiteralType:
      return literalDesignType((node as ts.LiteralTypeNode).literal);
    case ts.SyntaxKind.TypeReference:
      return referenceDesignType(node as ts.TypeReferenceNode, checker);
    case ts.SyntaxKind.UnionType:
      return constituentsDesignType((node as ts.UnionTypeNode).types, false, serialize, strictNullChecks);
    case ts.SyntaxKind.IntersectionType:
      return constituentsDesignType((node as ts.IntersectionTypeNode).types, true, serialize, strictNullChecks);
    case ts.SyntaxKind.ConditionalType: {
      const conditional = node as ts.ConditionalTypeNode;
      return constituentsDesignType([conditional.trueType, conditional.falseType], false, serialize, strictNullChecks);
    }
    case ts.SyntaxKind.TypeOperator: {
      const operator = node as ts.TypeOperatorNode;
      return operator.operator === ts.SyntaxKind.ReadonlyKeyword ? serialize(operator.type) : "Object";
    }
    default:
      // object, any, unknown, type literals, mapped/indexed/typeof/import types, `this`.
      return "Object";
  }
}

function skipParens(node: ts.TypeNode): ts.TypeNode {
  while (ts.isParenthesizedTypeNode(node)) node = node.type;
  return node;
}

function literalDesignType(literal: ts.LiteralTypeNode["literal"]): string {
  if (ts.isPrefixUnaryExpression(literal)) return ts.isBigIntLiteral(literal.operand) ? "BigInt" : "Number";
  switch (literal.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      return "String";
    case ts.SyntaxKind.NumericLiteral:
      return "Number";
    case ts.SyntaxKind.BigIntLiteral:
      return "BigInt";
    case ts.SyntaxKind.TrueKeyword:
    case ts.SyntaxKind.FalseKeyword:
      return "Boolean";
    default:
      return "undefined"; // null
  }
}

function constituentsDesignType(
  types: readonly ts.TypeNode[],
  isIntersection: boolean,
  serialize: (node: ts.TypeNode) => string,
  strictNullChecks: boolean,
): string {
  let serialized: string | undefined;
  for (const raw of types) {
    const node = skipParens(raw);
    if (node.kind === ts.SyntaxKind.NeverKeyword) {
      if (isIntersection) return "undefined";
      continue;
    }
    if (node.kind === ts.SyntaxKind.UnknownKeyword) {
      if (!isIntersection) return "Object";
      continue;
    }
    if (node.kind === ts.SyntaxKind.AnyKeyword) return "Object";
    const isNullish =
      node.kind === ts.SyntaxKind.UndefinedKeyword ||
      (ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword);
    // Without strictNullChecks, null and undefined are part of every type, so they do not count.
    if (!strictNullChecks && isNullish) continue;
    const constituent = serialize(node);
    if (constituent === "Object") return "Object";
    if (serialized !== undefined && serialized !== constituent) return "Object";
    serialized = constituent;
  }
  return serialized ?? "undefined";
}

function referenceDesignType(node: ts.TypeReferenceNode, checker: ts.TypeChecker): string {
  const written = checker.getSymbolAtLocation(node.typeName);
  // An unresolvable name compiles to a runtime `typeof X === "function" ? X : Object` check.
  if (!written) return "Object";
  const symbol = written.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(written) : written;
  if (symbol.flags & ts.SymbolFlags.Value) {
    if (isGlobalPromise(symbol)) return "Promise";
    if (checker.getTypeOfSymbol(symbol).getConstructSignatures().length > 0) {
      // A class imported with `import type` has no runtime value; TypeScript then emits `Function`.
      return isTypeOnlyAlias(written) ? "Function" : constructorName(symbol);
    }
  }
  if (!(symbol.flags & ts.SymbolFlags.Type)) return "Object";
  return declaredTypeDesignType(checker.getDeclaredTypeOfSymbol(symbol), checker);
}

function declaredTypeDesignType(type: ts.Type, checker: ts.TypeChecker): string {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return "Object";
  const assignable = (flags: ts.TypeFlags, targets: ts.Type[]): boolean =>
    (type.flags & flags) !== 0 || targets.some((target) => checker.isTypeAssignableTo(type, target));
  const nullish = ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Never;
  if (assignable(nullish, [checker.getVoidType(), checker.getNeverType(), checker.getNullType(), checker.getUndefinedType()])) {
    return "undefined";
  }
  if (assignable(ts.TypeFlags.BooleanLike, [checker.getBooleanType()])) return "Boolean";
  if (assignable(ts.TypeFlags.NumberLike, [checker.getNumberType()])) return "Number";
  if (assignable(ts.TypeFlags.BigIntLike, [checker.getBigIntType()])) return "BigInt";
  if (assignable(ts.TypeFlags.StringLike, [checker.getStringType()])) return "String";
  if (checker.isTupleType(type)) return "Array";
  if (assignable(ts.TypeFlags.ESSymbolLike, [checker.getESSymbolType()])) return "Symbol";
  if (type.flags & ts.TypeFlags.Object && type.getCallSignatures().length > 0) return "Function";
  if (checker.isArrayType(type)) return "Array";
  return "Object";
}

function isGlobalPromise(symbol: ts.Symbol): boolean {
  // The global Promise: a merged interface + constructor variable declared in the default lib files.
  return symbol.name === "Promise" && (symbol.declarations ?? []).some((d) => d.getSourceFile().hasNoDefaultLib);
}

function isTypeOnlyAlias(symbol: ts.Symbol): boolean {
  if (!(symbol.flags & ts.SymbolFlags.Alias)) return false;
  return (symbol.declarations ?? []).some((d) => ts.isTypeOnlyImportOrExportDeclaration(d));
}

function constructorName(symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.find(ts.isClassLike);
  return declaration?.name?.text ?? symbol.name;
}
