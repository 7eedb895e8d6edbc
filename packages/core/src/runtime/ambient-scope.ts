import type { AsyncLocalStorage } from "node:async_hooks";
import type { FunctionSpec } from "../metadata/function-spec";
import type { BudgetMeter } from "./budget-meter";
import type { Runtime } from "./runtime";
import { scopeStorage } from "./scope-storage";

/** What is ambient while agentic code runs: the active runtime and the trace node new work hangs under. */
export interface AmbientScope {
  readonly runtime?: Runtime;
  /** Id of the trace node (in `runtime.trace`) that new nodes become children of. */
  readonly traceParent?: number;
  /** The agentic function whose body is running (innermost), and the object it was called on. */
  readonly running?: RunningFunction;
  /**
   * The innermost budget scope (an `exec`'s while its tools run, a decision's while its function runs, a
   * durable run's): model calls made here count toward it and every scope enclosing it.
   */
  readonly budget?: BudgetMeter;
}

/** An agentic function call in progress: its spec and its `this` (the agent, for a method). */
export interface RunningFunction {
  readonly spec: FunctionSpec;
  readonly self: unknown;
}

// The store is shared with scope-storage.ts (Runtime reads the ambient budget there); its shape is this file's.
const storage = scopeStorage as AsyncLocalStorage<AmbientScope>;

// The scope outside any: one frozen object rather than a new empty one per call.
const NO_SCOPE: AmbientScope = Object.freeze({});

/** Returns the ambient scope of the current async context (empty outside any). */
export function currentScope(): AmbientScope {
  return storage.getStore() ?? NO_SCOPE;
}

/** Runs `fn` with `scope` ambient (replacing the current scope for the duration of `fn`). */
export function runInScope<T>(scope: AmbientScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/**
 * Calls `fn(a, b)` with `scope` ambient: {@link runInScope} without a closure made per call for the
 * arguments.
 */
export function callInScope<A, B, T>(scope: AmbientScope, fn: (a: A, b: B) => T, a: A, b: B): T {
  return storage.run(scope, fn, a, b);
}

/**
 * Runs `fn` with `runtime` as the ambient runtime, so `decision.make` and agentic functions called
 * inside it (across `await`s) find it without being passed one.
 */
export function runWithRuntime<T>(runtime: Runtime, fn: () => T): T {
  const scope = currentScope();
  // A different runtime records into its own trace, so the old parent node id means nothing there.
  const traceParent = scope.runtime === runtime ? scope.traceParent : undefined;
  // A budget counts model calls on any runtime: it stays ambient.
  return storage.run(scope.budget ? { runtime, traceParent, budget: scope.budget } : { runtime, traceParent }, fn);
}

/** Runs `fn` with `budget` as the ambient budget scope (the rest of the scope kept): a durable run's budget. */
export function runWithBudget<T>(budget: BudgetMeter, fn: () => T): T {
  return storage.run({ ...currentScope(), budget }, fn);
}

/** Returns the ambient runtime, or `undefined` when none is active. */
export function currentRuntime(): Runtime | undefined {
  return currentScope().runtime;
}

/**
 * Calls `fn` with `thisArg` and `args` (as `fn.apply` does) with `scope` ambient: {@link runInScope}
 * without a closure made per call.
 */
export function applyInScope(scope: AmbientScope, fn: Function, thisArg: unknown, args: readonly unknown[]): unknown {
  return storage.run(scope, Reflect.apply, fn, thisArg, args);
}
