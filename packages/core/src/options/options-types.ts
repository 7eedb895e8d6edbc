import type { FunctionOptionHelper } from "./option-helper";
import type { AnyFunction } from "../contracts/any-function";
import type { PayloadSchema } from "../schema/schema-field";

/**
 * One handler of the dict form `{ name: handler }`: a function (function option), `[fn, "desc"]`,
 * `[value, "desc"]` (value option with a description), `["desc", schema]` (schema option), an
 * `option.*` helper, or any other value except `undefined` (a value option returned as the same reference).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type OptionHandler = {} | null;

/** The dict form of an options container: option names to handlers. */
export interface DictOptions {
  readonly [name: string]: OptionHandler;
}

/**
 * One item of the list form: a function (named by its agentic spec), `[fn, "desc"]`, `option.fn(...)`,
 * `"name"` or `["name", "desc"]` (a name option that resolves to its name), or `["name", "desc", schema]`
 * (a schema option).
 */
export type ListOptionItem =
  | AnyFunction
  | FunctionOptionHelper
  | string
  | readonly [AnyFunction, string]
  | readonly [string, string]
  | readonly [string, string, PayloadSchema];

/** The list form of an options container. */
export type ListOptions = readonly ListOptionItem[];

/** An options container, as passed to `decision.make` or `exec({ choices })`: the dict or the list form. */
export type Options = DictOptions | ListOptions;
