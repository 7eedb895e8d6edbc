import { ts } from "./compiler-api";

/**
 * Says why a parameter's type cannot be filled by the model, or `undefined` when it can: a type
 * parameter anywhere in it (its shape is unknown until a call site), or a function type.
 */
export function modelVisibilityProblem(param: ts.ParameterDeclaration, type: ts.Type, checker: ts.TypeChecker): string | undefined {
  const typeParameter = param.type ? typeParameterIn(param.type, checker) : typeParameterOf(type);
  if (typeParameter) {
    return `its type uses the type parameter "${typeParameter}", which has no schema until a call site; use a concrete type`;
  }
  const nonNull = checker.getNonNullableType(type);
  const members = nonNull.isUnion() ? nonNull.types : [nonNull];
  if (members.some((member) => member.getCallSignatures().length > 0)) {
    return "function-typed parameters cannot be filled by the model; mark it @ContextParam or remove it";
  }
  return undefined;
}

function typeParameterIn(node: ts.Node, checker: ts.TypeChecker): string | undefined {
  if (ts.isTypeReferenceNode(node)) {
    const symbol = checker.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) return symbol.name;
  }
  return ts.forEachChild(node, (child) => typeParameterIn(child, checker));
}

function typeParameterOf(type: ts.Type): string | undefined {
  const members = type.isUnion() ? type.types : [type];
  return members.find((member) => member.flags & ts.TypeFlags.TypeParameter)?.getSymbol()?.name;
}
