import { randomBytes } from "node:crypto";

// Random bits are drawn in blocks: one call to the system's generator per 256 ids, not one per id.
const BLOCK = 256 * 10;
let pool = Buffer.alloc(0);
let offset = BLOCK;

/**
 * A new trace-run id: a version-7 UUID (RFC 9562), 48 bits of the current time in milliseconds then 74
 * random bits. Unique across processes like any random UUID, and ordered by time, so a store's indexes on
 * it grow at one end instead of being written all over.
 */
export function newRunId(now = Date.now()): string {
  if (offset >= BLOCK) {
    pool = randomBytes(BLOCK);
    offset = 0;
  }
  const r = pool.subarray(offset, offset + 10);
  offset += 10;
  const time = Math.max(0, Math.floor(now)).toString(16).padStart(12, "0").slice(-12);
  const hex = r.toString("hex");
  const version = `7${hex.slice(0, 3)}`;
  const variant = ((parseInt(hex.slice(3, 4), 16) & 0x3) | 0x8).toString(16) + hex.slice(4, 7);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-${version}-${variant}-${hex.slice(7, 19)}`;
}
