import type { FunctionSpec } from "../metadata/function-spec";
import { currentScope, runInScope } from "../runtime/ambient-scope";
import { Runtime } from "../runtime/runtime";
import { ownedRuntime } from "../runtime/runtime-owner";

/**
 * Calls an agentic function the way every caller should: it picks the runtime (the agent's own, then one
 * passed to a `@RuntimeParam`, then the ambient one), fills empty `@RuntimeParam` slots with it, makes it
 * ambient for the body, and records a `function` node in its trace. Sync functions stay sync.
 */
export function invokeAgentic(spec: FunctionSpec, fn: Function, thisArg: unknown, args: unknown[]): unknown {
  const scope = currentScope();
  let runtime = ownedRuntime(thisArg);
  const runtimeParams = spec.params.filter((p) => p.source === "runtime");
  for (const p of runtimeParams) {
    if (!runtime && args[p.index] instanceof Runtime) runtime = args[p.index] as Runtime;
  }
  runtime ??= scope.runtime;
  if (!runtime) return fn.apply(thisArg, args);
  for (const p of runtimeParams) {
    if (args[p.index] === undefined) {
      if (args.length <= p.index) args.length = p.index + 1;
      args[p.index] = runtime;
    }
  }

  const trace = runtime.trace;
  const visible: Record<string, unknown> = {};
  for (const p of spec.params) if (p.source === "llm") visible[p.name] = args[p.index];
  const node = trace.start("function", spec.name, { args: visible }, scope.runtime === runtime ? scope.traceParent : undefined);
  const active = runtime;
  try {
    const out = runInScope({ runtime: active, traceParent: node.id, running: { spec, self: thisArg } }, () => fn.apply(thisArg, args));
    if (out !== null && typeof out === "object" && typeof (out as PromiseLike<unknown>).then === "function") {
      return Promise.resolve(out as PromiseLike<unknown>).then(
        (value) => {
          trace.end(node, { result: value });
          return value;
        },
        (error: unknown) => {
          trace.fail(node, error);
          throw error;
        },
      );
    }
    trace.end(node, { result: out });
    return out;
  } catch (error) {
    trace.fail(node, error);
    throw error;
  }
}
