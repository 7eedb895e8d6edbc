import type { GeneratedSpecs } from "@agentic-ts/core";
import { GENERATED_HEADER } from "./render-generated-module";

// A class an entry refers to may not be exported (its entry then types nothing, and must not fail a build);
// `export {}` makes the file a module, so `declare module` augments core instead of declaring a module anew.
const TYPES_PREAMBLE = [
  "// @ts-nocheck (a class the parameter names below refer to may not be exported: its entry then types nothing)",
  "// The parameter names of the agentic methods, for the type checker: approval policies are typed from them.",
  "// Nothing imports this module: it only needs to be part of the compilation (your tsconfig's include).",
  "export {};",
];

/**
 * The text of the types module `agentic gen` writes beside the generated module (`agentic.generated.ts` →
 * `agentic.generated.types.ts`): the header, then {@link renderMethodParams}; `""` when there are no methods
 * (then no such module is written). A module of its own, that nothing imports: the sources import the
 * generated module (their specs must be registered before their classes are defined), and these types refer
 * back to those sources, so one module holding both would be an import circle.
 */
export function renderGeneratedTypes(specs: GeneratedSpecs, importFrom = "@agentic-ts/core"): string {
  const names = renderMethodParams(specs, importFrom);
  return names === "" ? "" : [GENERATED_HEADER, ...TYPES_PREAMBLE, "", names, ""].join("\n");
}

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
