import { randomBytes } from "node:crypto";

/** Makes a random provider-style id such as `chatcmpl-…`, `msg_…` or `req_…`. */
export function loopbackId(prefix: string): string {
  return prefix + randomBytes(12).toString("hex");
}
