import { AsyncLocalStorage } from "node:async_hooks";
import type { BudgetMeter } from "./budget-meter";

/**
 * The one async-local store behind the ambient scope (internal). `ambient-scope.ts` owns its shape and
 * every write; it lives here, apart, so that `Runtime` can read the ambient budget without importing the
 * scope module (which names `Runtime`: the two would import each other).
 */
export const scopeStorage = new AsyncLocalStorage<object>();

/** The ambient budget scope (`AmbientScope.budget`), or undefined: what a model call counts toward. */
export function ambientBudget(): BudgetMeter | undefined {
  return (scopeStorage.getStore() as { readonly budget?: BudgetMeter } | undefined)?.budget;
}
