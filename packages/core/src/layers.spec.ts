import * as fs from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";

// Core's layering (README.md beside this file, DESIGN.md §2), read from the real imports: type-only
// imports, `export … from` and `import("…")` types count, as the compiler sees them.

const SRC = __dirname;
const PACKAGES = path.resolve(SRC, "../..");

/** The layer of each folder, parsed from the table in README.md (so the check and the doc never drift). */
function layerTable(): Map<string, number> {
  const table = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(SRC, "README.md"), "utf8").split("\n")) {
    const row = /^\| (\d+) \| `([a-z-]+)\/` \|/.exec(line);
    if (row) table.set(row[2]!, Number(row[1]));
  }
  return table;
}

/** Source files under `dir` (specs and fixtures left out: they may import what they test from anywhere). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__fixtures__" || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".spec.ts") && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every module specifier a file names: imports, re-exports, `import("…")` types and dynamic imports. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) out.push(node.argument.literal.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The source file a relative specifier of `from` names, if it is one of ours. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ""));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => fs.existsSync(candidate));
}

/** The file-level import graph of the source files under `dir`. */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    graph.set(file, specifiers(file).flatMap((s) => resolveRelative(file, s) ?? []));
  }
  return graph;
}

/** The circles of a graph (strongly connected components of more than one file), each as a path list. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const folderOf = (file: string): string | undefined => {
  const relative = path.relative(SRC, file);
  return relative.includes(path.sep) ? relative.split(path.sep)[0] : undefined; // index.ts: the entry
};
const shown = (file: string): string => path.relative(PACKAGES, file);

describe("core's layers", () => {
  const layers = layerTable();
  const graph = importGraph(SRC);

  it("reads a layer for each folder of the table", () => {
    expect(layers.size).toBeGreaterThanOrEqual(18);
    expect(layers.get("contracts")).toBe(0);
    expect(layers.get("runs")).toBe(13);
  });

  it("places every folder of src/ in the table (a new folder is placed on purpose)", () => {
    const folders = fs.readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== "__fixtures__").map((e) => e.name);
    expect(folders.filter((folder) => !layers.has(folder)).map((folder) => `src/${folder}/ has no row in src/README.md's layer table`)).toEqual([]);
  });

  it("imports only from lower layers (type-only imports included)", () => {
    expect(upwardImports(graph, layers)).toEqual([]);
  });

  it("has no file-level import circle", () => {
    expect(circles(graph).map((circle) => circle.map(shown).join(" → "))).toEqual([]);
  });

  it("would see an upward import and a circle (the checks above can fail)", () => {
    const at = (file: string) => path.join(SRC, file);
    const planted = new Map([
      [at("trace/trace.ts"), [at("runs/runs.ts")]],
      [at("runs/runs.ts"), [at("trace/trace.ts")]],
      [at("contracts/json-schema.ts"), []],
      [at("agent/agent.ts"), [at("runs/runs.ts")]],
    ]);
    expect(upwardImports(planted, layers)).toEqual([
      "core/src/trace/trace.ts imports core/src/runs/runs.ts: trace/ is layer 7, runs/ layer 13",
      "core/src/agent/agent.ts imports core/src/runs/runs.ts: agent/ is layer 13, runs/ layer 13",
    ]);
    expect(circles(planted).map((circle) => circle.map(shown).sort())).toEqual([["core/src/runs/runs.ts", "core/src/trace/trace.ts"]]);
  });
});

/** Each import of a file into another folder on its own or a higher layer, as a sentence naming both files and layers. */
function upwardImports(graph: Map<string, string[]>, layers: Map<string, number>): string[] {
  const upward: string[] = [];
  for (const [file, imports] of graph) {
    const from = folderOf(file);
    if (from === undefined) continue;
    for (const target of imports) {
      const to = folderOf(target);
      if (to === undefined || to === from) continue;
      // Strictly lower: two folders on one layer (validation/ and journal/, say) do not import each other.
      if (layers.get(to)! >= layers.get(from)!) upward.push(`${shown(file)} imports ${shown(target)}: ${from}/ is layer ${layers.get(from)}, ${to}/ layer ${layers.get(to)}`);
    }
  }
  return upward;
}

describe("every package", () => {
  const packages = fs.readdirSync(PACKAGES).filter((name) => fs.existsSync(path.join(PACKAGES, name, "src")));
  const EXAMPLES = path.resolve(PACKAGES, "../examples");
  const examples = fs.readdirSync(EXAMPLES).filter((name) => fs.existsSync(path.join(EXAMPLES, name, "src")));

  it.each(packages)("%s has no file-level import circle", (name) => {
    expect(circles(importGraph(path.join(PACKAGES, name, "src"))).map((circle) => circle.map(shown).join(" → "))).toEqual([]);
  });

  // Generated modules included: the one the sources import registers specs; the types module beside it,
  // which refers back to the sources, is imported by nothing.
  it.each(examples)("example %s has no file-level import circle", (name) => {
    expect(circles(importGraph(path.join(EXAMPLES, name, "src"))).map((circle) => circle.map(shown).join(" → "))).toEqual([]);
  });

  it("imports core only through its entry, @agentic-ts/core (no file inside it)", () => {
    const deep: string[] = [];
    for (const name of packages.filter((n) => n !== "core")) {
      for (const file of sourceFiles(path.join(PACKAGES, name, "src"))) {
        for (const specifier of specifiers(file)) {
          const target = specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : specifier;
          if (/^@agentic-ts\/core\/./.test(specifier) || target.startsWith(path.join(PACKAGES, "core") + path.sep)) deep.push(`${shown(file)} imports ${specifier}`);
        }
      }
    }
    expect(deep).toEqual([]);
  });
});
