import { preview, setOwn } from "./preview";

// Whether the last boundedCopy or boundedAtEnd kept every value as it was given (read at once by its caller,
// see Trace.start and Trace.startOwned).
let keptAll = false;

/**
 * @internal Whether the last {@link boundedCopy} or {@link boundedAtEnd} kept every value as it was given: bounding that copy again
 * would give it back as it is. Read right after the call (a module flag, not a result object: no object is
 * made per node for it).
 */
export function lastCopyKeptAll(): boolean {
  return keptAll;
}

// Whether `raw`, the value of `key` at a node's end, is the value bounded at its start (`clean`, the start
// snapshot) or by `record` (`keptKey`): it is kept as it is, not bounded again.
function boundedBefore(clean: Record<string, unknown> | undefined, keptKey: string | undefined, keptValue: unknown, key: string, raw: unknown): boolean {
  return (clean !== undefined && clean[key] === raw && Object.hasOwn(clean, key)) || (key === keptKey && raw === keptValue);
}

/**
 * @internal A copy of a node's `data` with every value bounded to `limit` characters (see {@link preview}),
 * except those bounded before (the start snapshot `clean`, or the `keptKey` a caller recorded); with `keys`
 * and `from`, the values of keys[0 … from-1] are already bounded. Values that bound to nothing are left out.
 */
export function boundedCopy(
  data: Record<string, unknown>,
  limit: number,
  clean?: Record<string, unknown>,
  keptKey?: string,
  keptValue?: unknown,
  keys = Object.keys(data),
  from = 0,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let kept = true;
  // Object.keys, not for...in: node data changes shape (fields are added while a node runs), and for...in
  // over an object without a usable enum cache takes V8's slow path, measured 2-3x slower per node.
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const raw = data[key];
    const value = i < from || boundedBefore(clean, keptKey, keptValue, key, raw) ? raw : preview(raw, limit);
    if (value !== raw) kept = false;
    if (value !== undefined) setOwn(out, key, value);
  }
  keptAll = kept;
  return out;
}

/**
 * @internal A finished node's data: its own running `data` bounded where it stands (values that changed are
 * replaced by their previews) when no key has to go; else a bounded copy, as at the start. Saves a copy of
 * every node's data at its end.
 */
export function boundedAtEnd(
  data: Record<string, unknown>,
  limit: number,
  clean: Record<string, unknown> | undefined,
  keptKey: string | undefined,
  keptValue: unknown,
): Record<string, unknown> {
  // A `__proto__` key merged in by Object.assign sets the object's prototype: such an object is copied.
  if (Object.getPrototypeOf(data) !== Object.prototype) return boundedCopy(data, limit, clean, keptKey, keptValue);
  const keys = Object.keys(data);
  let kept = true;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const raw = data[key];
    const value = boundedBefore(clean, keptKey, keptValue, key, raw) ? raw : preview(raw, limit);
    if (value === undefined) {
      const copy = boundedCopy(data, limit, clean, keptKey, keptValue, keys, i);
      keptAll = false;
      return copy;
    }
    if (value !== raw) {
      kept = false;
      setOwn(data, key, value);
    }
  }
  keptAll = kept;
  return data;
}
