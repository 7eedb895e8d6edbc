import {
  AgenticError,
  ApprovalRequiredError,
  AuthenticationError,
  DecisionError,
  InvalidRequestError,
  JournalWriteError,
  ModelNotFoundError,
  RateLimitError,
  RunConflictError,
  RunNotFoundError,
  TimeoutError,
} from "@agentic-ts/core";
import { STATUS_CODES } from "node:http";

/** The JSON body {@link AgenticExceptionFilter} answers with: Nest's error shape plus a stable `code`. */
export interface AgenticErrorBody {
  readonly statusCode: number;
  /** The status's reason phrase, e.g. `"Bad Gateway"`. */
  readonly error: string;
  /** A sentence for the client; never a prompt, a model reply or a provider's own message. */
  readonly message: string;
  /** What happened, stable across versions: `decision_failed`, `approval_required`, `rate_limited`, … */
  readonly code: string;
  readonly [detail: string]: unknown;
}

/** An agentic-ts error as an HTTP response: status, JSON body and extra headers. */
export interface AgenticHttpError {
  readonly status: number;
  readonly body: AgenticErrorBody;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Maps an error to the HTTP response that tells the client the truth without leaking the prompt, the
 * model's reply or the server's configuration; `undefined` for errors this mapping leaves to Nest.
 *
 * - `DecisionError` → 502 Bad Gateway: the client's request was fine, the model (upstream) misbehaved.
 * - `ApprovalRequiredError` → 409 Conflict with the pending call: outside a durable run nothing is queued
 *   and there is no run to resume, so 202 Accepted would promise work that will never happen. (A run
 *   suspends instead of throwing; return 202 with its id from `runs.start` yourself.)
 * - `RateLimitError` → 429 with `Retry-After` (seconds) when the provider said how long to wait.
 * - `TimeoutError` → 504 Gateway Timeout.
 * - `AuthenticationError` → 500: the server's key is wrong; the body names neither key nor variable.
 * - `ModelNotFoundError` → 500: the server is configured with a model the provider does not serve.
 * - `InvalidRequestError` → 502: the provider refused the request the server built.
 * - `RunConflictError` → 409: the run moved on (another verdict was given, or the model re-picked after a
 *   decline, so the request the client saw is no longer the pending one); nothing was recorded.
 * - `RunNotFoundError` → 404.
 * - `JournalWriteError` → 503 with the run id: the store failed after a step; the run stays `running`
 *   and completes on the next `runs.recover()`.
 */
export function agenticHttpError(error: unknown): AgenticHttpError | undefined {
  if (!(error instanceof AgenticError)) return undefined;
  if (error instanceof DecisionError) {
    return http(502, "decision_failed", `The model did not make a valid choice after ${error.attempts.length} attempt(s).`, {
      kind: error.kind,
      attempts: error.attempts.length,
      options: [...error.options],
    });
  }
  if (error instanceof ApprovalRequiredError) {
    const { option, function: fn, args, reason } = error.pending;
    return http(409, "approval_required", `"${option}" needs approval before it runs; nothing was done.`, {
      pending: reason === undefined ? { option, function: fn, args } : { option, function: fn, args, reason },
    });
  }
  if (error instanceof RateLimitError) {
    const seconds = error.retryAfterMs === undefined ? undefined : Math.max(0, Math.ceil(error.retryAfterMs / 1000));
    const body = seconds === undefined ? {} : { retryAfterSeconds: seconds };
    return http(429, "rate_limited", "The model provider is rate limiting this server; try again later.", body, seconds);
  }
  if (error instanceof TimeoutError) return http(504, "timeout", "The model did not answer in time.");
  if (error instanceof AuthenticationError) return http(500, "provider_authentication", "The server's model provider credentials were rejected.");
  if (error instanceof ModelNotFoundError) return http(500, "model_not_found", "The server is configured with a model its provider does not serve.");
  if (error instanceof InvalidRequestError) return http(502, "provider_invalid_request", "The model provider refused the request.");
  if (error instanceof RunConflictError) {
    return http(409, "run_conflict", "The run changed since it was read (another verdict, or a new request to approve); nothing was recorded. Read it again.", {
      status: error.status,
    });
  }
  if (error instanceof RunNotFoundError) return http(404, "run_not_found", "No such run.");
  if (error instanceof JournalWriteError) {
    return http(503, "run_store_unavailable", "The run's store failed after a step; the run will be completed when the store recovers.", { runId: error.runId });
  }
  return undefined;
}

function http(status: number, code: string, message: string, details: object = {}, retryAfterSeconds?: number): AgenticHttpError {
  const body: AgenticErrorBody = { statusCode: status, error: STATUS_CODES[status] ?? "Error", message, code, ...details };
  return { status, body, headers: retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) } };
}
