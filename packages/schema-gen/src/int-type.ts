import { ts } from "./compiler-api";

/**
 * Where an `Int` sits in a type annotation: the value itself (`Int`, `Int | null`, `Quantity` where
 * `type Quantity = Int`) or the items of an array (`Int[]`, `Array<Int>`, `readonly Int[]`).
 */
export type IntPlacement = "value" | "items";

// Deep enough for any sane chain of aliases; a cycle (a compile error anyway) stops here.
const MAX_ALIAS_DEPTH = 16;

/**
 * Finds where a type annotation uses agentic-ts's `Int`. TypeScript erases `type Int = number` to plain
 * `number`, so the integer intent survives only in the syntax; this reads it back, following type
 * aliases. Any alias named `Int` whose type is `number` counts (the one exported by `@agentic-ts/core`,
 * or a project's own with the same meaning).
 */
export function intPlacement(node: ts.TypeNode | undefined, checker: ts.TypeChecker, depth = 0): IntPlacement | undefined {
  if (!node || depth > MAX_ALIAS_DEPTH) return undefined;
  const next = (n: ts.TypeNode | undefined): IntPlacement | undefined => intPlacement(n, checker, depth + 1);
  if (ts.isParenthesizedTypeNode(node)) return next(node.type);
  if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.ReadonlyKeyword) return next(node.type);
  if (ts.isArrayTypeNode(node)) return next(node.elementType) === "value" ? "items" : undefined;
  if (ts.isUnionTypeNode(node)) {
    const placements = node.types.map(next);
    if (placements.includes("value")) return "value";
    return placements.includes("items") ? "items" : undefined;
  }
  if (!ts.isTypeReferenceNode(node)) return undefined;
  const symbol = resolve(checker.getSymbolAtLocation(node.typeName), checker);
  if (!symbol) return undefined;
  if (isIntAlias(symbol)) return "value";
  if ((symbol.name === "Array" || symbol.name === "ReadonlyArray") && node.typeArguments?.length === 1) {
    return next(node.typeArguments[0]) === "value" ? "items" : undefined;
  }
  const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
  return alias && !alias.typeParameters ? next(alias.type) : undefined;
}

/** Tells whether a symbol is a type alias named `Int` for `number`. */
export function isIntAlias(symbol: ts.Symbol): boolean {
  return (
    symbol.name === "Int" &&
    (symbol.declarations ?? []).some((d) => ts.isTypeAliasDeclaration(d) && d.type.kind === ts.SyntaxKind.NumberKeyword)
  );
}

/** Rewrites `number` to `integer` in a schema produced for an `Int` at `placement` (in place). */
export function applyIntPlacement(schema: Record<string, unknown>, placement: IntPlacement | undefined): void {
  if (placement === "value") toInteger(schema);
  if (placement === "items") {
    for (const branch of [schema, ...branches(schema)]) {
      const items = branch.items;
      if (isSchemaObject(items)) toInteger(items);
    }
  }
}

function toInteger(schema: Record<string, unknown>): void {
  if (schema.type === "number") schema.type = "integer";
  else if (Array.isArray(schema.type)) schema.type = schema.type.map((t) => (t === "number" ? "integer" : t));
  for (const branch of branches(schema)) toInteger(branch);
}

function branches(schema: Record<string, unknown>): Record<string, unknown>[] {
  const list = [schema.anyOf, schema.oneOf].flatMap((b) => (Array.isArray(b) ? b : []));
  return list.filter(isSchemaObject);
}

function isSchemaObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function resolve(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): ts.Symbol | undefined {
  if (!symbol) return undefined;
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}
