/**
 * The price of one model, in US dollars per million tokens: what `maxCostUsd` budgets are counted in.
 * Cached input tokens (`Usage.cachedInputTokens`) are charged at `cachedInputPerMTok` when it is given,
 * else at `inputPerMTok`; reasoning tokens are output tokens and charged at `outputPerMTok`.
 */
export interface ModelPrice {
  /** USD per million input tokens (uncached ones, and cached ones when `cachedInputPerMTok` is absent). */
  readonly inputPerMTok: number;
  /** USD per million output tokens (reasoning included). */
  readonly outputPerMTok: number;
  /** USD per million input tokens read from the provider's prompt cache. */
  readonly cachedInputPerMTok?: number;
}

/**
 * Prices by model id — the name a call is made with (`model` of the request, else the runtime's), e.g.
 * `{ "gpt-6-luna": { inputPerMTok: 1.25, outputPerMTok: 10, cachedInputPerMTok: 0.125 } }`. agentic-ts
 * ships no prices: they change, and yours are the ones you pay.
 */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

/**
 * A spending limit on an operation (`decision.make`, `exec`), on each operation of a runtime, or on a
 * durable run. Each limit is checked before a model call is sent, against what the completed calls of the
 * operation spent; one past (or at) its limit ends the operation with `BudgetExceededError` instead.
 */
export interface Budget {
  /** Input plus output tokens (cached and reasoning ones are part of those). */
  readonly maxTokens?: number;
  /** Model calls, re-picks, re-asks and tool-loop turns included (transport retries are one call). */
  readonly maxModelCalls?: number;
  /** US dollars, priced by `prices` (or the runtime's `prices`); every model called needs a price. */
  readonly maxCostUsd?: number;
  /** Prices for `maxCostUsd`, overriding the runtime's `prices` for this budget. */
  readonly prices?: PriceTable;
}

/** The limit of a {@link Budget} that was reached. */
export type BudgetLimit = "maxTokens" | "maxModelCalls" | "maxCostUsd";

/** What a budget's operation spent: completed model calls, their tokens, and their cost when priced. */
export interface BudgetSpent {
  /** Input plus output tokens of the completed calls (a call whose provider reported none counts 0). */
  readonly tokens: number;
  /** Model calls sent (or answered from a run's journal), whether or not they reported usage. */
  readonly modelCalls: number;
  /** US dollars, when the budget has prices to count them with. */
  readonly costUsd?: number;
}

/** Whose budget was exceeded: an operation's own, the runtime's (per operation), or a durable run's. */
export type BudgetScopeKind = "decision" | "exec" | "runtime" | "run";

/** A budget that stopped an operation: which limit, its value, whose budget it was and what was spent. */
export interface BudgetOverrun {
  readonly limit: BudgetLimit;
  /** The limit's value. */
  readonly max: number;
  readonly scope: BudgetScopeKind;
  readonly spent: BudgetSpent;
}
