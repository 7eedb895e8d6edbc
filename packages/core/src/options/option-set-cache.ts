import { BoundNames } from "./bound-names";
import { isOptionHelper } from "./option-helper";
import type { OptionSet, OptionSpec, ValueOption } from "./option-spec";

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

// Second level, for containers written inline at the call site (a new object every call): sets by shape,
// keyed by the container's first key (or first list item). A shape is the fingerprint with every plain
// value handler of a dict (the value option `close: { status: "closed" }`, itself often a new object) as
// a VALUE slot, since neither the menu nor the checks depend on the value. Bounded, as keys may be dynamic.
const VALUE = Symbol("value option");
const MAX_SHAPE_KEYS = 256;
const MAX_SHAPES_PER_KEY = 4;

interface Shape {
  /** Whether the shape is a list's (a list and a dict can share a first part and their parts). */
  readonly list: boolean;
  readonly parts: readonly unknown[];
  readonly set: OptionSet;
  /** Indexes in `set.options` of the value options, in VALUE slot order. */
  readonly slots: readonly number[];
}

const shapes = new Map<unknown, Shape[]>();

// Whether a dict handler is read as a plain value option (see normalizeOptions' dict entries).
function isPlainValue(handler: unknown): boolean {
  return handler !== undefined && typeof handler !== "function" && !isOptionHelper(handler) && !(Array.isArray(handler) && handler.length === 2);
}

function shapeOf(container: object): unknown[] {
  if (Array.isArray(container)) return fingerprint(container);
  const parts: unknown[] = [];
  for (const key of Object.keys(container)) {
    parts.push(key);
    const handler = (container as Record<string, unknown>)[key];
    if (isPlainValue(handler)) parts.push(VALUE);
    else pushHandler(parts, handler);
  }
  return parts;
}

// Compares a dict container with a shape, writing the values of its VALUE slots into `values` in order
// (made with the shape's number of slots).
function matchesShape(container: object, parts: readonly unknown[], values: unknown[]): boolean {
  if (Array.isArray(container)) return matches(container, parts);
  let at = 0;
  let slot = 0;
  for (const key in container) {
    if (at < 0 || parts[at] !== key) return false;
    const handler = (container as Record<string, unknown>)[key];
    if (parts[at + 1] === VALUE) {
      if (!isPlainValue(handler)) return false;
      values[slot++] = handler;
      at += 2;
    } else {
      at = matchHandler(parts, at + 1, handler);
    }
  }
  return at === parts.length;
}

function firstPart(container: object): unknown {
  if (Array.isArray(container)) return container[0];
  for (const key in container) return key;
  return undefined;
}

// A shape's set bound to other values: the same options but the value options, and the menu of the shape
// (kept in a private field, so the set still has exactly `options` and `byName` as own keys).
class BoundOptionSet implements OptionSet {
  readonly #template: OptionSet;

  constructor(
    readonly options: readonly OptionSpec[],
    readonly byName: ReadonlyMap<string, OptionSpec>,
    template: OptionSet,
  ) {
    this.#template = template;
    Object.freeze(this);
  }

  static templateOf(set: OptionSet): OptionSet {
    return set instanceof BoundOptionSet ? set.#template : set;
  }
}

// The shape's set with the values of this call: the same set when every value is the same, else a copy
// whose value options hold the new values (results are returned by reference) and whose menu is the shape's.
function bind(shape: Shape, values: readonly unknown[]): OptionSet {
  const options = shape.set.options;
  let same = true;
  for (let k = 0; k < values.length && same; k++) same = Object.is((options[shape.slots[k]] as ValueOption).value, values[k]);
  if (same) return shape.set;
  // Spread, not slice: V8 copies a frozen array with slice() on a slow path, ten times slower.
  const bound: OptionSpec[] = [...options];
  for (let k = 0; k < values.length; k++) {
    const option = options[shape.slots[k]] as ValueOption;
    // A value that is the same as the shape's keeps the shape's option.
    if (Object.is(option.value, values[k])) continue;
    const { name, description, argsSchema } = option;
    bound[shape.slots[k]] = Object.freeze({ kind: "value" as const, name, description, value: values[k], argsSchema });
  }
  const frozen = Object.freeze(bound);
  return new BoundOptionSet(frozen, new BoundNames(shape.set.byName, frozen, shape.slots), menuTemplate(shape.set));
}

/**
 * The set whose menu `set` shares: a set bound to other values of a cached shape renders exactly like the
 * shape's own set, so the menu cache is keyed by that.
 */
export function menuTemplate(set: OptionSet): OptionSet {
  return BoundOptionSet.templateOf(set);
}

/**
 * The set last normalized from `container`, if the container still holds exactly the same options:
 * the same keys in the same order with the same handlers (by identity), or for a list the same items.
 * Costs one pass over the container's keys, so a reused container is never stale: an option removed,
 * added or replaced since is seen by the next decision. Deeper changes (inside a schema or a value) are
 * not looked at; a value option returns its value by reference anyway. A container written inline (a new
 * object each call) is found by its shape: the same keys and handlers, any plain values.
 */
export function cachedOptionSet(container: object): OptionSet | undefined {
  const entry = cache.get(container);
  if (entry !== undefined && matches(container, entry.parts)) return entry.set;
  const bucket = shapes.get(firstPart(container));
  if (bucket === undefined) return undefined;
  const list = Array.isArray(container);
  for (let i = 0; i < bucket.length; i++) {
    const shape = bucket[i];
    if (shape.list !== list) continue;
    // A new list per shape tried (most buckets hold one), of the shape's size: cheaper than emptying one, and
    // than growing an empty one by push.
    const values: unknown[] = new Array(shape.slots.length);
    if (matchesShape(container, shape.parts, values)) return bind(shape, values);
  }
  return undefined;
}

/** Remembers the set normalized from `container`, with a fingerprint of what the container holds now. */
export function rememberOptionSet(container: object, set: OptionSet): void {
  cache.set(container, { set, parts: fingerprint(container) });
  const first = firstPart(container);
  let bucket = shapes.get(first);
  if (bucket === undefined) {
    if (shapes.size >= MAX_SHAPE_KEYS) shapes.clear();
    shapes.set(first, (bucket = []));
  }
  if (bucket.length >= MAX_SHAPES_PER_KEY) bucket.shift();
  const slots: number[] = [];
  if (!Array.isArray(container)) {
    const keys = Object.keys(container);
    for (let k = 0; k < keys.length; k++) if (isPlainValue((container as Record<string, unknown>)[keys[k]])) slots.push(k);
  }
  bucket.push({ list: Array.isArray(container), parts: shapeOf(container), set, slots });
}
