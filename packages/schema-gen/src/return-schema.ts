import type { JsonSchema } from "@agentic-ts/core";
import { ts } from "./compiler-api";
import { addDateTimePatterns } from "./date-time-schema";
import type { GenContext } from "./gen-context";
import { normalizeSchema } from "./normalize-schema";
import { inspectSendable } from "./sendable-type";

/**
 * The JSDoc tag that says "no return schema": on a method or function, or on the declaration of a type it
 * returns (an interface, class or alias). `@agentic-ts/mcp`'s `McpContent` carries it: such a value is not
 * the result's data but how it is sent.
 */
export const NO_RETURN_SCHEMA_TAG = "noReturnSchema";

/**
 * The largest return schema kept, in characters of JSON: a method returning a large library type (a whole
 * SDK response) would otherwise put a schema of hundreds of kilobytes into the generated module.
 */
export const MAX_RETURN_SCHEMA_CHARS = 16 * 1024;

// What a result without JSON data is: nothing (void, undefined, never) or anything at all (any, unknown).
const NO_DATA = ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Never | ts.TypeFlags.Any | ts.TypeFlags.Unknown;

/**
 * The JSON Schema of the value a function resolves to (its return type with `Promise<T>` or any other
 * thenable awaited), as its JSON text will be: derived with the same typescript-json-schema generator and
 * normalization as parameter schemas (`Int` written in the annotation is an integer, a `Date` a date-time
 * string, object schemas closed). `undefined` — and never an error, since a return schema is an extra —
 * when there is no data to describe or it cannot be described: a result that may be absent (`void`,
 * `undefined`, `never`, or a union with one of them), `any` or `unknown`, a type parameter, a function,
 * anything else with no JSON form (bigint, `Map`, …), a recursive type, a schema larger than
 * {@link MAX_RETURN_SCHEMA_CHARS}, or the {@link NO_RETURN_SCHEMA_TAG} tag on the function or the type.
 */
export function buildReturnSchema(fn: ts.SignatureDeclaration, ctx: GenContext): JsonSchema | undefined {
  if (hasNoSchemaTag(fn)) return undefined;
  const signature = ctx.checker.getSignatureFromDeclaration(fn);
  if (!signature) return undefined;
  const returned = ctx.checker.getReturnTypeOfSignature(signature);
  const type = ctx.checker.getAwaitedType(returned) ?? returned;
  if (!hasJsonData(type, ctx.checker)) return undefined;
  const generated = ctx.schemas.resultSchemaFor(type, awaitedAnnotation(fn.type, ctx.checker));
  if (!generated.ok) return undefined;
  const raw = structuredClone(generated.schema) as Record<string, unknown>;
  addDateTimePatterns(raw);
  const schema = normalizeSchema(raw);
  return JSON.stringify(schema).length > MAX_RETURN_SCHEMA_CHARS ? undefined : schema;
}

// Whether every value of `type` is JSON data a schema can describe, with no member opting out.
function hasJsonData(type: ts.Type, checker: ts.TypeChecker): boolean {
  const members = type.isUnion() ? type.types : [type];
  for (const member of members) {
    if (member.flags & (NO_DATA | ts.TypeFlags.TypeParameter)) return false;
    if (member.getCallSignatures().length > 0 || member.getConstructSignatures().length > 0) return false;
    if ((member.aliasSymbol && hasNoSchemaTag(member.aliasSymbol)) || hasNoSchemaTag(member.getSymbol())) return false;
  }
  return inspectSendable(type, checker).problem === undefined && !typeParameterIn(type, checker, new Set());
}

// A generic class's method may return `T` nested in a structure (`{ items: T[] }`): no schema until a call site.
function typeParameterIn(type: ts.Type, checker: ts.TypeChecker, seen: Set<ts.Type>): boolean {
  if (type.flags & ts.TypeFlags.TypeParameter) return true;
  if (seen.has(type)) return false;
  seen.add(type);
  if (type.isUnionOrIntersection()) return type.types.some((t) => typeParameterIn(t, checker, seen));
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    return checker.getTypeArguments(type as ts.TypeReference).some((t) => typeParameterIn(t, checker, seen));
  }
  const data = checker.getPropertiesOfType(type).filter((p) => !(p.flags & (ts.SymbolFlags.Method | ts.SymbolFlags.Accessor)));
  return data.some((p) => typeParameterIn(checker.getTypeOfSymbol(p), checker, seen));
}

function hasNoSchemaTag(host: ts.Node | ts.Symbol | undefined): boolean {
  if (host === undefined) return false;
  const nodes = "kind" in host ? [host] : host.declarations ?? [];
  return nodes.some((node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === NO_RETURN_SCHEMA_TAG));
}

// The annotation of the awaited value (`X` of `Promise<X>`), where `Int` and a type alias's comments are read.
function awaitedAnnotation(node: ts.TypeNode | undefined, checker: ts.TypeChecker): ts.TypeNode | undefined {
  if (!node || !ts.isTypeReferenceNode(node) || node.typeArguments?.length !== 1) return node;
  const symbol = checker.getSymbolAtLocation(node.typeName);
  const name = symbol?.flags && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol).name : symbol?.name;
  return name === "Promise" || name === "PromiseLike" ? awaitedAnnotation(node.typeArguments[0], checker) : node;
}
