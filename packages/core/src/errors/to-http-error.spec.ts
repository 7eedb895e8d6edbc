import * as core from "../index";
import { RunSuspension } from "./run-suspension";
import { toHttpError } from "./to-http-error";

// Planted in every place an error carries text of its own: its message, the prompt and the model's reply,
// the provider's message, a cause, the approval reason and the call's context. None may reach a body.
const SECRET = "secret-7f3a";
const KEY = "sk-live-0123456789abcdef";
const LEAKS = [SECRET, KEY, "OPENAI_API_KEY", "stack", "cause"];

const attempt = { reply: `I pick ${SECRET}`, kind: "no_action" as const, message: `Nothing in ${SECRET}` };
const setup = { ...core.providerSetup("OpenAIRuntime", "OPENAI_API_KEY", {}), model: `gpt-${SECRET}` };
const fromStatus = (status: number) => core.providerErrorFromStatus(status, `${SECRET} rejected ${KEY}`, { provider: "openai", setup, cause: new Error(SECRET) });
const pending = { option: "refund", function: "refund", args: { orderId: "A-7" }, reason: `Customer ${SECRET} needs a person`, via: "decision" as const, context: { customerId: SECRET } };

/** One instance of every error class core exports, with the status and code it must be answered with. */
const CASES: Record<string, { error: unknown; status: number; code: string }> = {
  AgenticError: { error: new core.AgenticError(SECRET), status: 500, code: "internal_error" },
  AgenticTypeError: { error: new core.AgenticTypeError(SECRET), status: 500, code: "internal_error" },
  ConfigurationError: { error: new core.ConfigurationError(`Set ${SECRET} in OPENAI_API_KEY`), status: 500, code: "internal_error" },
  NoRuntimeError: { error: new core.NoRuntimeError(SECRET), status: 500, code: "internal_error" },
  NonDeterminismError: { error: new core.NonDeterminismError("r:1", SECRET, SECRET, SECRET), status: 500, code: "internal_error" },
  DecisionError: { error: new core.DecisionError([attempt, attempt], ["refund", "close"]), status: 502, code: "decision_failed" },
  StructuredOutputError: { error: new core.StructuredOutputError([attempt]), status: 502, code: "structured_output_failed" },
  MaxIterationsError: { error: new core.MaxIterationsError(8), status: 502, code: "max_iterations" },
  ApprovalRequiredError: { error: new core.ApprovalRequiredError(pending), status: 409, code: "approval_required" },
  BudgetExceededError: {
    error: new core.BudgetExceededError({ limit: "maxModelCalls", max: 2, scope: "exec", spent: { tokens: 40, modelCalls: 2, costUsd: 0.001 } }),
    status: 402,
    code: "budget_exceeded",
  },
  TimeoutError: { error: new core.TimeoutError(1500), status: 504, code: "timeout" },
  ProviderError: { error: fromStatus(418), status: 502, code: "provider_error" },
  AuthenticationError: { error: fromStatus(401), status: 500, code: "provider_authentication" },
  ModelNotFoundError: { error: fromStatus(404), status: 500, code: "model_not_found" },
  InvalidRequestError: { error: fromStatus(400), status: 502, code: "provider_invalid_request" },
  RateLimitError: { error: fromStatus(429), status: 429, code: "rate_limited" },
  ServerError: { error: fromStatus(503), status: 502, code: "provider_error" },
  ConnectionError: { error: new core.ConnectionError(`ECONNREFUSED ${SECRET}`, { cause: new Error(SECRET) }), status: 502, code: "provider_error" },
  MalformedResponseError: { error: new core.MalformedResponseError(`Unexpected token in ${SECRET}`), status: 502, code: "provider_error" },
  RunConflictError: { error: new core.RunConflictError("r-1", "suspended", `Run r-1 waits for ${SECRET}`), status: 409, code: "run_conflict" },
  RunNotFoundError: { error: new core.RunNotFoundError("r-2"), status: 404, code: "run_not_found" },
  JournalWriteError: { error: new core.JournalWriteError("r-3", "r-3:4", new Error(`SQLITE_FULL ${SECRET}`)), status: 503, code: "run_store_unavailable" },
  StoreUnavailableError: { error: new core.StoreUnavailableError(`locked by ${SECRET}`, { retryAfterMs: 5_000, cause: new Error(SECRET) }), status: 503, code: "store_unavailable" },
};

const exportedErrorClasses = Object.entries(core)
  .filter(([, value]) => typeof value === "function" && (value.prototype instanceof Error || value === Error))
  .map(([name]) => name)
  .sort();

