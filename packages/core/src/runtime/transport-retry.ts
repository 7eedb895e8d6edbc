import { ProviderError } from "../errors/provider-error";
import { sleep } from "./deadline";

/** How transport failures (429, 5xx, connection errors) are retried. One layer only: provider SDK retries stay off. */
export interface RetryPolicy {
  /** Retries after the first try; 0 disables. Default 2. */
  readonly maxRetries: number;
  /** The first backoff delay; it doubles per retry (with jitter). Default 500 ms. */
  readonly baseDelayMs: number;
  /** The longest wait, including a provider's `Retry-After`. Default 30 000 ms. */
  readonly maxDelayMs: number;
}

/** The default {@link RetryPolicy}. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 30_000 };

/** What `onRetry` hears before each transport retry. */
export interface RetryInfo {
  /** 1 for the first retry. */
  readonly attempt: number;
  readonly error: ProviderError;
  /** How long the runtime waits before trying again. */
  readonly delayMs: number;
}

/**
 * Goes on after the first try of `attempt` failed with `error`: retries a retryable {@link ProviderError}
 * with exponential backoff (or the provider's `Retry-After`) until a try succeeds, the error is not
 * retryable, retries run out, or the deadline aborts. The caller makes the first try itself, so a call that
 * succeeds at once pays for no retry loop (its frame and closures). Model re-picks are a different
 * mechanism and never pass through here.
 */
export async function retryTransport<T>(
  error: unknown,
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  signal: AbortSignal,
  onRetry?: (info: RetryInfo) => void,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    if (signal.aborted) throw signal.reason;
    if (!(error instanceof ProviderError) || !error.retryable) throw error;
    if (retry >= policy.maxRetries) {
      if (retry > 0) {
        // Say what happened: the same typed error, marked with the tries it took.
        error.attempts = retry + 1;
        error.message = `${error.message} (gave up after ${retry + 1} attempts)`;
      }
      throw error;
    }
    const backoff = policy.baseDelayMs * 2 ** retry * (0.5 + Math.random() / 2);
    const delayMs = Math.min(policy.maxDelayMs, Math.round(error.retryAfterMs ?? backoff));
    onRetry?.({ attempt: retry + 1, error, delayMs });
    await sleep(delayMs, signal);
    try {
      return await attempt();
    } catch (next) {
      error = next;
    }
  }
}
