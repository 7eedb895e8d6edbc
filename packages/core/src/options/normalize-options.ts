import type { ApprovalPolicy } from "../contracts/approval-policy";
import { AgenticTypeError } from "../errors/agentic-type-error";
import { ConfigurationError } from "../errors/configuration-error";
import { checkName } from "../schema/names";
import { describeValue } from "../schema/describe-value";
import { functionOption, resolveFunctionSpec } from "./function-option";
import type { JsonSchema } from "../contracts/json-schema";
import { isOptionHelper } from "./option-helper";
import { cachedOptionSet, rememberOptionSet } from "./option-set-cache";
import type { OptionHelper } from "./option-helper";
import type { Options } from "./options-types";
import type { AnyFunction } from "../contracts/any-function";
import type { OptionSet, OptionSpec } from "./option-spec";
import { isPayloadSchema, schemaOption } from "./schema-option";

const LIST_FORMS =
  'Accepted: a function, [fn, "description"], option.fn(fn), "name", ["name", "description"] or ' +
  '["name", "description", schema]. A value or option.value()/option.schema() needs a name: use the dict form { name: handler }.';

/** Re-throws a definition-time error from a deeper step with the option it concerns named first. */
function within<T>(where: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (!(error instanceof ConfigurationError || error instanceof AgenticTypeError)) throw error;
    const message = `${where}: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`;
    const Same = error instanceof AgenticTypeError ? AgenticTypeError : ConfigurationError;
    const wrapped = new Same(message);
    Object.defineProperty(wrapped, "cause", { value: error, configurable: true, writable: true });
    throw wrapped;
  }
}

// Value and name options take no arguments; they all share one (deeply frozen) schema.
const EMPTY_ARGS: JsonSchema = Object.freeze({
  type: "object",
  properties: Object.freeze({}),
  required: Object.freeze([]),
  additionalProperties: false,
}) as unknown as JsonSchema;

const valueOption = (name: string, value: unknown, description?: string): OptionSpec =>
  Object.freeze({ kind: "value" as const, name, description, value, argsSchema: EMPTY_ARGS });

function fnOption(name: string, fn: AnyFunction, description: string | undefined, where: string, approval?: ApprovalPolicy): OptionSpec {
  const spec = resolveFunctionSpec(fn, where);
  return within(where, () => functionOption(name, fn, spec, description, approval));
}

function fromHelper(name: string, helper: OptionHelper, where: string): OptionSpec {
  if (helper.kind === "function") return fnOption(name, helper.fn, helper.description, where, helper.approval);
  if (helper.kind === "value") return valueOption(name, helper.value, helper.description);
  return within(where, () => schemaOption(name, helper.description, helper.schema));
}

function fromDictEntry(name: string, handler: unknown): OptionSpec {
  checkName(name, "option name");
  const where = `Option "${name}"`;
  if (handler === undefined) {
    throw new ConfigurationError(
      `${where} has no handler (it is undefined). Give a function, a value, ["description", schema], ` +
        `or option.value(undefined) if undefined really is the result.`,
    );
  }
  if (typeof handler === "function") return fnOption(name, handler as AnyFunction, undefined, where);
  if (isOptionHelper(handler)) return fromHelper(name, handler, where);
  if (Array.isArray(handler) && handler.length === 2) {
    const [first, second] = handler as [unknown, unknown];
    if (typeof second === "string") {
      return typeof first === "function"
        ? fnOption(name, first as AnyFunction, second, where)
        : valueOption(name, first, second);
    }
    if (typeof first === "string" && isPayloadSchema(second)) return within(where, () => schemaOption(name, first, second));
    throw new ConfigurationError(
      `${where}: a two-item array is read as [value, "description"], [fn, "description"] or ` +
        `["description", schema], and [${describeValue(first)}, ${describeValue(second)}] is none of these. ` +
        `For a literal two-item array value write option.value([...]).`,
    );
  }
  return valueOption(name, handler);
}

function fromListItem(item: unknown, index: number): OptionSpec {
  const where = `Option at index ${index}`;
  const what = `option name at index ${index}`;
  const named = (fn: AnyFunction, description?: string): OptionSpec => {
    const spec = resolveFunctionSpec(fn, where);
    checkName(spec.name, what);
    return within(`Option "${spec.name}"`, () => functionOption(spec.name, fn, spec, description));
  };
  if (typeof item === "function") return named(item as AnyFunction);
  if (isOptionHelper(item) && item.kind === "function") return named(item.fn, item.description);
  if (typeof item === "string") {
    checkName(item, what);
    return Object.freeze({ kind: "name" as const, name: item, argsSchema: EMPTY_ARGS });
  }
  if (Array.isArray(item)) {
    const [first, second, third] = item as unknown[];
    if (item.length === 2 && typeof first === "function" && typeof second === "string") return named(first as AnyFunction, second);
    if ((item.length === 2 || item.length === 3) && typeof first === "string" && typeof second === "string") {
      checkName(first, what);
      if (item.length === 2) return Object.freeze({ kind: "name" as const, name: first, description: second, argsSchema: EMPTY_ARGS });
      if (isPayloadSchema(third)) return within(`Option "${first}"`, () => schemaOption(first, second, third));
    }
  }
  throw new ConfigurationError(`${where} is ${describeValue(item)}, which is not a list-form option. ${LIST_FORMS}`);
}

/**
 * Normalizes an options container (dict or list form) into a checked {@link OptionSet}, throwing a
 * {@link ConfigurationError} (an {@link AgenticTypeError} for a malformed schema list) before any model
 * call when an option is malformed; the message names the option and the fix. The result is frozen and
 * memoized by container identity while the container holds the same options: one removed, added or
 * replaced since is seen by the next call, so a reused container is never stale.
 *
 * @example
 * normalizeOptions({ retry: this.retry, skip: "SKIPPED", abort: [signal, "pick when stuck"] });
 * normalizeOptions([this.retry, "done", ["escalate", "hand over to a human"]]);
 */
export function normalizeOptions(options: Options): OptionSet {
  if (typeof options !== "object" || options === null) {
    throw new ConfigurationError(`Options must be a dict { name: handler } or a list [...], not ${describeValue(options)}.`);
  }
  const cached = cachedOptionSet(options);
  if (cached) return cached;
  const list: OptionSpec[] = Array.isArray(options)
    ? options.map((item: unknown, index) => fromListItem(item, index))
    : Object.keys(options).map((name) => fromDictEntry(name, (options as Record<string, unknown>)[name]));
  if (list.length === 0) {
    throw new ConfigurationError(`Options are empty: give at least one option, e.g. { done: "DONE" } or ["done"].`);
  }
  const byName = new Map<string, OptionSpec>();
  const firstIndex = new Map<string, number>();
  list.forEach((spec, index) => {
    if (byName.has(spec.name)) {
      throw new ConfigurationError(
        `Option name "${spec.name}" is used twice (at index ${firstIndex.get(spec.name)} and ${index}); names must be ` +
          `unique. Give one of them another name with the dict form { name: handler }.`,
      );
    }
    byName.set(spec.name, spec);
    firstIndex.set(spec.name, index);
  });
  const set: OptionSet = Object.freeze({ options: Object.freeze(list), byName });
  rememberOptionSet(options, set);
  return set;
}
