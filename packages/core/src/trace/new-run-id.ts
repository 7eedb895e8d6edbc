import { randomUUID } from "node:crypto";

// The time prefix of the last millisecond an id was made in: ids made in one millisecond share it.
let prefixAt = -1;
let prefix = "";

/**
 * A new trace-run id: a version-7 UUID (RFC 9562), 48 bits of the current time in milliseconds then 74
 * random bits. Unique across processes like any random UUID, and ordered by time, so a store's indexes on
 * it grow at one end instead of being written all over.
 */
export function newRunId(now = Date.now()): string {
  const ms = Math.max(0, Math.floor(now));
  if (ms !== prefixAt) {
    const hex = ms.toString(16).padStart(12, "0").slice(-12);
    prefix = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7`;
    prefixAt = ms;
  }
  // A version-4 UUID from Node's pooled generator: its last 74 random bits and its variant are kept, its
  // first 48 random bits give way to the time and its version digit to 7.
  return prefix + randomUUID().slice(15);
}
