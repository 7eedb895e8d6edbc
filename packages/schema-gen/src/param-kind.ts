import type { GeneratedParamKind } from "@agentic-ts/core";
import { ts } from "./compiler-api";
import { decoratorNames } from "./callee-name";

const KIND_BY_DECORATOR: ReadonlyMap<string, GeneratedParamKind> = new Map([
  ["LlmParam", "llm"],
  ["ContextParam", "context"],
  ["RuntimeParam", "runtime"],
]);

/** The kind decorators found on one parameter, in source order. */
export interface ParamKindDecorators {
  /** Each kind decorator with the kind it marks. */
  readonly found: readonly { readonly name: string; readonly kind: GeneratedParamKind; readonly decorator: ts.Decorator }[];
  /** `llm` for an undecorated parameter, otherwise the kind of the first decorator. */
  readonly kind: GeneratedParamKind;
  /** True when `@LlmParam({ type: … })` gives the type explicitly (the generator then skips the schema). */
  readonly explicitType: boolean;
}

/** Reads which of `@LlmParam`, `@ContextParam` and `@RuntimeParam` a parameter carries. */
export function paramKindDecorators(param: ts.ParameterDeclaration, checker: ts.TypeChecker): ParamKindDecorators {
  const found = decoratorNames(param, checker).flatMap(({ name, decorator }) => {
    const kind = KIND_BY_DECORATOR.get(name);
    return kind ? [{ name, kind, decorator }] : [];
  });
  const llm = found.find((f) => f.kind === "llm");
  return { found, kind: found[0]?.kind ?? "llm", explicitType: llm !== undefined && hasTypeOption(llm.decorator) };
}

function hasTypeOption(decorator: ts.Decorator): boolean {
  const call = decorator.expression;
  if (!ts.isCallExpression(call)) return false;
  const options = call.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options)) return false;
  return options.properties.some(
    (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name) && p.name.text === "type",
  );
}
