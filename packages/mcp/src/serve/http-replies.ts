import type { IncomingMessage, ServerResponse } from "node:http";

/** The largest request body the HTTP endpoint reads (4 MiB); a larger one is refused with 413. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Ends `res` with a JSON-RPC error object (no id: it answers the HTTP request, not a message). */
export function replyError(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}

/** A request body read as JSON: the value, or the HTTP status and message to refuse it with. */
export type BodyRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly status: number; readonly code: number; readonly message: string };

/** Reads and parses a POST body, at most {@link MAX_BODY_BYTES}. */
export async function readJsonBody(req: IncomingMessage): Promise<BodyRead> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return { ok: false, status: 413, code: -32600, message: `request body larger than ${MAX_BODY_BYTES} bytes` };
    chunks.push(chunk);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
  } catch {
    return { ok: false, status: 400, code: -32700, message: "Parse error: the body is not JSON" };
  }
}
