import type { FunctionSpec } from "../metadata/function-spec";
import { applyInScope, currentScope, type AmbientScope, type RunningFunction } from "../runtime/ambient-scope";
import { Runtime } from "../runtime/runtime";
import { ownedRuntime } from "../runtime/runtime-owner";
import { traceFailure } from "../runtime/trace-failure";
import type { BudgetMeter } from "../runtime/budget-meter";

/**
 * What an agentic wrapper calls (internal): the spec, the user's function, and — for a method read off
 * an instance — the object it is bound to (`bound`), with that binding's running record made once.
 */
export interface AgenticCall {
  readonly spec: FunctionSpec;
  readonly fn: Function;
  /** Whether the wrapper is bound to `self`; an unbound one runs with the `this` it is called with. */
  readonly bound: boolean;
  readonly self: unknown;
  /** `{ spec, self }` of a bound wrapper, shared by its calls (undefined when unbound). */
  readonly running: RunningFunction | undefined;
}

// Wrapper -> what it calls. A WeakMap: nothing shows on the function, and entries go with their wrapper.
const calls = new WeakMap<Function, AgenticCall>();

/**
 * Records what `wrapper` calls (internal), so a dispatcher that holds the wrapper can call through
 * {@link invokeAgenticUnder} exactly as calling the wrapper would. `self` is given for a bound wrapper.
 */
export function registerAgenticCall(wrapper: Function, spec: FunctionSpec, fn: Function, bound?: { readonly self: unknown }): void {
  const running = bound ? Object.freeze({ spec, self: bound.self }) : undefined;
  calls.set(wrapper, Object.freeze({ spec, fn, bound: bound !== undefined, self: bound?.self, running }));
}

/** Returns what an agentic wrapper calls (internal), or `undefined` for any other function. */
export function agenticCallOf(fn: Function): AgenticCall | undefined {
  return calls.get(fn);
}

/**
 * Calls an agentic function the way every caller should: it picks the runtime (the agent's own, then one
 * passed to a `@RuntimeParam`, then the ambient one), fills empty `@RuntimeParam` slots with it, makes it
 * ambient for the body, and records a `function` node in its trace. Sync functions stay sync.
 */
export function invokeAgentic(spec: FunctionSpec, fn: Function, thisArg: unknown, args: unknown[]): unknown {
  const scope = currentScope();
  return invoke(scope.runtime, scope.traceParent, spec, fn, thisArg, args, undefined, scope.budget);
}

/**
 * Calls what `call` stands for with `thisArg` (used when the call is unbound) and `args` as calling its
 * wrapper would inside the scope `{ runtime, traceParent }` — without entering that scope (internal): the
 * body runs in its own scope, entered once, and the `function` node hangs under `traceParent`.
 */
export function invokeAgenticUnder(runtime: Runtime, traceParent: number, call: AgenticCall, thisArg: unknown, args: unknown[], budget?: BudgetMeter): unknown {
  return call.bound
    ? invoke(runtime, traceParent, call.spec, call.fn, call.self, args, call.running, budget)
    : invoke(runtime, traceParent, call.spec, call.fn, thisArg, args, undefined, budget);
}

function invoke(
  ambient: Runtime | undefined,
  traceParent: number | undefined,
  spec: FunctionSpec,
  fn: Function,
  thisArg: unknown,
  args: unknown[],
  running: RunningFunction | undefined,
  budget: BudgetMeter | undefined,
): unknown {
  const params = spec.params;
  let runtime = ownedRuntime(thisArg);
  if (!runtime) {
    for (const p of params) {
      if (p.source === "runtime" && args[p.index] instanceof Runtime) {
        runtime = args[p.index] as Runtime;
        break;
      }
    }
  }
  runtime ??= ambient;
  if (!runtime) return fn.apply(thisArg, args);
  const visible: Record<string, unknown> = {};
  for (const p of params) {
    if (p.source === "runtime") {
      if (args[p.index] === undefined) {
        if (args.length <= p.index) args.length = p.index + 1;
        args[p.index] = runtime;
      }
    } else if (p.source === "llm") {
      visible[p.name] = args[p.index];
    }
  }

  const trace = runtime.trace;
  // The arguments recorded rather than given to start: bounded once and kept at the end as they are; the
  // record is made here for the node and given away (kept as it is when it is flat).
  const node = trace.startRecorded("function", spec.name, "args", visible, ambient === runtime ? traceParent : undefined, true);
  const scope: AmbientScope = { runtime, traceParent: node.id, running: running ?? { spec, self: thisArg }, budget };
  try {
    const out = applyInScope(scope, fn, thisArg, args);
    if (out !== null && typeof out === "object" && typeof (out as PromiseLike<unknown>).then === "function") {
      return Promise.resolve(out as PromiseLike<unknown>).then(
        (value) => {
          trace.endWith(node, "result", value);
          return value;
        },
        (error: unknown) => {
          traceFailure(trace, node, error);
          throw error;
        },
      );
    }
    trace.endWith(node, "result", out);
    return out;
  } catch (error) {
    traceFailure(trace, node, error);
    throw error;
  }
}
