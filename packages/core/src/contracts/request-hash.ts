import { createHash } from "node:crypto";

/**
 * Writes a value's JSON form with object keys sorted, so equal data always gives the same text. The JSON
 * form is what `JSON.stringify` would store: a value's own `toJSON()` is used first (a `Date` is its ISO
 * string), so a request read back from a store hashes as it did before it was stored.
 */
export function stableJson(value: unknown): string {
  return write(value, "");
}

function write(raw: unknown, key: string): string {
  // As JSON.stringify does: toJSON is called once per value, with the key it sits under.
  const value =
    typeof raw === "object" && raw !== null && typeof (raw as { toJSON?: unknown }).toJSON === "function" ? (raw as { toJSON: (k: string) => unknown }).toJSON(key) : raw;
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v, i) => write(v, String(i))).join(",")}]`;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined && typeof v !== "function")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${write(v, k)}`).join(",")}}`;
}

/**
 * The fingerprint a journal keeps of a step's request (SHA-256 of its {@link stableJson}, 32 hex digits):
 * enough to tell a replay asking for something else, without storing every prompt again. A request hashes
 * as its JSON form: a `Date` argument as its ISO string, so two dates never collide and a stored request
 * read back still matches.
 */
export function requestHash(request: unknown): string {
  return createHash("sha256").update(stableJson(request)).digest("hex").slice(0, 32);
}
