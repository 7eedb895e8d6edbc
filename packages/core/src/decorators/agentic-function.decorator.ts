import { ConfigurationError } from "../errors/configuration-error";
import { buildMethodSpec } from "../metadata/build-method-spec";
import { attachFunctionOwner } from "../metadata/function-owner";
import { attachFunctionSpec } from "../metadata/function-spec-registry";
import { getDesignParamTypes, getParamMetadata } from "../metadata/metadata-reader";
import type { FunctionRecord } from "../metadata/metadata-records";
import { writeFunctionRecord } from "../metadata/metadata-writer";
import type { ApprovalPolicy } from "../contracts/approval-policy";
import type { MethodArgs } from "../contracts/method-args";
import type { AnyFunction as AnyMethod } from "../contracts/any-function";
import { checkModelSettings } from "../runtime/check-model-settings";
import type { ModelSettings } from "../contracts/model-settings";
import type { PickMode } from "../contracts/pick-mode";
import { checkPickMode } from "../runtime/check-pick-mode";
import { agenticWrapper } from "./agentic-wrapper";
import { checkLegacyDecoratorCall } from "./legacy-decorator-call";
import { invokeAgentic, registerAgenticCall } from "./invoke-agentic";

/**
 * Options of {@link AgenticFunction}. `A` is the type of the model's arguments its approval policy is
 * given: inferred from the decorated method (see {@link MethodArgs}).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface AgenticFunctionOptions<A = any> {
  /** The name the model sees for this function; defaults to the method name. */
  readonly name?: string;
  /** What the function does, shown on the menu and in tool definitions. */
  readonly description?: string;
  /**
   * Whether a model's choice of this method needs a person's approval: `true`, or a function of the
   * validated arguments and the context returning `false` or the reason. Direct calls are never gated.
   * Its `args` are typed from the method's parameters once `agentic gen` has run (a misspelt argument
   * name is a compile error); they are the values the method would be called with (a `Date` parameter
   * is a `Date`, a DTO an instance).
   */
  readonly approval?: ApprovalPolicy<A>;
  /**
   * Default model settings (`temperature`, `maxTokens`, …) for the `decision.make` / `exec` calls this
   * method's body makes: over the runtime's, under each call's own.
   */
  readonly settings?: ModelSettings;
  /** Default pick mode (`"text"`, `"tools"`, `"json"`) of the decisions this method's body makes. */
  readonly pickMode?: PickMode;
}

/**
 * Marks a method as an agentic function: an option for `decision.make` and a tool for `exec`.
 *
 * Reading the method off an instance yields a bound function that carries its spec, so
 * `{ refund: this.refund }` works as an option. Calls run with the agent's runtime ambient and are
 * recorded in its trace. The signature is checked when the class is defined.
 *
 * @example
 * ```ts
 * class Desk extends Agent {
 *   /** Issue a refund. @param orderId The order to refund. *\/
 *   @AgenticFunction()
 *   refund(orderId: string, @ContextParam() customerId: string) { … }
 * }
 * ```
 * Parameter names, types and descriptions come from `agentic gen`; without it, name each parameter
 * with `@LlmParam({ name })` / `@ContextParam("key")`:
 * ```ts
 * refund(@LlmParam({ name: "orderId" }) orderId: string, @ContextParam("customerId") customerId: string) { … }
 * ```
 */
export function AgenticFunction<T extends object, K extends string, M extends AnyMethod>(
  options: AgenticFunctionOptions<MethodArgs<T, K, M>> = {},
): (target: T, property: K, descriptor: TypedPropertyDescriptor<M>) => void {
  // The types above are inferred from the decorated method (TypeScript types a decorator call by the
  // member it decorates), so the approval policy's `args` are the method's own.
  return ((target: object, property: string | symbol, descriptor: PropertyDescriptor): PropertyDescriptor => {
    checkLegacyDecoratorCall("@AgenticFunction", property);
    const owner = typeof target === "function" ? target.name : target.constructor.name;
    const label = `${owner}.${String(property)}`;
    const original = descriptor.value;
    if (typeof original !== "function") {
      throw new ConfigurationError(`@AgenticFunction goes on a method; ${label} is not one (getters and fields are not supported).`);
    }
    if (typeof property === "symbol") {
      throw new ConfigurationError(`@AgenticFunction needs a method with a string name; ${label} is keyed by a symbol.`);
    }
    const record: FunctionRecord = { name: options.name, description: options.description };
    writeFunctionRecord(target, property, record);
    const built = buildMethodSpec({
      className: owner,
      methodName: property,
      fn: original,
      record,
      params: getParamMetadata(target, property),
      designTypes: getDesignParamTypes(target, property),
    });
    const settings = checkModelSettings(options.settings, `@AgenticFunction settings of ${label}`);
    const pickMode = checkPickMode(options.pickMode, `@AgenticFunction of ${label}`);
    const spec = options.approval === undefined && settings === undefined && pickMode === undefined
      ? built
      : {
          ...built,
          ...(options.approval !== undefined ? { approval: options.approval } : {}),
          ...(settings ? { settings } : {}),
          ...(pickMode ? { pickMode } : {}),
        };

    const unbound = agenticWrapper(property, original, function (this: unknown, ...args: unknown[]): unknown {
      return invokeAgentic(spec, original, this, args);
    });
    attachFunctionSpec(unbound, spec);
    registerAgenticCall(unbound, spec, original);

    const bound = new WeakMap<object, Function>();
    return {
      configurable: true,
      enumerable: descriptor.enumerable,
      get(this: unknown): Function {
        // On the prototype itself (Class.prototype.method) there is nothing to bind to.
        if (typeof this !== "object" && typeof this !== "function") return unbound;
        if (this === null || isPrototypeObject(this)) return unbound;
        let fn = bound.get(this);
        if (!fn) {
          const self = this;
          fn = agenticWrapper(property, original, (...args: unknown[]) => invokeAgentic(spec, original, self, args));
          attachFunctionSpec(fn, spec);
          attachFunctionOwner(fn, self);
          registerAgenticCall(fn, spec, original, { self });
          bound.set(this, fn);
        }
        return fn;
      },
      // Assigning (e.g. jest.spyOn, or a per-instance override) shadows the method on that object only.
      set(this: object, value: unknown): void {
        Object.defineProperty(this, property, { value, writable: true, configurable: true, enumerable: true });
      },
    } as PropertyDescriptor;
  }) as (target: T, property: K, descriptor: TypedPropertyDescriptor<M>) => void;
}

function isPrototypeObject(value: object): boolean {
  const ctor = Object.prototype.hasOwnProperty.call(value, "constructor")
    ? (value as { constructor?: unknown }).constructor
    : undefined;
  return typeof ctor === "function" && ctor.prototype === value;
}

