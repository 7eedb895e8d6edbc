/** The statuses {@link toHttpError} answers with (each is one of Hono's, Fastify's and Express's own status types). */
export type HttpErrorStatus = 402 | 404 | 409 | 429 | 500 | 502 | 503 | 504;

/**
 * What happened, as a stable machine-readable word a client can branch on:
 *
 * - `decision_failed`, `structured_output_failed`, `max_iterations`: the model never gave a usable answer.
 * - `approval_required`: the call the model chose waits for a person; nothing ran.
 * - `rate_limited`, `timeout`, `provider_error`, `provider_invalid_request`: the model provider failed.
 * - `provider_authentication`, `model_not_found`: the server's key or model is wrong.
 * - `budget_exceeded`: the operation's spending limit was reached; the next model call was not sent.
 * - `run_conflict`, `run_not_found`, `run_store_unavailable`: a durable run's state or store.
 * - `store_unavailable`: a store was busy (locked past its timeout); nothing was done, try again.
 * - `internal_error`: a fault of the server's own (its setup, its code); the log has the details.
 */
export type HttpErrorCode =
  | "decision_failed"
  | "structured_output_failed"
  | "max_iterations"
  | "approval_required"
  | "rate_limited"
  | "timeout"
  | "provider_error"
  | "provider_invalid_request"
  | "provider_authentication"
  | "model_not_found"
  | "budget_exceeded"
  | "run_conflict"
  | "run_not_found"
  | "run_store_unavailable"
  | "store_unavailable"
  | "internal_error";

/** The call an `approval_required` body says is waiting: no context values, no approval reason. */
export interface HttpPendingCall {
  /** The option (or tool) name the model called. */
  readonly option: string;
  /** The agentic function's own name. */
  readonly function: string;
  /** The validated model arguments (hidden and context parameters are never among them). */
  readonly args: Readonly<Record<string, unknown>>;
}

/** The budget a `budget_exceeded` body names: the limit, its value and what was spent — no prompt, no model. */
export interface HttpBudgetOverrun {
  /** `maxTokens`, `maxModelCalls` or `maxCostUsd`. */
  readonly limit: string;
  readonly max: number;
  /** `decision`, `exec`, `runtime` or `run`. */
  readonly scope: string;
  readonly spent: { readonly tokens: number; readonly modelCalls: number; readonly costUsd?: number };
}

/**
 * The JSON body of an agentic-ts error response: NestJS's error shape (`statusCode`, `error`, `message`)
 * plus a stable {@link HttpErrorCode} and the details that code has. It never carries a prompt, a model
 * reply, a provider's message, a key or its variable's name, a stack, or a context value.
 */
export interface HttpErrorBody {
  /** The response's status, repeated in the body as NestJS does. */
  readonly statusCode: HttpErrorStatus;
  /** The status's reason phrase, e.g. `"Bad Gateway"`. */
  readonly error: string;
  /** A sentence for the client, written by agentic-ts (never an error's own message). */
  readonly message: string;
  /** What happened, for the client to branch on. */
  readonly code: HttpErrorCode;
  /** `decision_failed`, `structured_output_failed`: the kind of the last problem, e.g. `"no_action"`. */
  readonly kind?: string;
  /** `decision_failed`, `structured_output_failed`: how many replies the model gave. */
  readonly attempts?: number;
  /** `decision_failed`: the names of the options on the menu. */
  readonly options?: readonly string[];
  /** `approval_required`: the call that waits. */
  readonly pending?: HttpPendingCall;
  /**
   * `rate_limited`: the provider's wait, in whole seconds, when it gave one; `store_unavailable`: about as
   * long as the store waited for its lock (also the `Retry-After` header).
   */
  readonly retryAfterSeconds?: number;
  /** `budget_exceeded`: the limit reached, its value and what was spent (numbers only). */
  readonly budget?: HttpBudgetOverrun;
  /** `run_conflict`, `run_not_found`, `run_store_unavailable`: the durable run. */
  readonly runId?: string;
  /** `run_conflict`: the run's status as the request found it. */
  readonly status?: string;
}

/** An agentic-ts error as an HTTP response: the status, the headers to set (`Retry-After`) and the JSON body. */
export interface HttpErrorResponse {
  readonly status: HttpErrorStatus;
  /** Headers to set besides the framework's own: `Retry-After` on a 429 whose provider said how long, or a busy store's 503. */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body to send. */
  readonly body: HttpErrorBody;
}
