import { ConfigurationError } from "../errors/configuration-error";
import { designTypeName } from "./design-type";
import type { GeneratedFunctionSpec } from "./generated-spec";
import type { ParamRecord } from "./metadata-records";
import { parameterNames } from "./parameter-names";

/** What the running code says about a method, to compare with its generated spec. */
export interface ReflectedSignature {
  /** The undecorated method; its `length` counts the parameters before the first default. */
  readonly fn: Function;
  readonly params: readonly ParamRecord[];
  readonly designTypes?: readonly unknown[];
}

/**
 * Throws a {@link ConfigurationError} naming the method and the fix when its generated spec no longer
 * matches the running code: a different parameter count, a parameter whose reflected type changed, a
 * parameter renamed (read from the compiled function's text), a decorator that changed kind, or a
 * parameter that gained a default the spec calls required.
 */
export function checkGeneratedFresh(label: string, signature: ReflectedSignature, generated: GeneratedFunctionSpec): void {
  const stale = (why: string): never => {
    throw new ConfigurationError(
      `${label}: its generated spec (from ${generated.file}) is stale — ${why}. Run \`agentic gen\` to regenerate it.`,
    );
  };
  const { fn, params, designTypes } = signature;
  const count = generated.params.length;
  const actual = designTypes?.length ?? Math.max(fn.length, ...params.map((p) => p.index + 1));
  if (designTypes ? actual !== count : actual > count) {
    stale(`it has ${actual} parameter(s) now, ${count} when generated`);
  }
  for (const gen of generated.params) {
    if (designTypes) {
      const now = designTypeName(designTypes[gen.index]);
      // Transpile-only compilers (isolatedModules, esbuild, swc) emit Object for types they cannot
      // resolve, such as an imported alias like Int, so Object says nothing about a change.
      if (now !== gen.designType && now !== "Object") {
        stale(`parameter #${gen.index} (${gen.name}) was ${gen.designType} when generated and is ${now} now`);
      }
    }
  }
  const renamed = renamedParameter(fn, generated);
  if (renamed) stale(`parameter #${renamed.index} is named "${renamed.now}" now, "${renamed.was}" when generated`);
  // `fn.length` stops at the first parameter with a default: that one must be optional in the spec.
  const firstDefault = generated.params[fn.length];
  if (firstDefault && !firstDefault.optional) stale(`parameter #${firstDefault.index} (${firstDefault.name}) has a default now`);
  for (const record of params) {
    const gen = generated.params[record.index];
    if (gen && gen.kind !== record.source) {
      stale(`parameter #${record.index} (${gen.name}) is @${decoratorName(record.source)} now, ${gen.kind} when generated`);
    }
  }
}

/**
 * The first parameter whose name in the compiled function differs from its generated name, if any.
 * Minified code whose names were all mangled (every name differs and is one or two characters) tells
 * nothing about the source, so it is not compared.
 */
export function renamedParameter(fn: Function, generated: GeneratedFunctionSpec): { index: number; now: string; was: string } | undefined {
  const names = parameterNames(fn);
  if (!names) return undefined;
  const pairs = generated.params.flatMap((gen) => {
    const now = names[gen.index];
    return now === undefined ? [] : [{ index: gen.index, now, was: gen.name }];
  });
  const differing = pairs.filter((p) => p.now !== p.was);
  if (differing.length === 0) return undefined;
  const mangled = differing.length === pairs.length && pairs.every((p) => p.now.length <= 2);
  return mangled ? undefined : differing[0];
}

function decoratorName(source: ParamRecord["source"]): string {
  return source === "llm" ? "LlmParam" : source === "context" ? "ContextParam" : "RuntimeParam";
}
