import type { ModelPrice, PriceTable } from "../contracts/budget";
import type { Usage } from "../contracts/model-request";

/**
 * The cost of one call's usage in US dollars at `price`: uncached input at `inputPerMTok`, cached input
 * at `cachedInputPerMTok` (else `inputPerMTok`), output — reasoning included — at `outputPerMTok`.
 * Anthropic's cache writes are part of `inputTokens` and are charged at the input price (the provider
 * charges them a little more).
 */
export function costOf(usage: Usage, price: ModelPrice): number {
  const cached = Math.min(usage.cachedInputTokens ?? 0, usage.inputTokens);
  const input = (usage.inputTokens - cached) * price.inputPerMTok + cached * (price.cachedInputPerMTok ?? price.inputPerMTok);
  return (input + usage.outputTokens * price.outputPerMTok) / 1_000_000;
}

/**
 * The price of `model` in `prices`, by own key only: a model named like an Object.prototype member
 * ("constructor") has no price by inheritance. `undefined` when there is none.
 */
export function modelPrice(prices: PriceTable | undefined, model: string | undefined): ModelPrice | undefined {
  return model === undefined || prices === undefined || !Object.hasOwn(prices, model) ? undefined : prices[model];
}
