import { reviveDates } from "./revive-dates";
import { fail, ok, type Result } from "../errors/result";
import type { FunctionSpec, ParamSpec } from "../metadata/function-spec";
import { loadDtoLibraries } from "../validation/load-dto-libraries";
import { boundText, MAX_PROBLEM_MESSAGE } from "../validation/message-bounds";

interface ValidationErrorLike {
  readonly property: string;
  readonly constraints?: Record<string, string>;
  readonly children?: ValidationErrorLike[];
}

/**
 * Turns the validated plain JSON of class-typed parameters (DTOs) into real instances with
 * class-transformer and checks them with class-validator; a violation is a `bad_args` problem carrying
 * class-validator's messages (so the model re-picks). Runs after Ajv has dropped unknown fields, so model
 * data never reaches a property the class does not declare. Where the generated spec says a `Date` sits,
 * the ISO string becomes a `Date` first, so class-validator's `@IsDate()` and `@MinDate()` see a date.
 * Other parameters pass through untouched.
 */
export async function instantiateDtos(spec: FunctionSpec, args: Record<string, unknown>): Promise<Result<Record<string, unknown>>> {
  const dtoParams = spec.params.filter((p) => isDtoArgument(p, args));
  if (dtoParams.length === 0) return ok(args);
  const { transformer, validator } = loadDtoLibraries(`${spec.name}(${dtoParams[0].name})`);
  const out: Record<string, unknown> = { ...args };
  for (const p of dtoParams) {
    const value = args[p.name];
    if (typeof value !== "object" || value === null || Array.isArray(value)) continue;
    // The value is this call's own parser output (validateArgs), so its dates are revived in place.
    const plain = p.dates ? reviveDates(value, p.dates) : value;
    const instance = transformer.plainToInstance(p.dto as new () => object, plain);
    const errors = (await validator.validate(instance, { forbidUnknownValues: false })) as ValidationErrorLike[];
    if (errors.length > 0) {
      const messages = flatten(errors, p.name);
      return fail({ kind: "bad_args", path: messages[0].path, message: boundText(messages.map((m) => m.text).join("; "), MAX_PROBLEM_MESSAGE) });
    }
    out[p.name] = instance;
  }
  return ok(out);
}

/**
 * Whether `args` hold a class-typed (DTO) parameter of `spec`: without one, {@link instantiateDtos} returns
 * them as they are, so a caller may skip it (and its promise).
 */
export function hasDtoArguments(spec: FunctionSpec, args: Record<string, unknown>): boolean {
  for (const p of spec.params) if (isDtoArgument(p, args)) return true;
  return false;
}

// A class-typed parameter the arguments carry: the ones instantiateDtos turns into instances.
function isDtoArgument(p: ParamSpec, args: Record<string, unknown>): boolean {
  return !!p.dto && Object.prototype.hasOwnProperty.call(args, p.name);
}

function flatten(errors: readonly ValidationErrorLike[], prefix: string): Array<{ path: string; text: string }> {
  const found: Array<{ path: string; text: string }> = [];
  const stack = errors.map((e) => ({ error: e, path: `${prefix}.${e.property}` }));
  while (stack.length > 0 && found.length < 10) {
    const { error, path } = stack.shift()!;
    for (const text of Object.values(error.constraints ?? {})) found.push({ path, text: `field "${path}": ${text}` });
    for (const child of error.children ?? []) stack.push({ error: child, path: `${path}.${child.property}` });
  }
  return found.length > 0 ? found : [{ path: prefix, text: `field "${prefix}" is invalid` }];
}
