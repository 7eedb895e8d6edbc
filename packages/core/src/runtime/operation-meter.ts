import type { Budget, BudgetScopeKind } from "../contracts/budget";
import { BudgetMeter } from "./budget-meter";
import { checkBudget } from "./check-budget";
import type { Runtime } from "./runtime";

/**
 * The budget scope of one operation (`decision.make`, `exec`) on `runtime`: its own `budget`, else the
 * runtime's (per operation), nested in the `ambient` scope; the ambient scope itself when neither is
 * given; null when there is no budget anywhere — then nothing is counted and no call pays for budgets.
 */
export function operationMeter(runtime: Runtime, budget: Budget | undefined, kind: BudgetScopeKind, ambient: BudgetMeter | undefined): BudgetMeter | null {
  if (budget === undefined) {
    const own = runtime.budget;
    if (own === undefined) return ambient ?? null;
    return new BudgetMeter(own, "runtime", runtime.prices, ambient);
  }
  const checked = checkBudget(budget, kind === "decision" ? "decision.make" : kind, runtime.prices)!;
  return new BudgetMeter(checked, kind, runtime.prices, ambient);
}
