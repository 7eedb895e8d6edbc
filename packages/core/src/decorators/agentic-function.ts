import { ConfigurationError } from "../errors/configuration-error";
import type { FunctionSpec, ParamSpec } from "../metadata/function-spec";
import { attachFunctionSpec } from "../metadata/function-spec-registry";
import type { GeneratedFunctionSpec } from "../metadata/generated-spec";
import { getGeneratedFunctionSpec } from "../metadata/generated-spec-registry";
import { renamedParameter } from "../metadata/check-generated-fresh";
import { fieldToSchema } from "../schema/field-to-schema";
import { checkName } from "../schema/names";
import type { AnyFunction } from "../contracts/any-function";
import type { ShapeValue } from "../schema/payload";
import type { ApprovalPolicy } from "../contracts/approval-policy";
import { checkModelSettings } from "../runtime/check-model-settings";
import type { ModelSettings } from "../contracts/model-settings";
import type { PickMode } from "../contracts/pick-mode";
import { checkPickMode } from "../runtime/check-pick-mode";
import { agenticWrapper } from "./agentic-wrapper";
import { invokeAgentic, registerAgenticCall } from "./invoke-agentic";

/** The fields an {@link AgenticFunctionSpec}'s `params` may hold, by parameter name. */
export type AgenticParamFields = Readonly<Record<string, unknown>>;

/**
 * What an approval policy of a standalone function is given: the values its `params` describe, by name
 * (`any` when the spec has no `params`: the generated spec then names them).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldArgs<P extends AgenticParamFields> = string extends keyof P ? any : Readonly<ShapeValue<P>>;

/** The spec of a standalone agentic function; without `params` the one `agentic gen` generated is used. */
export interface AgenticFunctionSpec<P extends AgenticParamFields = AgenticParamFields> {
  /** The name the model sees; defaults to the function's own name. */
  readonly name?: string;
  /** What the function does. */
  readonly description?: string;
  /**
   * The parameters in positional order (insertion order of the keys), each a schema field: `String`,
   * `Number`, `Int`, `Boolean`, a description string, `[item]`, a meta-spec, a nested shape or
   * `jsonSchema(...)`. Parameters at or after the function's `length` (those with defaults) are optional.
   * Leave it out to use the spec `agentic gen` generated from the function's signature and JSDoc.
   */
  readonly params?: P;
  /**
   * Whether a model's choice of this function needs a person's approval: `true`, or a function of the
   * validated arguments and the context returning `false` or the reason. Direct calls are never gated.
   * Its `args` are typed from `params` (a misspelt field is a compile error).
   */
  readonly approval?: ApprovalPolicy<FieldArgs<P>>;
  /** Default model settings for the `decision.make` / `exec` calls the function's body makes. */
  readonly settings?: ModelSettings;
  /** Default pick mode (`"text"`, `"tools"`, `"json"`) of the decisions the function's body makes. */
  readonly pickMode?: PickMode;
}

/**
 * Turns a standalone function into an agentic function: usable as a decision option and as a tool,
 * called with its arguments validated and bound by position, and traced like a decorated method.
 *
 * @example
 * ```ts
 * const lookup = agenticFunction((orderId: string) => db.find(orderId), {
 *   description: "Look an order up.",
 *   params: { orderId: "The order id" },
 * });
 * ```
 */
export function agenticFunction<F extends AnyFunction, P extends AgenticParamFields = AgenticParamFields>(fn: F, spec: AgenticFunctionSpec<P> = {}): F {
  if (typeof fn !== "function") throw new ConfigurationError("agenticFunction(fn, spec) needs a function as its first argument.");
  const name = spec.name ?? fn.name;
  if (!name) {
    throw new ConfigurationError("agenticFunction: this function has no name; pass one with agenticFunction(fn, { name: \"…\" }).");
  }
  checkName(name, `agenticFunction "${name}"`);
  const generated = spec.params === undefined ? getGeneratedFunctionSpec(name) : undefined;
  const params = generated ? paramsFromGenerated(name, fn, generated) : paramsFromFields(name, fn, spec.params ?? {});
  const settings = checkModelSettings(spec.settings, `agenticFunction "${name}" settings`);
  const full: FunctionSpec = {
    name,
    description: spec.description ?? generated?.description,
    params,
    ...(spec.approval !== undefined ? { approval: spec.approval } : {}),
    ...(settings ? { settings } : {}),
    ...(spec.pickMode !== undefined ? { pickMode: checkPickMode(spec.pickMode, `agenticFunction "${name}"`) } : {}),
    ...(generated?.returns !== undefined ? { returnSchema: generated.returns } : {}),
  };
  const wrapper = agenticWrapper(name, fn, function (this: unknown, ...args: unknown[]): unknown {
    return invokeAgentic(full, fn, this, args);
  });
  attachFunctionSpec(wrapper, full);
  registerAgenticCall(wrapper, full, fn);
  return wrapper as unknown as F;
}

function paramsFromFields(name: string, fn: Function, fields: Readonly<Record<string, unknown>>): ParamSpec[] {
  const entries = Object.entries(fields);
  if (entries.length < fn.length) {
    throw new ConfigurationError(
      `agenticFunction "${name}" declares ${fn.length} parameter(s) but params describes ${entries.length}; ` +
        `describe every parameter in { params } in positional order, or run \`agentic gen\` and leave params out.`,
    );
  }
  return entries.map(([paramName, field], index) => {
    const where = `agenticFunction "${name}" parameter "${paramName}"`;
    checkName(paramName, where);
    const schema = fieldToSchema(field, where);
    return { index, source: "llm", name: paramName, required: index < fn.length, schema, description: schema.description };
  });
}

function paramsFromGenerated(name: string, fn: Function, generated: GeneratedFunctionSpec): ParamSpec[] {
  const stale =
    generated.params.length < fn.length || generated.params.some((p) => p.index >= fn.length && !p.optional) || renamedParameter(fn, generated) !== undefined;
  if (stale) {
    throw new ConfigurationError(
      `agenticFunction "${name}": its generated spec (from ${generated.file}) is stale — the signature changed. Run \`agentic gen\` to regenerate it.`,
    );
  }
  return generated.params.map((p) => {
    const where = `agenticFunction "${name}" parameter "${p.name}"`;
    checkName(p.name, where);
    if (p.kind !== "llm" || !p.schema) return { index: p.index, source: p.kind, name: p.name, required: !p.optional };
    const dates = p.dates ? { dates: p.dates } : {};
    return { index: p.index, source: "llm", name: p.name, required: !p.optional, schema: p.schema, description: p.description, ...dates };
  });
}
