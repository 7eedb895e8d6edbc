import { AsyncLocalStorage } from "node:async_hooks";

/** The ambient request context: `@ContextParam` values by key, set with {@link withContext}. */
export type RequestContext = Readonly<Record<string, unknown>>;

const storage = new AsyncLocalStorage<RequestContext>();
const EMPTY: RequestContext = Object.freeze(Object.create(null) as Record<string, unknown>);

/**
 * Runs `fn` with `values` as the ambient request context: `@ContextParam` parameters bound anywhere
 * inside it (across `await`s, in decisions and in tool calls) read their key here when the call's own
 * `context` lacks it. Nestable — inner values shadow outer ones for the inner call only — and isolated
 * per async flow, so concurrent requests never see each other's values.
 *
 * `values` is copied (own enumerable keys) when `withContext` is called; mutating it later changes nothing.
 *
 * @example
 * ```ts
 * app.post("/tickets", (req, res) =>
 *   withContext({ customerId: req.user.id }, async () => res.json(await desk.handle(req.body.text))));
 * ```
 */
export function withContext<T>(values: RequestContext, fn: () => T): T {
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    throw new TypeError("withContext(values, fn): values must be an object of context values by key.");
  }
  if (typeof fn !== "function") throw new TypeError("withContext(values, fn): fn must be a function.");
  // A null-prototype copy: lookups never reach Object.prototype, and a "__proto__" key is just a key.
  const merged = Object.assign(Object.create(null) as Record<string, unknown>, storage.getStore(), values);
  return storage.run(Object.freeze(merged), fn);
}

/** Returns the ambient request context (an empty, frozen object outside any {@link withContext}). */
export function currentContext(): RequestContext {
  return storage.getStore() ?? EMPTY;
}
