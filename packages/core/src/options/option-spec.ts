import type { FunctionSpec } from "../metadata/function-spec";
import type { ApprovalPolicy } from "../contracts/approval-policy";
import type { AnyFunction } from "../contracts/any-function";
import type { JsonSchema } from "../contracts/json-schema";
import type { StandardSchemaLike } from "../contracts/standard-schema-like";



interface OptionBase {
  /** The name the model calls. */
  readonly name: string;
  /** What picking this option means. */
  readonly description?: string;
  /**
   * JSON Schema of the `args` object the model sends: `type: "object"`, `properties`, `required`,
   * `additionalProperties: false`. Empty `properties` for options that take nothing.
   */
  readonly argsSchema: JsonSchema;
}

/** An option that runs a function with the validated, injected arguments and resolves to its result. */
export interface FunctionOption extends OptionBase {
  readonly kind: "function";
  readonly fn: AnyFunction;
  readonly spec: FunctionSpec;
  /** Set by `option.fn(f, { approval })`; wins over the function's own `spec.approval`. */
  readonly approval?: ApprovalPolicy;
}

/** An option that resolves to a fixed value, returned as the same reference. */
export interface ValueOption extends OptionBase {
  readonly kind: "value";
  readonly value: unknown;
}

/** An option whose payload the model fills; it resolves to `{ decision: name, ...fields }`. */
export interface SchemaOption extends OptionBase {
  readonly kind: "schema";
  /** Set when the payload was given as a Standard Schema object; it validates after Ajv. */
  readonly standard?: StandardSchemaLike;
}

/** A list-form string option (`"name"` or `["name", "desc"]`); it resolves to its name. */
export interface NameOption extends OptionBase {
  readonly kind: "name";
}

/** One normalized option of a menu. */
export type OptionSpec = FunctionOption | ValueOption | SchemaOption | NameOption;

/** A normalized, checked menu of options: built once per options container and reused. */
export interface OptionSet {
  /** The options in menu order. */
  readonly options: readonly OptionSpec[];
  /**
   * The options by name (a `Map`, so no name can collide with `Object.prototype`; for an inline menu bound
   * to one call's values, a read-only map over its shape's `Map` that reads the same).
   */
  readonly byName: ReadonlyMap<string, OptionSpec>;
}
