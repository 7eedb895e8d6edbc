/** How many characters of a value a trace node keeps by default (`trace: { previewChars }`). */
export const PREVIEW_LIMIT = 2000;

/** The fewest characters an object's property keeps when a large object is previewed key by key. */
const MIN_SHARE = 32;
/** The longest a property name may be in a key-by-key preview. */
const MAX_KEY = 64;


/**
 * Returns a bounded, JSON-safe copy of a value for a trace node: the value itself when it is small plain
 * JSON data (a frozen list of short strings, numbers, booleans or nulls is kept as it is too: it cannot
 * change), a large plain object key by key (each value previewed under its share of `limit`), and anything
 * else that is large as a string preview of `limit` characters ending in "…". Traces never hold references
 * to user objects that can change, and a preview's JSON stays within a small multiple of `limit`.
 */
export function preview(value: unknown, limit = PREVIEW_LIMIT): unknown {
  return bound(value, Math.max(1, limit), true);
}

/**
 * @internal {@link preview} of a value its caller made for the trace and gives away (nobody else holds it or
 * changes it afterwards): a plain record of flat values whose JSON surely fits `limit` is kept as it is,
 * since its preview would be a copy equal to it; anything else is previewed as usual.
 */
export function previewOwned(value: unknown, limit = PREVIEW_LIMIT): unknown {
  return isPlainObject(value) && Object.getPrototypeOf(value) === Object.prototype && flatRecordFits(value, Math.max(1, limit)) ? value : preview(value, limit);
}

function bound(value: unknown, limit: number, open: boolean): unknown {
  if (value === undefined || value === null || typeof value === "boolean" || typeof value === "number") return value;
  if (typeof value === "string") return cutText(value, limit);
  // Most trace data is a short list of names or a flat record (usage, a problem): copied without a JSON pass.
  const flat = flatCopy(value, limit);
  if (flat) return flat;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return `[${typeof value === "function" ? "function" : Object.prototype.toString.call(value)}]`;
  if (text.length <= limit) return JSON.parse(text) as unknown;
  // One level of structure survives, so a call's arguments stay readable as `name: value` pairs.
  if (open && isPlainObject(value)) return boundObject(value, limit);
  return cutText(text, limit);
}

function boundObject(value: Record<string, unknown>, limit: number): Record<string, unknown> {
  const keys = Object.keys(value).filter((k) => value[k] !== undefined && typeof value[k] !== "function");
  const share = Math.max(MIN_SHARE, Math.floor(limit / Math.max(1, keys.length)));
  const kept = Math.max(1, Math.floor(limit / share));
  const out: Record<string, unknown> = {};
  for (const key of keys.slice(0, kept)) {
    setOwn(out, cutText(key, MAX_KEY), bound(value[key], share, false));
  }
  if (keys.length > kept) out["…"] = `${keys.length - kept} more keys`;
  return out;
}

/** Sets an own data property: `__proto__` too, as a plain key, never the prototype setter. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A copy of an array or plain object whose items are all short strings, finite numbers, booleans or
 * null and whose JSON surely fits `limit`; `undefined` for anything else (which takes the JSON path).
 */
function flatCopy(value: unknown, limit: number): unknown {
  if (Array.isArray(value)) return flatArray(value, limit);
  return isPlainObject(value) ? flatRecord(value, limit) : undefined;
}

// The size a flat item adds to the JSON text (strings at worst-case escaping, \u00XX), or -1 if it is not
// flat (an object, a function, a non-finite number…); `undefined` adds 0.
function flatSize(item: unknown): number {
  if (typeof item === "string") return item.length * 6 + 3;
  if (typeof item === "boolean" || item === null || (typeof item === "number" && Number.isFinite(item))) return 25;
  return item === undefined ? 0 : -1;
}

function flatArray(value: unknown[], limit: number): unknown[] | undefined {
  if (!flatSizeFits(value, limit)) return undefined;
  // A frozen list can never change, so it is kept as it is once its items are known to be flat and short
  // (a menu's option names, given to every decision node): no copy per node.
  if (Object.isFrozen(value)) return value;
  // A plain array of the items (holes and undefined were refused above); named keys are left out, as JSON
  // leaves them out.
  const out = new Array<unknown>(value.length);
  for (let i = 0; i < value.length; i++) out[i] = value[i];
  return out;
}

// Whether every item of `value` is flat and its JSON surely fits `limit`. By index: a hole reads as
// undefined, which is not flat, so the array is refused as one with an undefined item.
function flatSizeFits(value: readonly unknown[], limit: number): boolean {
  let size = 2;
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    const add = item === undefined ? -1 : flatSize(item);
    if (add < 0) return false;
    size += add;
    if (size > limit) return false;
  }
  return true;
}

function flatRecord(source: Record<string, unknown>, limit: number): Record<string, unknown> | undefined {
  let size = 2;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const item = source[key];
    if (item === undefined) continue;
    const add = flatSize(item);
    if (add < 0) return undefined;
    size += add + key.length * 6 + 3;
    if (size > limit) return undefined;
    setOwn(out, key, item);
  }
  return out;
}

// Whether every value of `source` is flat and defined and its JSON surely fits `limit` (flatRecord would copy
// every key of it).
function flatRecordFits(source: Record<string, unknown>, limit: number): boolean {
  let size = 2;
  const keys = Object.keys(source);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const add = flatSize(source[key]);
    // An undefined value is left out of a copy (flatSize 0 is only undefined's): this record is not its copy.
    if (add <= 0) return false;
    size += add + key.length * 6 + 3;
    if (size > limit) return false;
  }
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Cuts a text to `limit` characters plus "…", never between the two halves of a surrogate pair. */
function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
