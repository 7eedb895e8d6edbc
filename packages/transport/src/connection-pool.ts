import { ConfigurationError } from "@agentic-ts/core";
import { Agent, interceptors, type Dispatcher } from "undici";
import { CallSlots, type ReleaseSlot } from "./call-slots";
import { EventLoopBudget } from "./event-loop-budget";
import { createPooledFetch } from "./pooled-fetch";

/**
 * The default cap on open connections per server of a runtime's pool. It caps the calls in flight: at
 * 2 s a call, 64 connections allow 32 calls a second; further calls wait for a free connection. The
 * event loop is protected by the {@link EventLoopBudget}, not by the cap, so raise it for services that
 * run many slow model calls at once.
 */
export const DEFAULT_MAX_CONNECTIONS = 64;

// Redirects are followed as fetch follows them; 20 is fetch's own limit.
const MAX_REDIRECTIONS = 20;

/** How a runtime's connection pool is built; see {@link openConnectionPool}. */
export interface ConnectionPoolOptions {
  /**
   * The most connections kept open per server (default {@link DEFAULT_MAX_CONNECTIONS}); `0` or
   * `Infinity` sets no cap.
   */
  readonly maxConnections?: number;
  /**
   * The budget every answer is admitted by before the SDK sees it (default
   * {@link EventLoopBudget.shared}); `false` hands answers over as soon as they arrive.
   */
  readonly loopBudget?: EventLoopBudget | false;
}

/**
 * A keep-alive connection pool for one runtime's SDK client: the `fetch` to build the client with, and
 * `close()` to end its connections.
 */
export interface ConnectionPool {
  /** A `fetch` that sends through the pool (see {@link createPooledFetch}). */
  readonly fetch: typeof globalThis.fetch;
  /**
   * The pool's undici dispatcher, following redirects (its `fetch` sends through the same connections,
   * following redirects itself).
   */
  readonly dispatcher: Dispatcher;
  /**
   * Waits for one of the pool's call slots (as many as it has connections) before a request is built;
   * release it once the answer has been read. Rejects with the signal's reason if `signal` aborts first.
   * See {@link CallSlots}.
   */
  acquire(signal?: AbortSignal): Promise<ReleaseSlot>;
  /** The slots behind {@link ConnectionPool.acquire}, for counters. */
  readonly slots: CallSlots;
  /** Lets requests in flight finish, then closes every connection. Idempotent. */
  close(): Promise<void>;
}

/**
 * Opens a pool of at most `maxConnections` keep-alive connections per server, whose `fetch` admits every
 * answer through `loopBudget`. Idle connections do not keep the process alive, and close on their own
 * after a few seconds.
 *
 * @throws {ConfigurationError} when `maxConnections` is not a whole number >= 0 or `Infinity`, or
 *   `loopBudget` is neither an {@link EventLoopBudget} nor `false`.
 */
export function openConnectionPool(options: ConnectionPoolOptions = {}): ConnectionPool {
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  if (maxConnections !== Infinity && !(Number.isInteger(maxConnections) && maxConnections >= 0)) {
    throw new ConfigurationError(`maxConnections must be a whole number >= 0 or Infinity, got ${String(maxConnections)}.`);
  }
  const loopBudget = options.loopBudget ?? EventLoopBudget.shared;
  if (loopBudget !== false && !(loopBudget instanceof EventLoopBudget)) {
    throw new ConfigurationError(
      "loopBudget must be an EventLoopBudget (new EventLoopBudget({ sliceMs })) or false to turn it off.",
    );
  }
  const connections = maxConnections === 0 || maxConnections === Infinity ? null : maxConnections;
  const agent = new Agent({ connections });
  const dispatcher = agent.compose(interceptors.redirect({ maxRedirections: MAX_REDIRECTIONS }));
  const slots = new CallSlots(connections ?? Infinity);
  let closed: Promise<void> | undefined;
  return {
    // The agent itself, not `dispatcher`: the fetch follows redirects itself, only when one comes.
    fetch: createPooledFetch(agent, loopBudget === false ? undefined : loopBudget, MAX_REDIRECTIONS),
    dispatcher,
    acquire: (signal) => slots.acquire(signal),
    slots,
    close: () => (closed ??= agent.close()),
  };
}
