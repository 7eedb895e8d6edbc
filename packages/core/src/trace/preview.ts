/** How many characters of a value a trace node keeps by default (`trace: { previewChars }`). */
export const PREVIEW_LIMIT = 2000;

/** The fewest characters an object's property keeps when a large object is previewed key by key. */
const MIN_SHARE = 32;
/** The longest a property name may be in a key-by-key preview. */
const MAX_KEY = 64;

/**
 * Returns a bounded, JSON-safe copy of a value for a trace node: the value itself when it is small plain
 * JSON data, a large plain object key by key (each value previewed under its share of `limit`), and
 * anything else that is large as a string preview of `limit` characters ending in "…". Traces never hold
 * references to user objects, and a preview's JSON stays within a small multiple of `limit`.
 */
export function preview(value: unknown, limit = PREVIEW_LIMIT): unknown {
  return bound(value, Math.max(1, limit), true);
}

function bound(value: unknown, limit: number, open: boolean): unknown {
  if (value === undefined || value === null || typeof value === "boolean" || typeof value === "number") return value;
  if (typeof value === "string") return cutText(value, limit);
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
    // Own data properties only: JSON.parse-safe names, never `__proto__` as a setter.
    Object.defineProperty(out, cutText(key, MAX_KEY), { value: bound(value[key], share, false), enumerable: true, writable: true, configurable: true });
  }
  if (keys.length > kept) out["…"] = `${keys.length - kept} more keys`;
  return out;
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
