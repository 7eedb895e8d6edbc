import type { GeneratedFunctionSpec, GeneratedSpecs } from "@agentic-ts/core";
import type * as ts from "typescript";
import { findTargets } from "./find-targets";
import { buildFunctionEntry } from "./function-entry";
import type { GenContext } from "./gen-context";
import { errorAt, formatLocation, type GenerationError } from "./generation-error";
import { buildMethodEntry } from "./method-entry";
import type { SpecEntry } from "./spec-entry";

/**
 * Builds the specs of every target in `sourceFiles` (already in a stable order), refusing a key used
 * twice (e.g. two classes with the same name), and returns them with keys sorted.
 */
export function collectSpecs(
  sourceFiles: readonly ts.SourceFile[],
  ctx: GenContext,
): { specs: GeneratedSpecs; errors: GenerationError[]; hasMethods: boolean } {
  const errors: GenerationError[] = [];
  const methods = new Map<string, SpecEntry>();
  const functions = new Map<string, SpecEntry>();
  let hasMethods = false;
  for (const sourceFile of sourceFiles) {
    const found = findTargets(sourceFile, ctx);
    errors.push(...found.errors);
    for (const target of found.targets) {
      hasMethods ||= target.kind === "method";
      const built = target.kind === "method" ? buildMethodEntry(target.node, target.decorator, ctx) : buildFunctionEntry(target.node, ctx);
      if (!built.ok) {
        errors.push(...built.errors);
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
  return { specs: { version: 1, methods: sortedRecord(methods), functions: sortedRecord(functions) }, errors, hasMethods };
}

function sortedRecord(entries: ReadonlyMap<string, SpecEntry>): Record<string, GeneratedFunctionSpec> {
  const out: Record<string, GeneratedFunctionSpec> = {};
  for (const key of [...entries.keys()].sort()) {
    // defineProperty: a function named like "__proto__" must stay an ordinary key.
    Object.defineProperty(out, key, { value: entries.get(key)?.spec, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
