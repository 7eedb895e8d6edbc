import type { GeneratedFunctionSpec, GeneratedSpecs, RefusedMethodSpec } from "@agentic-ts/core";
import type { ts } from "./compiler-api";
import { findTargets } from "./find-targets";
import { buildFunctionEntry } from "./function-entry";
import type { GenContext } from "./gen-context";
import { errorAt, formatLocation, type GenerationError } from "./generation-error";
import { buildMethodEntry, methodKeyOf } from "./method-entry";
import { relativePath } from "./relative-path";
import type { SpecEntry } from "./spec-entry";

/**
 * Builds the specs of every target in `sourceFiles` (already in a stable order), refusing a key used
 * twice (e.g. two classes with the same name), and returns them with keys sorted. A decorated method
 * that cannot be generated is listed in `refused` with its errors, so the runtime can say why it has no spec.
 */
export function collectSpecs(
  sourceFiles: readonly ts.SourceFile[],
  ctx: GenContext,
): { specs: GeneratedSpecs; errors: GenerationError[]; hasMethods: boolean } {
  const errors: GenerationError[] = [];
  const methods = new Map<string, SpecEntry>();
  const functions = new Map<string, SpecEntry>();
  const refused = new Map<string, RefusedMethodSpec>();
  let hasMethods = false;
  for (const sourceFile of sourceFiles) {
    const found = findTargets(sourceFile, ctx);
    errors.push(...found.errors);
    for (const target of found.targets) {
      hasMethods ||= target.kind === "method";
      const built = target.kind === "method" ? buildMethodEntry(target.node, target.decorator, ctx) : buildFunctionEntry(target.node, ctx);
      if (!built.ok) {
        errors.push(...built.errors);
        const key = target.kind === "method" ? methodKeyOf(target.node, ctx) : undefined;
        if (key !== undefined) refused.set(key, refusalOf(target.node, built.errors, ctx));
        continue;
      }
      if (built.value === undefined) continue;
      const registry = target.kind === "method" ? methods : functions;
      const earlier = registry.get(built.value.key);
      if (earlier) {
        const where = formatLocation(errorAt(earlier.node, "", ctx.cwd));
        const what = target.kind === "method" ? "agentic method" : "agentic function";
        errors.push(errorAt(built.value.node, `duplicate ${what} "${built.value.key}" (also at ${where}); rename one`, ctx.cwd));
        continue;
      }
      registry.set(built.value.key, built.value);
    }
  }
  const specOf = (entry: SpecEntry): GeneratedFunctionSpec => entry.spec;
  const specs: GeneratedSpecs = { version: 1, methods: sortedRecord(methods, specOf), functions: sortedRecord(functions, specOf) };
  return { specs: refused.size === 0 ? specs : { ...specs, refused: sortedRecord(refused, (r) => r) }, errors, hasMethods };
}

// Gen's errors of a refused method, located within its file (named relative to the generated module).
function refusalOf(node: ts.Node, errors: readonly GenerationError[], ctx: GenContext): RefusedMethodSpec {
  const fileName = node.getSourceFile().fileName;
  const here = relativePath(ctx.cwd, fileName);
  const reasons = errors.map((e) => (e.file === here ? `${e.line}:${e.column} - ${e.message}` : `${formatLocation(e)} - ${e.message}`));
  return { file: relativePath(ctx.outDir, fileName), reasons };
}

function sortedRecord<V, W>(entries: ReadonlyMap<string, V>, value: (entry: V) => W): Record<string, W> {
  const out: Record<string, W> = {};
  for (const key of [...entries.keys()].sort()) {
    // defineProperty: a function named like "__proto__" must stay an ordinary key.
    Object.defineProperty(out, key, { value: value(entries.get(key) as V), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
