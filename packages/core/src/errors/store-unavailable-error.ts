import { AgenticError } from "./agentic-error";

// A store package whose errors must not load core when the package loads (a CLI reading a trace file
// starts in a tenth of the time without it) marks them with this symbol, and AgenticError's, instead of
// extending the class: `instanceof StoreUnavailableError` accepts them all the same.
const STORE_UNAVAILABLE_BRAND = Symbol.for("agentic-ts.store-unavailable");

/**
 * The base of a store's "not now" failures (runs, traces): the operation did not run and nothing of it
 * was stored, and the same call may succeed later — another connection held the store's lock past its
 * busy timeout, say (`@agentic-ts/sqlite`'s `StoreBusyError`). `toHttpError` answers it with 503 and,
 * when the store knows how long it waited, a `Retry-After` of about that long.
 *
 * A store package that does not depend on core at load time may instead throw an `Error` carrying the
 * properties `Symbol.for("agentic-ts.error")` and `Symbol.for("agentic-ts.store-unavailable")` (and a
 * `retryAfterMs`): `instanceof` this class (and `AgenticError`) accepts it.
 */
export class StoreUnavailableError extends AgenticError {
  /** A hint of how long to wait before trying again, in milliseconds, when the store has one. */
  readonly retryAfterMs?: number;

  constructor(message: string, options: { cause?: unknown; retryAfterMs?: number } = {}) {
    super(message, { cause: options.cause });
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }

  /** Accepts real subclasses and errors that carry the store-unavailable brand (see the class's note). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    return this === StoreUnavailableError && typeof value === "object" && value !== null && STORE_UNAVAILABLE_BRAND in value;
  }
}
