import { ts } from "./compiler-api";
import type { GenContext } from "./gen-context";
import { errorAt, type GenerationError } from "./generation-error";
import { hasDocText, readDocText } from "./jsdoc-text";
import { stringValue } from "./literal-value";
import { nameProblem } from "./name-check";
import { failWith, succeed, type Outcome } from "./outcome";
import { buildFunctionSpec, isOverloaded, type SpecEntry } from "./spec-entry";

type WrappedFunction = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction;

/**
 * Builds the entry of an `agenticFunction(fn, spec?)` call. The key is, in order: the `name` string in
 * `spec` (a literal, or a constant holding one); else the name JavaScript gives `fn` (a function
 * declaration's or named function expression's own name, or the variable an arrow function was
 * assigned to). An arrow written inline in the call has no name at run time, so it needs `name` (the
 * variable the call is assigned to would not reach the runtime, which keys by the same rule). The description is the
 * JSDoc summary of the function (or of the statement declaring it), else of the statement holding the
 * call. `undefined` means "nothing to generate": the function is not declared in source we can read
 * but the call spells out `params`.
 */
export function buildFunctionEntry(call: ts.CallExpression, ctx: GenContext): Outcome<SpecEntry | undefined> {
  const errors: GenerationError[] = [];
  const [fnArg, specArg] = call.arguments;
  const specNode = specArg ? skipOuter(specArg) : undefined;
  const spec = specNode && ts.isObjectLiteralExpression(specNode) ? specNode : undefined;
  const found = fnArg ? wrappedFunction(fnArg, ctx.checker) : undefined;
  if (!found) {
    if (spec && property(spec, "params")) return succeed(undefined);
    const where = fnArg ?? call;
    const message =
      "agenticFunction: cannot find the declaration of the wrapped function; " +
      "wrap a function declared in this project or give `params` explicitly";
    return failWith(errorAt(where, message, ctx.cwd));
  }
  const nameNode = spec ? property(spec, "name") : undefined;
  const name = nameNode ? stringValue(nameNode, ctx.checker) : found.name;
  if (name === undefined) {
    const message = nameNode
      ? "agenticFunction: `name` must be a string literal (or a constant holding one)"
      : 'agenticFunction: cannot tell this function\'s name; pass agenticFunction(fn, { name: "…" })';
    errors.push(errorAt(nameNode ?? call, message, ctx.cwd));
  } else {
    const problem = nameProblem(name);
    if (problem) errors.push(errorAt(nameNode ?? call, `function name ${problem}`, ctx.cwd));
  }
  if (ts.isFunctionDeclaration(found.fn) && found.fn.name && isOverloaded(found.fn.name, ctx.checker)) {
    errors.push(errorAt(found.fn.name, `overloaded function "${found.fn.name.text}" is not supported`, ctx.cwd));
  }
  const docHost = [found.fn, call].find(hasDocText) ?? found.fn;
  const built = buildFunctionSpec(found.fn, readDocText(docHost), ctx);
  if (!built.ok) errors.push(...built.errors);
  if (errors.length > 0 || !built.ok || name === undefined) return failWith(...errors);
  return succeed({ key: name, spec: built.value, node: call });
}

// The function an argument stands for, with the name JavaScript would give it (`fn.name`).
function wrappedFunction(arg: ts.Expression, checker: ts.TypeChecker): { fn: WrappedFunction; name?: string } | undefined {
  const node = skipOuter(arg);
  if (ts.isArrowFunction(node)) return { fn: node };
  if (ts.isFunctionExpression(node)) return { fn: node, name: node.name?.text };
  if (!ts.isIdentifier(node)) return undefined;
  const written = checker.getSymbolAtLocation(node);
  const symbol = written && written.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(written) : written;
  const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!declaration) return undefined;
  if (ts.isFunctionDeclaration(declaration)) {
    const implementation = symbol?.declarations?.find((d): d is ts.FunctionDeclaration => ts.isFunctionDeclaration(d) && !!d.body);
    const fn = implementation ?? declaration;
    return { fn, name: fn.name?.text };
  }
  if (ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isIdentifier(declaration.name)) {
    const init = skipOuter(declaration.initializer);
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
      return { fn: init, name: ts.isFunctionExpression(init) && init.name ? init.name.text : declaration.name.text };
    }
  }
  return undefined;
}

function property(spec: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const p of spec.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return p.name;
  }
  return undefined;
}

function skipOuter(node: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
  return node;
}
