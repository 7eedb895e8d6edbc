import { createHash } from "node:crypto";

/** Writes JSON data with object keys sorted, so equal data always gives the same text. */
export function stableJson(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v)).join(",")}]`;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined && typeof v !== "function")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
}

/**
 * The fingerprint a journal keeps of a step's request (SHA-256 of its {@link stableJson}, 32 hex digits):
 * enough to tell a replay asking for something else, without storing every prompt again.
 */
export function requestHash(request: unknown): string {
  return createHash("sha256").update(stableJson(request)).digest("hex").slice(0, 32);
}
