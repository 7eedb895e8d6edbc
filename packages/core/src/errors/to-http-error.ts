import { AgenticError } from "./agentic-error";
import { ApprovalRequiredError } from "./approval-required-error";
import { AuthenticationError } from "./authentication-error";
import { BudgetExceededError } from "./budget-exceeded-error";
import { DecisionError } from "./decision-error";
import type { HttpErrorBody, HttpErrorCode, HttpErrorResponse, HttpErrorStatus } from "./http-error-response";
import { InvalidRequestError } from "./invalid-request-error";
import { JournalWriteError } from "./journal-write-error";
import { StoreUnavailableError } from "./store-unavailable-error";
import { MaxIterationsError } from "./max-iterations-error";
import { ModelNotFoundError } from "./model-not-found-error";
import { ProviderError } from "./provider-error";
import { RateLimitError } from "./rate-limit-error";
import { RunConflictError } from "./run-conflict-error";
import { RunNotFoundError } from "./run-not-found-error";
import { isSuspension } from "./run-suspension";
import { StructuredOutputError } from "./structured-output-error";
import { TimeoutError } from "./timeout-error";

// The reason phrases of the statuses answered; a table of its own so that core needs no node:http (Hono
// also runs where there is none).
const REASONS: Readonly<Record<HttpErrorStatus, string>> = {
  402: "Payment Required",
  404: "Not Found",
  409: "Conflict",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/**
 * Maps an agentic-ts error to the HTTP response that tells the client the truth without leaking the
 * prompt, the model's reply, the provider's message, the server's keys or the call's context; for any
 * other value it returns `undefined`, so the caller passes the error on to its framework's default
 * handler (which answers as it always did). Log the error itself for the operator: the body is written
 * by agentic-ts and never holds an error's own message, so a 5xx body does not say which key or model.
 *
 * - `DecisionError`, `StructuredOutputError`, `MaxIterationsError` → 502: the request was fine, the model
 *   (upstream) never gave a usable answer. The body has the problem's kind and the attempt count.
 * - `ApprovalRequiredError` → 409 with the pending call (option, function, validated arguments): outside
 *   a durable run nothing is queued, so 202 would promise work that never happens. A durable run suspends
 *   instead of throwing: answer 202 with the id `runs.start` returned.
 * - `BudgetExceededError` → 402 with the limit, its value and what was spent (numbers and limit names only):
 *   a spending limit was reached, which is what 402 says. Not 429: that promises a later retry succeeds,
 *   and the same request would hit the same budget again; not 5xx: nothing failed, the caller's limit held.
 * - `RateLimitError` → 429, with `Retry-After` (whole seconds) when the provider said how long to wait.
 * - `TimeoutError` → 504. `InvalidRequestError` and every other `ProviderError` (5xx, connection,
 *   malformed body) → 502.
 * - `AuthenticationError`, `ModelNotFoundError` → 500: the server's key or model is wrong.
 * - `RunConflictError` → 409 (the run moved on; nothing was recorded), `RunNotFoundError` → 404,
 *   `JournalWriteError` → 503 (the store failed after a step; `runs.recover()` completes the run),
 *   `StoreUnavailableError` (a store busy past its timeout) → 503 with `Retry-After` when it has a hint.
 * - Any other agentic-ts error (`ConfigurationError`, `NoRuntimeError`, `NonDeterminismError`,
 *   `AgenticTypeError`, a run's suspension signal, other packages' errors) → 500 `internal_error`.
 *
 * @example
 * ```ts
 * app.setErrorHandler((error, request, reply) => {       // Fastify
 *   const http = toHttpError(error);
 *   if (!http) throw error;                              // not agentic-ts's: Fastify's default handler
 *   if (http.status >= 500) request.log.error(error);
 *   return reply.code(http.status).headers(http.headers).send(http.body);
 * });
 * ```
 */
export function toHttpError(error: unknown): HttpErrorResponse | undefined {
  if (isSuspension(error)) return internal();
  if (!(error instanceof AgenticError)) return undefined;
  if (error instanceof DecisionError) {
    const { attempts, kind, options } = error;
    return response(502, "decision_failed", `The model did not make a valid choice after ${attempts.length} attempt(s).`, {
      kind,
      attempts: attempts.length,
      options: [...options],
    });
  }
  if (error instanceof StructuredOutputError) {
    const { attempts, kind } = error;
    return response(502, "structured_output_failed", `The model did not answer in the requested format after ${attempts.length} attempt(s).`, {
      kind,
      attempts: attempts.length,
    });
  }
  if (error instanceof MaxIterationsError) return response(502, "max_iterations", "The model kept asking for tools and never answered.");
  if (error instanceof ApprovalRequiredError) {
    // Field by field: the request also holds the call's context and the policy's reason (which a policy
    // may build from the context), and neither is the client's to see.
    const { option, function: fn, args } = error.pending;
    return response(409, "approval_required", `"${option}" needs approval before it runs; nothing was done.`, {
      pending: { option, function: fn, args },
    });
  }
  if (error instanceof BudgetExceededError) {
    const { limit, max, scope, spent } = error;
    const spentNumbers = { tokens: spent.tokens, modelCalls: spent.modelCalls, ...(spent.costUsd !== undefined ? { costUsd: spent.costUsd } : {}) };
    return response(402, "budget_exceeded", "The operation reached its spending limit; no further model call was sent.", {
      budget: { limit, max, scope, spent: spentNumbers },
    });
  }
  if (error instanceof ProviderError) return providerResponse(error);
  if (error instanceof TimeoutError) return response(504, "timeout", "The model did not answer in time.");
  if (error instanceof RunConflictError) {
    return response(409, "run_conflict", "The run changed since it was read (another verdict, or a new request to approve); nothing was recorded. Read it again.", {
      runId: error.runId,
      status: error.status,
    });
  }
  if (error instanceof RunNotFoundError) return response(404, "run_not_found", "No such run.", { runId: error.runId });
  if (error instanceof JournalWriteError) {
    return response(503, "run_store_unavailable", "The run's store failed after a step; the run will be completed when the store recovers.", {
      runId: error.runId,
    });
  }
  if (error instanceof StoreUnavailableError) {
    // At least a second: the store just waited that long for its lock.
    return retryLater(503, "store_unavailable", "The server's store is busy; nothing was done. Try again shortly.", error.retryAfterMs, 1);
  }
  return internal();
}

function providerResponse(error: ProviderError): HttpErrorResponse {
  if (error instanceof RateLimitError) {
    return retryLater(429, "rate_limited", "The model provider is rate limiting this server; try again later.", error.retryAfterMs, 0);
  }
  if (error instanceof AuthenticationError) return response(500, "provider_authentication", "The server's model provider credentials were rejected.");
  if (error instanceof ModelNotFoundError) return response(500, "model_not_found", "The server is configured with a model its provider does not serve.");
  if (error instanceof InvalidRequestError) return response(502, "provider_invalid_request", "The model provider refused the request.");
  return response(502, "provider_error", "The model provider failed to answer.");
}

// A "try again later" answer: with a wait (whole seconds, at least `minSeconds`) in the body and as
// `Retry-After` when the error knows it, else without either.
function retryLater(status: 429 | 503, code: HttpErrorCode, message: string, retryAfterMs: number | undefined, minSeconds: number): HttpErrorResponse {
  if (retryAfterMs === undefined) return response(status, code, message);
  const seconds = Math.max(minSeconds, Math.ceil(retryAfterMs / 1000));
  return response(status, code, message, { retryAfterSeconds: seconds }, { "Retry-After": String(seconds) });
}

function internal(): HttpErrorResponse {
  return response(500, "internal_error", "The server failed to handle the request.");
}

type Details = Omit<HttpErrorBody, "statusCode" | "error" | "message" | "code">;

function response(status: HttpErrorStatus, code: HttpErrorCode, message: string, details: Details = {}, headers: Record<string, string> = {}): HttpErrorResponse {
  return { status, headers, body: { statusCode: status, error: REASONS[status], message, code, ...details } };
}
