import type { BudgetLimit, BudgetOverrun, BudgetScopeKind, BudgetSpent } from "../contracts/budget";
import { AgenticError } from "./agentic-error";

// "2 of 2 model calls": what was spent of the limit reached.
const OF: Readonly<Record<BudgetLimit, (spent: BudgetSpent, max: number) => string>> = {
  maxTokens: (s, max) => `${s.tokens} of ${max} tokens`,
  maxModelCalls: (s, max) => `${s.modelCalls} of ${max} model calls`,
  maxCostUsd: (s, max) => `$${round(s.costUsd ?? 0)} of $${round(max)}`,
};

const WHERE: Readonly<Record<BudgetScopeKind, string>> = {
  decision: "decision.make(…, { budget })",
  exec: "exec(…, { budget })",
  runtime: "the runtime's budget option (it applies to each decision and exec)",
  run: "runs.resume(id, { budget }) with a higher limit",
};

/**
 * Thrown instead of sending a model call when a budget is spent: `limit` names the limit reached, `max`
 * its value, `scope` whose budget it was, and `spent` what the operation had spent (tokens, model calls
 * and, when priced, US dollars). Inside a durable run, the run's own budget suspends the run with status
 * `budget` instead; `runs.resume(id, { budget })` with a raised limit continues it.
 */
export class BudgetExceededError extends AgenticError {
  readonly limit: BudgetLimit;
  readonly max: number;
  readonly scope: BudgetScopeKind;
  readonly spent: BudgetSpent;

  constructor(overrun: BudgetOverrun) {
    const { limit, max, scope, spent } = overrun;
    const cost = spent.costUsd === undefined ? "" : `, $${round(spent.costUsd)}`;
    super(
      `Budget exceeded: ${OF[limit](spent, max)} spent (the ${scope}'s ${limit}); in all ${spent.modelCalls} model calls, ` +
        `${spent.tokens} tokens${cost}. The next model call was not sent; raise ${limit} in ${WHERE[scope]}.`,
    );
    this.limit = limit;
    this.max = max;
    this.scope = scope;
    this.spent = spent;
  }

  /** The overrun as plain data (what a suspended run records). */
  toOverrun(): BudgetOverrun {
    return { limit: this.limit, max: this.max, scope: this.scope, spent: this.spent };
  }
}

// Dollars to a precision that still shows fractions of a cent.
function round(usd: number): string {
  return String(Math.round(usd * 1e6) / 1e6);
}
