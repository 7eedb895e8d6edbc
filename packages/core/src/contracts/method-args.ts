import type { AnyFunction as AnyMethod } from "./any-function";

/**
 * What `agentic gen` knows of each `@AgenticFunction` method, for the type checker: the module it writes
 * augments this interface (declaration merging) with one entry per method — its class, its name, its
 * parameters' names in order, and the indexes of those the model fills — keyed so that entries of several
 * generated modules never clash. Empty until gen has run; nothing reads it at run time.
 *
 * ```ts
 * declare module "@agentic-ts/core" {
 *   interface AgenticMethodParams {
 *     "Desk.refund#3f2a…": { readonly owner: import("./desk.js").Desk; readonly method: "refund"; readonly names: readonly ["orderId", "amountCents", "customerId"]; readonly llm: 0 | 1 };
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface AgenticMethodParams {}

/** One entry of {@link AgenticMethodParams}. */
export interface MethodParamNames {
  readonly owner: unknown;
  readonly method: string;
  readonly names: readonly string[];
  readonly llm: number;
}

type MethodEntry<T, K> = Extract<AgenticMethodParams[keyof AgenticMethodParams], { readonly owner: T; readonly method: K }>;

type NamedArgs<E, M extends AnyMethod> = E extends { readonly names: infer N extends readonly string[]; readonly llm: infer L extends number }
  ? { readonly [I in L as N[I]]: Parameters<M>[I] }
  : never;

/**
 * The model's arguments of method `K` (type `M`) of class `T`, by name, typed from the method's own
 * parameters: what an approval policy of that method is given. Known once `agentic gen` has run (it
 * writes the parameter names, see {@link AgenticMethodParams}); before that `any`, so that a policy whose
 * `args` the code annotates itself compiles either way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MethodArgs<T, K, M extends AnyMethod> = [MethodEntry<T, K>] extends [never] ? any : NamedArgs<MethodEntry<T, K>, M>;
