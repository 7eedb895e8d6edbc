import type { OptionSet } from "./option-spec";

// The set normalized from a container, with the parts the container was made of at the time.
interface Entry {
  readonly set: OptionSet;
  readonly parts: readonly unknown[];
}

// Keyed by container identity: a container hoisted out of a loop is checked and compiled only once.
const cache = new WeakMap<object, Entry>();

// A handler that is a short array ([value, "desc"], [fn, "desc"], ["desc", schema], ["name", "desc",
// schema]) is read by its items, so its items are parts of the container too.
const MAX_TUPLE = 3;

function pushHandler(parts: unknown[], handler: unknown): void {
  parts.push(handler);
  if (!Array.isArray(handler) || handler.length > MAX_TUPLE) return;
  parts.push(handler.length);
  for (let i = 0; i < handler.length; i++) parts.push(handler[i]);
}

// What a container is made of, shallowly and in order: each key and handler of a dict, each item of a
// list, and the items of tuple handlers. A handler's own structure says how many parts it takes, so the
// sequence needs no lengths between handlers.
function fingerprint(container: object): unknown[] {
  const parts: unknown[] = [];
  if (Array.isArray(container)) {
    for (let i = 0; i < container.length; i++) pushHandler(parts, container[i]);
    return parts;
  }
  for (const key of Object.keys(container)) {
    parts.push(key);
    pushHandler(parts, (container as Record<string, unknown>)[key]);
  }
  return parts;
}

// Compares a handler with the parts recorded from `at`; returns where the next handler's parts start,
// or -1 on a difference.
function matchHandler(parts: readonly unknown[], at: number, handler: unknown): number {
  if (at >= parts.length || !Object.is(parts[at], handler)) return -1;
  at += 1;
  if (!Array.isArray(handler) || handler.length > MAX_TUPLE) return at;
  if (parts[at] !== handler.length) return -1;
  at += 1;
  for (let i = 0; i < handler.length; i++, at++) if (at >= parts.length || !Object.is(parts[at], handler[i])) return -1;
  return at;
}

// fingerprint(container) compared with `parts` part by part, without building it: a hit allocates
// nothing. `for...in` rather than Object.keys for speed (V8 reads the values through its enum cache);
// it visits own keys first in the same order, and any inherited enumerable key makes it a miss, so the
// container is then normalized afresh, which is still correct.
function matches(container: object, parts: readonly unknown[]): boolean {
  let at = 0;
  if (Array.isArray(container)) {
    for (let i = 0; i < container.length && at >= 0; i++) at = matchHandler(parts, at, container[i]);
    return at === parts.length;
  }
  for (const key in container) {
    if (at < 0 || parts[at] !== key) return false;
    at = matchHandler(parts, at + 1, (container as Record<string, unknown>)[key]);
  }
  return at === parts.length;
}

/**
 * The set last normalized from `container`, if the container still holds exactly the same options:
 * the same keys in the same order with the same handlers (by identity), or for a list the same items.
 * Costs one pass over the container's keys, so a reused container is never stale: an option removed,
 * added or replaced since is seen by the next decision. Deeper changes (inside a schema or a value) are
 * not looked at; a value option returns its value by reference anyway.
 */
export function cachedOptionSet(container: object): OptionSet | undefined {
  const entry = cache.get(container);
  if (entry === undefined) return undefined;
  return matches(container, entry.parts) ? entry.set : undefined;
}

/** Remembers the set normalized from `container`, with a fingerprint of what the container holds now. */
export function rememberOptionSet(container: object, set: OptionSet): void {
  cache.set(container, { set, parts: fingerprint(container) });
}
