import { randomBytes } from "node:crypto";

// Random bytes are drawn for many ids at once: one randomBytes call per id cost the server a twelfth of its
// time per request.
const ID_BYTES = 12;
const POOLED_IDS = 256;
let pool = Buffer.alloc(0);
let offset = 0;

/** Makes a random provider-style id such as `chatcmpl-…`, `msg_…` or `req_…`. */
export function loopbackId(prefix: string): string {
  if (offset + ID_BYTES > pool.length) {
    pool = randomBytes(ID_BYTES * POOLED_IDS);
    offset = 0;
  }
  const id = pool.toString("hex", offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return prefix + id;
}
