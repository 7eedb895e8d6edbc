import { ConfigurationError } from "../errors/configuration-error";
import { describeValue } from "../schema/describe-value";
import type { ApprovalPolicy } from "../contracts/approval-policy";
import type { AnyFunction } from "../contracts/any-function";
import type { PayloadSchema } from "../schema/schema-field";

// A symbol brand, so that no value a user might want returned can be mistaken for a helper.
const OPTION_HELPER: unique symbol = Symbol.for("agentic-ts.option");

/** A value option made by `option.value(v, desc?)`: it resolves to `value`, the same reference. */
export interface ValueOptionHelper<V = unknown> {
  readonly [OPTION_HELPER]: true;
  readonly kind: "value";
  readonly value: V;
  readonly description?: string;
}

/** A function option made by `option.fn(f, desc?)`: it runs `fn` and resolves to its result. */
export interface FunctionOptionHelper<F extends AnyFunction = AnyFunction> {
  readonly [OPTION_HELPER]: true;
  readonly kind: "function";
  readonly fn: F;
  readonly description?: string;
  /** Set by `option.fn(f, { approval })`: wins over the function's own `approval`. */
  readonly approval?: ApprovalPolicy;
}

/** A schema option made by `option.schema(desc, shape)`: it resolves to `{ decision: name, ...fields }`. */
export interface SchemaOptionHelper<S extends PayloadSchema = PayloadSchema> {
  readonly [OPTION_HELPER]: true;
  readonly kind: "schema";
  readonly description: string;
  readonly schema: S;
}

/** Any option made by the {@link option} helpers. */
export type OptionHelper = ValueOptionHelper | FunctionOptionHelper | SchemaOptionHelper;

function checkDescription(description: unknown, helper: string): void {
  if (description !== undefined && typeof description !== "string") {
    throw new ConfigurationError(`${helper}: the description must be a string, found ${describeValue(description)}.`);
  }
}

/**
 * Helpers that spell out an option's kind, for the cases the bare dict form cannot express (a literal
 * two-item array as a value) or to make intent plain.
 *
 * @example
 * decision.make("Route it.", {
 *   pair: option.value(["a", "b"], "the pair"),        // a bare ["a", "b"] would read as [value, "desc"]
 *   retry: option.fn(this.retry, "try once more"),
 *   plan: option.schema("Produce a plan.", { steps: [String] }),
 * });
 */
export const option = {
  /** Makes a value option that resolves to `value` itself. */
  value<const V>(value: V, description?: string): ValueOptionHelper<V> {
    checkDescription(description, "option.value()");
    return Object.freeze({ [OPTION_HELPER]: true as const, kind: "value" as const, value, description });
  },
  /**
   * Makes a function option; a description (given alone or as `{ description }`) overrides the function's
   * own, and `{ approval }` makes the model's choice of it wait for a person's approval.
   */
  fn<F extends AnyFunction>(fn: F, details?: string | { readonly description?: string; readonly approval?: ApprovalPolicy }): FunctionOptionHelper<F> {
    if (typeof fn !== "function") {
      throw new ConfigurationError(`option.fn() takes a function, not ${describeValue(fn)}; use option.value() for a value.`);
    }
    const { description, approval } = typeof details === "object" && details !== null ? details : { description: details, approval: undefined };
    checkDescription(description, "option.fn()");
    return Object.freeze({ [OPTION_HELPER]: true as const, kind: "function" as const, fn, description, ...(approval !== undefined ? { approval } : {}) });
  },
  /** Makes a schema option whose payload the model fills. */
  schema<const S extends PayloadSchema>(description: string, schema: S): SchemaOptionHelper<S> {
    if (typeof description !== "string") {
      throw new ConfigurationError(`option.schema() takes the description first, then the schema; found ${describeValue(description)}.`);
    }
    return Object.freeze({ [OPTION_HELPER]: true as const, kind: "schema" as const, description, schema });
  },
};

/** Tells whether a value was made by one of the {@link option} helpers. */
export function isOptionHelper(value: unknown): value is OptionHelper {
  return typeof value === "object" && value !== null && OPTION_HELPER in value;
}

