import * as ts from "typescript";
import { canonicalTypeText } from "./canonical-type-text";
import { signatureFingerprint } from "./signature-fingerprint";

// `first` declares the literals in one order, `desk` uses them in the other; whichever file the checker
// reads first decides the ids of the literal types, and so the order typeToString prints unions in.
const FILES: Record<string, string> = {
  "/p/first.ts": `export let seen: "urgent" | "normal" | "low"; export let shape: { level: "z" | "a" } & { tag: "y" | "b" };`,
  "/p/desk.ts": `export function escalate(priority: "low" | "normal" | "urgent", where: Array<{ level: "a" | "z" } & { tag: "b" | "y" }>) {}`,
};

/** A program over FILES whose checker has met the types of `readFirst` before anything else. */
function checkerAfter(readFirst: string): { checker: ts.TypeChecker; params: ts.ParameterDeclaration[] } {
  const options: ts.CompilerOptions = { strict: true, noLib: true, types: [] };
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name, target) => (FILES[name] === undefined ? undefined : ts.createSourceFile(name, FILES[name], target));
  host.fileExists = (name) => FILES[name] !== undefined;
  host.readFile = (name) => FILES[name];
  const program = ts.createProgram(Object.keys(FILES), options, host);
  const checker = program.getTypeChecker();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) || ts.isParameter(node)) checker.getTypeAtLocation(node);
    ts.forEachChild(node, visit);
  };
  visit(program.getSourceFile(readFirst)!);
  const escalate = program.getSourceFile("/p/desk.ts")!.statements.find(ts.isFunctionDeclaration)!;
  return { checker, params: [...escalate.parameters] };
}

it("prints union and intersection members in sorted order, at any depth", () => {
  const { checker, params } = checkerAfter("/p/desk.ts");
  expect(params.map((p) => canonicalTypeText(checker.getTypeAtLocation(p), p, checker))).toEqual([
    '"low" | "normal" | "urgent"',
    'Array<{ level: "a" | "z"; } & { tag: "b" | "y"; }>', // noLib: Array is not the lib's, so it prints as written
  ]);
});

it("gives a signature the same text and fingerprint whichever file the checker read first", () => {
  const early = checkerAfter("/p/first.ts");
  const late = checkerAfter("/p/desk.ts");
  // The checker's own text differs between the two programs: this is what the canonical text is for.
  const plain = ({ checker, params }: typeof early) => checker.typeToString(checker.getTypeAtLocation(params[0]!), params[0]);
  expect(plain(early)).not.toBe(plain(late));
  const canonical = ({ checker, params }: typeof early) => params.map((p) => canonicalTypeText(checker.getTypeAtLocation(p), p, checker));
  expect(canonical(early)).toEqual(canonical(late));
  expect(signatureFingerprint(early.params, early.checker)).toBe(signatureFingerprint(late.params, late.checker));
});
