import type { CallContext } from "../contracts/call-context";
import type { Runtime } from "../runtime/runtime";
import type { ModelSettings } from "../contracts/model-settings";
import type { RetryInfo } from "../runtime/transport-retry";
import type { PickMode } from "../contracts/pick-mode";
import type { Budget } from "../contracts/budget";

/** Options of `decision.make`. */
export interface DecisionOptions {
  /** The runtime to ask; defaults to the ambient one. */
  readonly runtime?: Runtime;
  /** Values for `@ContextParam` parameters of the function options. */
  readonly context?: CallContext;
  /** Re-picks after a bad reply; default 1, 0 disables. */
  readonly maxRetries?: number;
  /** Aborts the first call and every re-pick; the decision rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** One budget for the first call and every re-pick together. */
  readonly timeoutMs?: number;
  /** The model to use (defaults to the runtime's). */
  readonly model?: string;
  /** The system prompt (defaults to the runtime's). */
  readonly system?: string;
  /**
   * Sampling settings for this call's model calls (re-picks included): `temperature`, `maxTokens`,
   * `topP`, `stopSequences`, `seed`, `providerOptions`. They win over the enclosing agentic function's
   * `settings`, which win over the runtime's.
   */
  readonly settings?: ModelSettings;
  /**
   * How the pick reaches the model: `"text"` (the menu in the prompt), `"tools"` (each option a native
   * tool, a tool call required) or `"json"` (native structured output). Defaults to the enclosing agentic
   * function's `pickMode`, then the runtime's, then `"text"`.
   */
  readonly pickMode?: PickMode;
  /**
   * A spending limit on the decision: its first call, re-picks, and the model calls of the function it
   * picks, with their tokens and cost. Checked before each model call; replaces the runtime's `budget` for
   * this decision. Exceeded: `BudgetExceededError`, and nothing more is sent.
   */
  readonly budget?: Budget;
  /** Hears transport retries (429, 5xx, connection errors) — never re-picks. */
  readonly onRetry?: (info: RetryInfo) => void;
  /** Hears the reply text as it streams in (providers that cannot stream call it once per reply). */
  readonly onText?: (delta: string) => void;
}

/** Checks a `maxRetries` value and applies the default of 1. */
export function retriesOf(maxRetries: number | undefined): number {
  const value = maxRetries ?? 1;
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`maxRetries must be an integer >= 0 (0 disables re-picks), got ${String(maxRetries)}`);
  }
  return value;
}
