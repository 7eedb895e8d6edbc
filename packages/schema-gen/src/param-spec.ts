import type { GeneratedParamSpec, JsonSchema } from "@agentic-ts/core";
import { ts } from "./compiler-api";
import { addDateTimePatterns } from "./date-time-schema";
import { designTypeOf } from "./design-type";
import type { GenContext } from "./gen-context";
import { errorAt, type GenerationError } from "./generation-error";
import { NOT_LITERAL, literalValue } from "./literal-value";
import { nameProblem } from "./name-check";
import { normalizeSchema } from "./normalize-schema";
import { failWith, succeed, type Outcome } from "./outcome";
import { paramKindDecorators } from "./param-kind";
import { inspectSendable } from "./sendable-type";
import { modelVisibilityProblem } from "./visibility-checks";

/**
 * Builds the spec of one parameter at runtime position `index`: its kind, optionality, design type
 * and, when the model fills it, its JSON Schema and `@param` description. Every problem with the
 * parameter is reported, each at the parameter's name.
 */
export function buildParamSpec(
  param: ts.ParameterDeclaration,
  index: number,
  paramDocs: ReadonlyMap<string, string>,
  ctx: GenContext,
): Outcome<GeneratedParamSpec> {
  const errors: GenerationError[] = [];
  const fail = (message: string): void => void errors.push(errorAt(param.name, message, ctx.cwd));
  if (!ts.isIdentifier(param.name)) {
    return failWith(errorAt(param.name, "destructured parameters are not supported; give the parameter a name", ctx.cwd));
  }
  const name = param.name.text;
  if (param.dotDotDotToken) fail(`rest parameter "...${name}" is not supported; take an array parameter instead`);
  const kinds = paramKindDecorators(param, ctx.checker);
  if (kinds.found.length > 1) {
    const names = kinds.found.map((f) => `@${f.name}`).join(" and ");
    fail(`parameter "${name}" has ${names}; a parameter takes one of @LlmParam, @ContextParam or @RuntimeParam`);
  }
  const description = paramDocs.get(name);
  const base = {
    name,
    index,
    kind: kinds.kind,
    optional: param.questionToken !== undefined || param.initializer !== undefined,
    designType: designTypeOf(param.type, ctx.checker, ctx.strictNullChecks),
  };
  let spec: GeneratedParamSpec = description === undefined ? base : { ...base, description };
  if (kinds.kind === "llm") {
    const problem = nameProblem(name);
    if (problem) fail(`parameter name ${problem}`);
    if (!kinds.explicitType) {
      const visible = modelVisibleParts(param, name, description, ctx);
      if (visible.ok) spec = { ...spec, ...visible.value };
      else fail(visible.problem);
    }
  }
  return errors.length > 0 ? failWith(...errors) : succeed(spec);
}

type Visible = { ok: true; value: { dtoClass?: string; schema: JsonSchema; dates?: string[][] } } | { ok: false; problem: string };

function modelVisibleParts(param: ts.ParameterDeclaration, name: string, description: string | undefined, ctx: GenContext): Visible {
  const type = parameterType(param, ctx.checker);
  const problem = modelVisibilityProblem(param, type, ctx.checker);
  if (problem) return { ok: false, problem: `parameter "${name}": ${problem}` };
  const sendable = inspectSendable(type, ctx.checker);
  if (sendable.problem) {
    const { type: what, path } = sendable.problem;
    const at = path === "" ? "its type is" : `its type has, at ${name}${path},`;
    return {
      ok: false,
      problem:
        `parameter "${name}": ${at} ${what}, which the model cannot send as JSON; ` +
        "use plain data (an object, a Record or an array; Date is sent as an ISO string), or mark it @ContextParam",
    };
  }
  const generated = ctx.schemas.schemaFor(type, param.type);
  if (!generated.ok) return { ok: false, problem: `parameter "${name}": cannot derive a JSON Schema from its type; ${generated.reason}` };
  const raw: Record<string, unknown> = structuredClone(generated.schema) as Record<string, unknown>;
  addDateTimePatterns(raw);
  if (description !== undefined) raw.description = description;
  const fallback = param.initializer ? literalValue(param.initializer) : NOT_LITERAL;
  if (fallback !== NOT_LITERAL) raw.default = fallback;
  const schema = normalizeSchema(raw);
  const dtoClass = classNameOf(type, ctx.checker);
  const dates = sendable.dates.length === 0 ? {} : { dates: sendable.dates.map((steps) => [...steps]) };
  return { ok: true, value: dtoClass === undefined ? { schema, ...dates } : { dtoClass, schema, ...dates } };
}

// An unannotated parameter of a function passed to agenticFunction(fn) is contextually typed `any` (from
// its `(...args: any[]) => any` constraint); a default value still says what the author meant.
function parameterType(param: ts.ParameterDeclaration, checker: ts.TypeChecker): ts.Type {
  const type = checker.getTypeAtLocation(param);
  if (param.type || !param.initializer || !(type.flags & ts.TypeFlags.Any)) return type;
  return checker.getBaseTypeOfLiteralType(checker.getTypeAtLocation(param.initializer));
}

// A DTO is a parameter whose (non-null) type is declared with `class`, not an interface or alias; the
// standard library's classes (Date) are not DTOs.
function classNameOf(type: ts.Type, checker: ts.TypeChecker): string | undefined {
  const declaration = checker.getNonNullableType(type).getSymbol()?.declarations?.find(ts.isClassDeclaration);
  if (declaration?.getSourceFile().hasNoDefaultLib) return undefined;
  return declaration?.name?.text;
}
