import { ConfigurationError } from "../errors/configuration-error";
import type { FunctionSpec } from "../metadata/function-spec";
import type { ApprovalPolicy } from "../contracts/approval-policy";
import { getFunctionSpec } from "../metadata/function-spec-registry";
import { functionArgsSchema } from "./function-args-schema";
import type { AnyFunction } from "../contracts/any-function";
import type { FunctionOption } from "./option-spec";

// Specs made up for bare zero-parameter functions, so that each such function keeps one spec (and the
// caches keyed by spec keep working).
const bareSpecs = new WeakMap<Function, FunctionSpec>();

// `fn.bind()` names its result "bound name"; the user thinks of the function by its own name.
const ownName = (fn: Function): string => fn.name.replace(/^(bound )+/, "");

/**
 * Returns the agentic spec of a function used as an option. A bare function without one is accepted only
 * when it declares no parameters (the model has nothing to fill); otherwise this throws a
 * {@link ConfigurationError} naming the option (`where`) and the fix.
 */
export function resolveFunctionSpec(fn: AnyFunction, where: string): FunctionSpec {
  const spec = getFunctionSpec(fn);
  if (spec) return spec;
  if (fn.length === 0) {
    let bare = bareSpecs.get(fn);
    if (!bare) bareSpecs.set(fn, (bare = Object.freeze({ name: ownName(fn), params: Object.freeze([]) })));
    return bare;
  }
  const name = ownName(fn) ? `"${ownName(fn)}"` : "(anonymous)";
  throw new ConfigurationError(
    `${where}: function ${name} declares ${fn.length} parameter${fn.length === 1 ? "" : "s"} but has no agentic spec. ` +
      `Decorate it with @AgenticFunction() or wrap it with agenticFunction(fn, { params }).`,
  );
}

/** Builds the normalized function option `name` for `fn`; `description` overrides the spec's own. */
export function functionOption(name: string, fn: AnyFunction, spec: FunctionSpec, description?: string, approval?: ApprovalPolicy): FunctionOption {
  return Object.freeze({
    kind: "function" as const,
    name,
    description: description ?? spec.description,
    argsSchema: functionArgsSchema(spec),
    fn,
    spec,
    ...(approval !== undefined ? { approval } : {}),
  });
}
