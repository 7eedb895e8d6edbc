// Node's fetch (undici) reports a dropped connection while a body is read as a TypeError "terminated"
// (or "fetch failed"), or as an error whose code is a socket error; those are transport failures, not bugs.
const SOCKET_CODES = /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|UND_ERR_\w+)$/;

/**
 * Whether an error is a dropped or refused connection as Node's fetch reports it: a socket error code, or
 * undici's bare `TypeError` "terminated" / "fetch failed", on the error or its first causes. Read by
 * shape, without `instanceof` (errors from another realm fail it). For provider runtimes, which turn it
 * into a retryable `ConnectionError`.
 */
export function isSocketFailure(error: unknown): boolean {
  let e = fieldsOf(error);
  for (let depth = 0; e && depth < 4; e = fieldsOf(e.cause), depth++) {
    if (typeof e.code === "string" && SOCKET_CODES.test(e.code)) return true;
    if (e.name === "TypeError" && (e.message === "terminated" || e.message === "fetch failed")) return true;
  }
  return false;
}

function fieldsOf(value: unknown): { name?: unknown; message?: unknown; code?: unknown; cause?: unknown } | undefined {
  return typeof value === "object" && value !== null ? (value as { name?: unknown }) : undefined;
}
