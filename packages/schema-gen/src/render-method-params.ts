import type { GeneratedSpecs } from "@agentic-ts/core";

/**
 * Renders the declaration that tells the type checker each decorated method's parameter names (core's
 * `AgenticMethodParams`, merged into the module `importFrom` names): one entry per method, keyed by
 * `Class.method#signature-fingerprint` (unique across every generated module of a program), holding its
 * class as a type-only `import("./file.js").Class`, the method's name, the parameter names in order and
 * the indexes the model fills. Approval policies are typed from it (`args.amountCent` is then a compile
 * error). Returns `""` when there are no methods.
 */
export function renderMethodParams(specs: GeneratedSpecs, importFrom: string): string {
  const members: string[] = [];
  for (const key of Object.keys(specs.methods).sort()) {
    const spec = specs.methods[key]!;
    const dot = key.lastIndexOf(".");
    const owner = key.slice(0, dot);
    const method = key.slice(dot + 1);
    const params = [...spec.params].sort((a, b) => a.index - b.index);
    const names = `readonly [${params.map((p) => JSON.stringify(p.name)).join(", ")}]`;
    const llm = params.filter((p) => p.kind === "llm").map((p) => String(p.index));
    members.push(
      `    ${JSON.stringify(spec.types === undefined ? key : `${key}#${spec.types}`)}: { readonly owner: import(${JSON.stringify(moduleOf(spec.file))}).${owner}; ` +
        `readonly method: ${JSON.stringify(method)}; readonly names: ${names}; readonly llm: ${llm.length > 0 ? llm.join(" | ") : "never"} };`,
    );
  }
  if (members.length === 0) return "";
  return [`declare module ${JSON.stringify(importFrom)} {`, "  interface AgenticMethodParams {", ...members, "  }", "}"].join("\n");
}

// The generated module's specifier for a source file (relative to the generated module): TypeScript maps
// a ".js" specifier to the ".ts" source under every module resolution, CommonJS and ES modules alike.
function moduleOf(file: string): string {
  const js = file.replace(/\.ts$/, ".js").replace(/\.tsx$/, ".js").replace(/\.mts$/, ".mjs").replace(/\.cts$/, ".cjs");
  return js.startsWith(".") ? js : `./${js}`;
}
