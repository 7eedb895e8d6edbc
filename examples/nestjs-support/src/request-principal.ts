import type { Principal } from "./principal";

// Keyed by the request object itself: a client can set any header or body field, but never an entry here.
const principals = new WeakMap<object, Principal>();

/** Records the principal that authentication established for a request (done by `AuthGuard` only). */
export function attachPrincipal(request: object, principal: Principal): void {
  principals.set(request, principal);
}

/** The principal authentication established for a request, or `undefined` before (or without) it. */
export function principalOf(request: object): Principal | undefined {
  return principals.get(request);
}
