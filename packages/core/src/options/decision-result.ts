import type { FunctionOptionHelper, SchemaOptionHelper, ValueOptionHelper } from "./option-helper";
import type { AnyFunction } from "../contracts/any-function";
import type { Payload } from "../schema/payload";

/**
 * What a schema option named `Name` with payload `S` resolves to. `decision` is always `Name`: a `decision`
 * key the model sends is dropped, whatever the payload schema lets through.
 */
export type Decided<Name extends string, S> = { decision: Name } & Payload<S>;

type Returned<F> = F extends AnyFunction ? Awaited<ReturnType<F>> : never;

/** What a `[first, second]` dict handler resolves to; `never` for pairs the runtime rejects. */
type PairResult<Name extends string, First, Second> = First extends AnyFunction
  ? Second extends string
    ? Returned<First>
    : never
  : Second extends string
    ? First
    : First extends string
      ? Second extends readonly unknown[]
        ? never
        : Second extends object
          ? Decided<Name, Second>
          : never
      : never;

/** What one dict-form handler named `Name` resolves to. */
export type HandlerResult<Name extends string, H> = H extends AnyFunction
  ? Returned<H>
  : H extends FunctionOptionHelper<infer F>
    ? Returned<F>
    : H extends ValueOptionHelper<infer V>
      ? V
      : H extends SchemaOptionHelper<infer S>
        ? Decided<Name, S>
        : H extends readonly [infer First, infer Second]
          ? PairResult<Name, First, Second>
          : H;

/** What one list-form item resolves to. */
export type ListItemResult<I> = I extends AnyFunction
  ? Returned<I>
  : I extends FunctionOptionHelper<infer F>
    ? Returned<F>
    : I extends string
      ? I
      : I extends readonly [infer First, string]
        ? First extends AnyFunction
          ? Returned<First>
          : First
        : I extends readonly [infer Name extends string, string, infer S]
          ? Decided<Name, S>
          : never;

/**
 * The type `decision.make(prompt, options)` resolves to, computed from the options container `O`
 * (inferred with a `const` type parameter): a function option → its awaited return type; a value
 * option → the value's literal type; a schema option → `{ decision: name } & payload`; a list-form
 * name → the name literal. The union over all options.
 *
 * @example
 * declare function make<const O extends Options>(prompt: string, options: O): Promise<DecisionResult<O>>;
 * const r = await make("…", { skip: "SKIPPED", plan: ["Plan it.", { steps: [String] }] });
 * // r: "SKIPPED" | ({ decision: "plan" } & { steps: string[] })
 */
export type DecisionResult<O> = O extends readonly unknown[]
  ? ListItemResult<O[number]>
  : O extends object
    ? { [K in keyof O & string]: HandlerResult<K, O[K]> }[keyof O & string]
    : unknown;
