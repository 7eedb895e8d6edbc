import { ts } from "./compiler-api";

/** The printer and the empty file synthesized type nodes are printed against (no comments, like `typeToString`). */
const printer = ts.createPrinter({ removeComments: true });
const EMPTY_FILE = ts.createSourceFile("canonical-type.ts", "", ts.ScriptTarget.Latest);

/**
 * The type as the checker prints it (`typeToString`), except that the members of every union and
 * intersection, at any depth, are in sorted order. The checker orders them by the ids it gave the types,
 * so the same union prints as `"A-1" | "A-2"` in one program and `"A-2" | "A-1"` in another where an
 * unrelated file met `"A-2"` first; a text meant to tell whether a signature changed must not depend on
 * what else the program holds.
 */
export function canonicalTypeText(type: ts.Type, enclosing: ts.Node, checker: ts.TypeChecker): string {
  const node = checker.typeToTypeNode(type, enclosing, ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.IgnoreErrors);
  if (node === undefined) return checker.typeToString(type, enclosing, ts.TypeFormatFlags.NoTruncation);
  const [sorted] = ts.transform(node, [sortMembers]).transformed;
  return printer.printNode(ts.EmitHint.Unspecified, sorted, EMPTY_FILE);
}

/** A transformer that sorts the members of unions and intersections by their printed text, innermost first. */
function sortMembers(context: ts.TransformationContext): (node: ts.TypeNode) => ts.TypeNode {
  const { factory } = context;
  const visit = (node: ts.Node): ts.Node => {
    const visited = ts.visitEachChild(node, visit, context);
    if (ts.isUnionTypeNode(visited)) return factory.updateUnionTypeNode(visited, sortedByText(visited.types));
    if (ts.isIntersectionTypeNode(visited)) return factory.updateIntersectionTypeNode(visited, sortedByText(visited.types));
    return visited;
  };
  return (node) => visit(node) as ts.TypeNode;
}

function sortedByText(types: ts.NodeArray<ts.TypeNode>): ts.NodeArray<ts.TypeNode> {
  const keyed = types.map((type) => ({ type, text: printer.printNode(ts.EmitHint.Unspecified, type, EMPTY_FILE) }));
  keyed.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return ts.factory.createNodeArray(keyed.map((k) => k.type));
}
