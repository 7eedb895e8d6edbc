import type { Budget, BudgetLimit, BudgetOverrun, BudgetScopeKind, BudgetSpent, ModelPrice, PriceTable } from "../contracts/budget";
import type { Usage } from "../contracts/model-request";
import { BudgetExceededError } from "../errors/budget-exceeded-error";
import { ConfigurationError } from "../errors/configuration-error";
import { costOf, modelPrice } from "./cost-of";

/**
 * What one budget scope (an operation, a runtime's per-operation budget, a durable run) has spent, and
 * the check made before each model call it covers. Scopes nest: a call counts toward its scope and every
 * enclosing one (`parent`), and is sent only when none of them is spent. Model calls count when they are
 * sent (or answered from a run's journal), tokens and dollars when their usage comes back; a call whose
 * provider reports no usage counts 0 tokens and $0.
 */
export class BudgetMeter {
  /** Input plus output tokens of the completed calls. */
  tokens = 0;
  /** Model calls sent or answered from a journal. */
  modelCalls = 0;
  /** US dollars, counted only when the budget has a `maxCostUsd`. */
  costUsd = 0;
  /** Set when this scope's own limit refused a call (what a run records when it stops for its budget). */
  overrun?: BudgetOverrun;
  private readonly prices?: PriceTable;

  constructor(
    readonly budget: Budget,
    /** Whose budget it is, named in the error. */
    readonly kind: BudgetScopeKind,
    /** Prices to count `maxCostUsd` in: the budget's own, else the runtime's. */
    prices: PriceTable | undefined,
    /** The enclosing scope, if any: everything counted here is counted there too. */
    readonly parent?: BudgetMeter,
  ) {
    this.prices = budget.prices ?? prices;
  }

  /** What was spent, as the error and a suspended run report it. */
  get spent(): BudgetSpent {
    const spent = { tokens: this.tokens, modelCalls: this.modelCalls };
    return this.budget.maxCostUsd === undefined ? spent : { ...spent, costUsd: this.costUsd };
  }

  /**
   * Checks this scope and every enclosing one before a call to `model` is sent, then counts the call in
   * each. Throws {@link BudgetExceededError} (innermost spent scope first) or, for a `maxCostUsd` budget
   * without a price for `model`, a ConfigurationError; nothing is counted then.
   */
  admit(model: string | undefined): void {
    for (let m: BudgetMeter | undefined = this; m; m = m.parent) m.check(model);
    for (let m: BudgetMeter | undefined = this; m; m = m.parent) m.modelCalls++;
  }

  /** Counts a completed call's usage in this scope and every enclosing one. */
  spend(model: string | undefined, usage: Usage | undefined): void {
    if (!usage) return;
    for (let m: BudgetMeter | undefined = this; m; m = m.parent) m.add(model, usage);
  }

  /** Counts a call answered from a run's journal (not sent, so not checked): the call and its usage. */
  replayed(model: string | undefined, usage: Usage | undefined): void {
    for (let m: BudgetMeter | undefined = this; m; m = m.parent) m.modelCalls++;
    this.spend(model, usage);
  }

  private check(model: string | undefined): void {
    const { maxTokens, maxModelCalls, maxCostUsd } = this.budget;
    if (maxModelCalls !== undefined && this.modelCalls >= maxModelCalls) this.refuse("maxModelCalls", maxModelCalls);
    if (maxTokens !== undefined && this.tokens >= maxTokens) this.refuse("maxTokens", maxTokens);
    if (maxCostUsd !== undefined) {
      this.priceOf(model);
      if (this.costUsd >= maxCostUsd) this.refuse("maxCostUsd", maxCostUsd);
    }
  }

  private add(model: string | undefined, usage: Usage): void {
    this.tokens += usage.inputTokens + usage.outputTokens;
    if (this.budget.maxCostUsd !== undefined) this.costUsd += costOf(usage, this.priceOf(model));
  }

  private priceOf(model: string | undefined): ModelPrice {
    const price = modelPrice(this.prices, model);
    if (price) return price;
    const name = model === undefined ? "a call with no model name" : `model "${model}"`;
    throw new ConfigurationError(
      `A budget with maxCostUsd (the ${this.kind}'s) has no price for ${name}: add it to the runtime's \`prices\` option ` +
        `or the budget's own (\`prices: { "${model ?? "<model>"}": { inputPerMTok, outputPerMTok } }\`), in USD per million tokens.`,
    );
  }

  private refuse(limit: BudgetLimit, max: number): never {
    const overrun: BudgetOverrun = { limit, max, scope: this.kind, spent: this.spent };
    this.overrun ??= overrun;
    throw new BudgetExceededError(overrun);
  }
}
