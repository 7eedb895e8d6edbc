import { AgenticError, ProviderError } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";

/**
 * Decides which errors end a run for good. Inside a run every step is journaled, so an error that
 * reaches Restate is the same on every retry — a decision that ran out of re-picks, a function's recorded
 * failure, a missing context value — and retrying it would loop; it is made terminal. Provider errors the
 * runtime calls retryable (429, 5xx, a reset connection that outlasted the runtime's own retries) and
 * errors `retryable` accepts stay retryable: Restate retries the invocation, replaying completed steps.
 */
export function terminalErrorMapper(retryable?: (error: unknown) => boolean): (error: unknown) => restate.TerminalError | undefined {
  return (error) => {
    if (error instanceof restate.TerminalError) return error;
    if (error instanceof ProviderError && error.retryable) return undefined;
    if (retryable?.(error)) return undefined;
    if (error instanceof AgenticError || error instanceof Error) {
      return new restate.TerminalError(`${error.name}: ${error.message}`, { errorCode: 500 });
    }
    return new restate.TerminalError(String(error), { errorCode: 500 });
  };
}
