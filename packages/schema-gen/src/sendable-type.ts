import { ts } from "./compiler-api";

/** What {@link inspectSendable} found in a parameter's type. */
export interface SendableReport {
  /** The first part of the type the model cannot send as JSON, with where it sits, if there is one. */
  readonly problem?: { readonly type: string; readonly path: string };
  /**
   * Where `Date` values sit in the parameter's value, each a list of steps from the value itself: a
   * property name, `"[]"` for every item of an array, `"{}"` for every value of a record. `[]` is the value.
   */
  readonly dates: readonly (readonly string[])[];
}

// Built-in object types that are plain JSON data. Everything else declared by the standard library
// (Map, Set, WeakMap, Promise, RegExp, Error, typed arrays, Buffer, …) has no JSON form the model could send.
const JSON_BUILTINS = new Set(["Array", "ReadonlyArray", "Object", "String", "Number", "Boolean"]);

/**
 * Walks a parameter's type the way its value will arrive (JSON from the model) and reports what cannot
 * arrive that way — bigint, symbols, functions, and standard-library classes other than `Date` (a
 * `Map<string, number>` would reach the model as `{ size: number }`) — and where `Date`s sit, which are
 * sent as ISO date-time strings and turned back into `Date`s when the function is called.
 */
export function inspectSendable(type: ts.Type, checker: ts.TypeChecker): SendableReport {
  const dates: string[][] = [];
  const seen = new Set<ts.Type>();
  const walk = (t: ts.Type, steps: readonly string[]): SendableReport["problem"] => {
    if (t.flags & ts.TypeFlags.BigIntLike) return { type: "bigint", path: show(steps) };
    if (t.flags & ts.TypeFlags.ESSymbolLike) return { type: "symbol", path: show(steps) };
    if (t.isUnionOrIntersection()) {
      for (const member of t.types) {
        const found = walk(member, steps);
        if (found) return found;
      }
      return undefined;
    }
    if (!(t.flags & ts.TypeFlags.Object)) return undefined;
    // A type met again is recursive; the schema generator refuses those with its own message.
    if (seen.has(t)) return undefined;
    seen.add(t);
    if (t.getCallSignatures().length > 0 || t.getConstructSignatures().length > 0) return { type: "a function", path: show(steps) };
    if (checker.isArrayType(t) || checker.isTupleType(t)) {
      for (const item of checker.getTypeArguments(t as ts.TypeReference)) {
        const found = walk(item, [...steps, "[]"]);
        if (found) return found;
      }
      return undefined;
    }
    const builtin = builtinName(t);
    if (builtin === "Date") {
      dates.push([...steps]);
      return undefined;
    }
    if (builtin !== undefined && !JSON_BUILTINS.has(builtin)) return { type: checker.typeToString(t), path: show(steps) };
    for (const info of checker.getIndexInfosOfType(t)) {
      const found = walk(info.type, [...steps, "{}"]);
      if (found) return found;
    }
    for (const prop of checker.getPropertiesOfType(t)) {
      if (!isDataProperty(prop)) continue;
      const declaration = prop.valueDeclaration ?? prop.declarations?.[0];
      const propType = declaration ? checker.getTypeOfSymbolAtLocation(prop, declaration) : checker.getTypeOfSymbol(prop);
      const found = walk(checker.getNonNullableType(propType), [...steps, prop.getName()]);
      if (found) return found;
    }
    return undefined;
  };
  const problem = walk(checker.getNonNullableType(type), []);
  return problem ? { problem, dates } : { dates };
}

// The name of a type the standard library (or Node's own typings) declares, else undefined.
function builtinName(type: ts.Type): string | undefined {
  // Only classes and interfaces count: `Record<K, V>` and other mapped or literal types are plain objects.
  const symbol = type.getSymbol();
  if (!symbol || !(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) return undefined;
  const declarations = symbol.declarations ?? [];
  if (declarations.length === 0) return undefined;
  const fromLib = declarations.every((d) => {
    const file = d.getSourceFile();
    return file.hasNoDefaultLib || /[\\/]node_modules[\\/](@types[\\/]node|typescript[\\/]lib)[\\/]/.test(file.fileName);
  });
  return fromLib ? symbol.getName() : undefined;
}

// The members a JSON object schema describes: not methods, accessors or private/protected members
// (typescript-json-schema leaves those out, so the model never sends them).
function isDataProperty(prop: ts.Symbol): boolean {
  if (prop.flags & (ts.SymbolFlags.Method | ts.SymbolFlags.Accessor)) return false;
  const declaration = prop.valueDeclaration;
  if (!declaration) return true;
  if (ts.isGetAccessorDeclaration(declaration) || ts.isSetAccessorDeclaration(declaration)) return false;
  const flags = ts.getCombinedModifierFlags(declaration);
  return (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) === 0 && !(ts.isPropertyDeclaration(declaration) && ts.isPrivateIdentifier(declaration.name));
}

function show(steps: readonly string[]): string {
  return steps.length === 0 ? "" : steps.map((s) => (s === "[]" ? "[]" : s === "{}" ? "{…}" : `.${s}`)).join("");
}
