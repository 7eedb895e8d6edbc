import type { Budget, PriceTable } from "../contracts/budget";
import { ConfigurationError } from "../errors/configuration-error";
import { modelPrice } from "./cost-of";

const COUNTS = ["maxTokens", "maxModelCalls"] as const;
const RATES = ["inputPerMTok", "outputPerMTok", "cachedInputPerMTok"] as const;

/**
 * Checks a budget where it is given (`where` names it in the error) and returns it frozen: counts are
 * integers >= 0, `maxCostUsd` a finite number >= 0, prices finite numbers >= 0. With `model` known and a
 * `maxCostUsd`, the model must have a price (in the budget's `prices`, else `prices`) — refused here, at
 * definition, rather than at the first call.
 */
export function checkBudget(budget: Budget | undefined, where: string, prices?: PriceTable, model?: string): Budget | undefined {
  if (budget === undefined) return undefined;
  if (typeof budget !== "object" || budget === null) throw new ConfigurationError(`${where}: budget must be an object ({ maxTokens?, maxModelCalls?, maxCostUsd? }).`);
  for (const key of COUNTS) {
    const v = budget[key];
    if (v !== undefined && !(Number.isInteger(v) && v >= 0)) throw new ConfigurationError(`${where}: budget.${key} must be an integer >= 0, got ${String(v)}.`);
  }
  const cost = budget.maxCostUsd;
  if (cost !== undefined && !(Number.isFinite(cost) && cost >= 0)) throw new ConfigurationError(`${where}: budget.maxCostUsd must be a number >= 0, got ${String(cost)}.`);
  checkPrices(budget.prices, `${where} budget`);
  const table = budget.prices ?? prices;
  if (cost !== undefined && model !== undefined && !modelPrice(table, model)) {
    throw new ConfigurationError(`${where}: budget.maxCostUsd needs a price for model "${model}": add it to \`prices\` (the runtime's option or the budget's own), in USD per million tokens.`);
  }
  return Object.freeze({ ...budget });
}

/** Checks a price table: every rate a finite number >= 0, input and output rates given. */
export function checkPrices(prices: PriceTable | undefined, where: string): void {
  if (prices === undefined) return;
  for (const [model, price] of Object.entries(prices)) {
    for (const key of RATES) {
      const v = price?.[key];
      if (v === undefined && key === "cachedInputPerMTok") continue;
      if (!(typeof v === "number" && Number.isFinite(v) && v >= 0)) {
        throw new ConfigurationError(`${where} prices: "${model}".${key} must be a number >= 0 (USD per million tokens), got ${String(v)}.`);
      }
    }
  }
}