describe("toHttpError", () => {
  it("has a case for every error class core exports (a new error class fails here until it is mapped)", () => {
    expect(exportedErrorClasses).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))("answers %s with its status and code, and a body with nothing of the error's own", (name, { error, status, code }) => {
    expect(error).toBeInstanceOf((core as unknown as Record<string, new () => Error>)[name]);
    const http = toHttpError(error)!;
    expect(http).toMatchObject({ status, body: { statusCode: status, code } });
    expect(http.body.error).toMatch(/^[A-Z][A-Za-z ]+$/);
    const sent = JSON.stringify(http);
    for (const leak of LEAKS) expect(sent).not.toContain(leak);
    expect(sent).not.toContain((error as Error).message);
  });

  it("gives a decision's failure the problem kind, the attempt count and the option names", () => {
    expect(toHttpError(CASES.DecisionError.error)!.body).toEqual({
      statusCode: 502,
      error: "Bad Gateway",
      message: "The model did not make a valid choice after 2 attempt(s).",
      code: "decision_failed",
      kind: "no_action",
      attempts: 2,
      options: ["refund", "close"],
    });
  });

  it("gives an approval the pending call: option, function and validated arguments, without context or reason", () => {
    expect(toHttpError(CASES.ApprovalRequiredError.error)!.body.pending).toEqual({ option: "refund", function: "refund", args: { orderId: "A-7" } });
  });

  it("sets Retry-After in whole seconds on a rate limit or a busy store that said how long, and only there", () => {
    const limited = new core.RateLimitError("429", { retryAfterMs: 2400 });
    expect(toHttpError(limited)).toMatchObject({ status: 429, headers: { "Retry-After": "3" }, body: { retryAfterSeconds: 3 } });
    const unsaid = toHttpError(new core.RateLimitError("429"))!;
    expect(unsaid.headers).toEqual({});
    expect(unsaid.body).not.toHaveProperty("retryAfterSeconds");
    expect(toHttpError(CASES.StoreUnavailableError.error)).toMatchObject({ status: 503, headers: { "Retry-After": "5" }, body: { retryAfterSeconds: 5 } });
    expect(toHttpError(new core.StoreUnavailableError("busy"))!.headers).toEqual({});
    const withRetryAfter = new Set(["RateLimitError", "StoreUnavailableError"]);
    for (const [name, { error }] of Object.entries(CASES)) if (!withRetryAfter.has(name)) expect(toHttpError(error)!.headers).toEqual({});
  });

  it("takes an error branded store-unavailable (a store package that does not load core) as a StoreUnavailableError", () => {
    const branded = Object.assign(new Error(`locked ${SECRET}`), { retryAfterMs: 900 });
    for (const brand of [Symbol.for("agentic-ts.error"), Symbol.for("agentic-ts.store-unavailable")]) Object.defineProperty(branded, brand, { value: true });
    expect(branded).toBeInstanceOf(core.StoreUnavailableError);
    expect(toHttpError(branded)).toMatchObject({ status: 503, headers: { "Retry-After": "1" }, body: { code: "store_unavailable" } });
    expect(JSON.stringify(toHttpError(branded))).not.toContain(SECRET);
    // The brand is the store's alone: other agentic-ts errors are not store errors, nor is a plain Error.
    expect(CASES.JournalWriteError.error).not.toBeInstanceOf(core.StoreUnavailableError);
    expect(new Error("x")).not.toBeInstanceOf(core.StoreUnavailableError);
  });

  it("names the run of a run error, and the status a conflict found", () => {
    expect(toHttpError(CASES.RunConflictError.error)!.body).toMatchObject({ runId: "r-1", status: "suspended" });
    expect(toHttpError(CASES.RunNotFoundError.error)!.body).toMatchObject({ runId: "r-2" });
    expect(toHttpError(CASES.JournalWriteError.error)!.body).toMatchObject({ runId: "r-3" });
  });

  it("answers other packages' agentic-ts errors and a run's suspension signal with a generic 500", () => {
    class RestateCallError extends core.AgenticError {}
    for (const error of [new RestateCallError(SECRET), new RunSuspension(`r:${SECRET}`)]) {
      const http = toHttpError(error)!;
      expect(http.body).toEqual({ statusCode: 500, error: "Internal Server Error", message: "The server failed to handle the request.", code: "internal_error" });
    }
  });

  it("returns undefined for anything not agentic-ts's, so the framework's own handler answers", () => {
    for (const other of [new Error(SECRET), new TypeError(SECRET), Object.assign(new Error("x"), { statusCode: 400 }), "boom", null, undefined, { status: 502 }]) {
      expect(toHttpError(other)).toBeUndefined();
    }
  });
});
