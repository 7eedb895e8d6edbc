import { AsyncLocalStorage } from "node:async_hooks";
import diagnosticsChannel from "node:diagnostics_channel";
import { DIAGNOSTICS_CHANNELS, type ModelCallEndMessage, type Usage } from "@agentic-ts/core";

/** Tokens summed over model calls. */
export interface UsageSum {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  reasoningTokens: number;
  /** How many model calls answered. */
  calls: number;
}

/**
 * Sums the usage of every model call made inside {@link UsageTally.count}'s callback, failed decisions
 * included (whose usage no result carries): it listens on core's model-call-end diagnostics channel and
 * adds each call to the sum of the async context it was made in. Concurrent callbacks keep apart.
 */
export class UsageTally {
  private readonly sums = new AsyncLocalStorage<UsageSum>();
  private readonly listener = (message: unknown): void => {
    const sum = this.sums.getStore();
    const usage: Usage | undefined = (message as ModelCallEndMessage).response?.usage;
    if (sum === undefined || usage === undefined) return;
    sum.inputTokens += usage.inputTokens;
    sum.outputTokens += usage.outputTokens;
    sum.cachedInputTokens += usage.cachedInputTokens ?? 0;
    sum.reasoningTokens += usage.reasoningTokens ?? 0;
    sum.calls++;
  };

  constructor() {
    diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.modelCallEnd, this.listener);
  }

  /** Runs `work` and returns its outcome with the usage of the model calls it made. */
  async count<T>(work: () => Promise<T>): Promise<{ readonly value: T; readonly usage: UsageSum }> {
    const sum: UsageSum = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, reasoningTokens: 0, calls: 0 };
    const value = await this.sums.run(sum, work);
    return { value, usage: sum };
  }

  /** Stops listening. */
  close(): void {
    diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.modelCallEnd, this.listener);
  }
}
