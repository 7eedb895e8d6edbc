import { ts } from "@agentic-ts/schema-gen";

/**
 * A transformer that lets an ES module's TypeScript run as the CommonJS `agentic explain` and `agentic
 * run` load it: `import.meta.url`, `import.meta.filename` and `import.meta.dirname` become their
 * CommonJS equivalents (`pathToFileURL(__filename).href`, `__filename`, `__dirname`). Top-level `await`
 * has no such equivalent and stays unsupported.
 */
export const importMetaToCommonJs: ts.TransformerFactory<ts.SourceFile> = (context) => {
  const f = context.factory;
  const visit = (node: ts.Node): ts.Node => {
    if (ts.isPropertyAccessExpression(node) && ts.isMetaProperty(node.expression) && node.expression.keywordToken === ts.SyntaxKind.ImportKeyword) {
      const name = node.name.text;
      if (name === "filename") return f.createIdentifier("__filename");
      if (name === "dirname") return f.createIdentifier("__dirname");
      if (name === "url") {
        const url = f.createCallExpression(f.createIdentifier("require"), undefined, [f.createStringLiteral("node:url")]);
        const call = f.createCallExpression(f.createPropertyAccessExpression(url, "pathToFileURL"), undefined, [f.createIdentifier("__filename")]);
        return f.createPropertyAccessExpression(call, "href");
      }
    }
    return ts.visitEachChild(node, visit, context);
  };
  return (sourceFile) => ts.visitNode(sourceFile, visit) as ts.SourceFile;
};

/**
 * The TypeScript file an ES module's import names by its compiled name (`./desk.js` for `./desk.ts`,
 * `.mjs` for `.mts`, `.cjs` for `.cts`), the way `tsc` with `moduleResolution: node16` reads it; `undefined`
 * for anything else.
 */
export function typeScriptTwin(request: string): string | undefined {
  const match = /^(\.{1,2}\/.*)\.([mc]?)js$/.exec(request);
  return match ? `${match[1]}.${match[2]}ts` : undefined;
}
