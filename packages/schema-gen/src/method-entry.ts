import { ts } from "./compiler-api";
import type { GenContext } from "./gen-context";
import { errorAt, type GenerationError } from "./generation-error";
import { readDocText } from "./jsdoc-text";
import { stringValue } from "./literal-value";
import { nameProblem } from "./name-check";
import { failWith, succeed, type Outcome } from "./outcome";
import { buildFunctionSpec, isOverloaded, type SpecEntry } from "./spec-entry";

/**
 * Builds the entry of an `@AgenticFunction` method, keyed `"ClassName.methodName"` (the class's own
 * name; for `const X = class { … }`, the variable's). Reports every problem of the method and its
 * parameters.
 */
export function buildMethodEntry(method: ts.MethodDeclaration, decorator: ts.Decorator, ctx: GenContext): Outcome<SpecEntry> {
  const errors: GenerationError[] = [];
  const fail = (message: string): void => void errors.push(errorAt(method.name, message, ctx.cwd));
  const className = classNameOf(method.parent);
  const methodName = memberName(method.name, ctx.checker);
  if (className === undefined) fail("@AgenticFunction methods must belong to a named class");
  if (methodName === undefined) fail("@AgenticFunction methods need a name known at build time");
  if (isOverloaded(method.name, ctx.checker)) {
    fail(`overloaded method "${methodName}" is not supported; give each signature its own method`);
  }
  const optionName = nameOption(decorator, ctx.checker);
  const visibleName = optionName ?? methodName;
  const problem = visibleName === undefined ? undefined : nameProblem(visibleName);
  if (problem) fail(`function name ${problem}`);
  const spec = buildFunctionSpec(method, readDocText(method), ctx);
  if (!spec.ok) errors.push(...spec.errors);
  if (errors.length > 0 || !spec.ok) return failWith(...errors);
  return succeed({ key: `${className}.${methodName}`, spec: spec.value, node: method.name });
}

/**
 * The key `"ClassName.methodName"` a method's spec is registered under, or `undefined` when either name
 * is unknown at build time (the method is then refused with a message saying so).
 */
export function methodKeyOf(method: ts.MethodDeclaration, ctx: GenContext): string | undefined {
  const className = classNameOf(method.parent);
  const methodName = memberName(method.name, ctx.checker);
  return className === undefined || methodName === undefined ? undefined : `${className}.${methodName}`;
}

function classNameOf(owner: ts.Node): string | undefined {
  if ((ts.isClassDeclaration(owner) || ts.isClassExpression(owner)) && owner.name) return owner.name.text;
  const holder = owner.parent;
  if (ts.isClassExpression(owner) && holder && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)) {
    return holder.name.text;
  }
  return undefined;
}

function memberName(name: ts.PropertyName, checker: ts.TypeChecker): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) return stringValue(name.expression, checker);
  return undefined;
}

// `@AgenticFunction({ name: "x" })` renames what the model sees; it must pass the same name check.
function nameOption(decorator: ts.Decorator, checker: ts.TypeChecker): string | undefined {
  const call = decorator.expression;
  const options = ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === "name") {
      return stringValue(property.initializer, checker);
    }
  }
  return undefined;
}
