import type { IncomingMessage } from "node:http";

/** Which API a request to the loopback server was addressed to (`"unknown"`: no route matched). */
export type LoopbackEndpoint = "openai" | "anthropic" | "unknown";

/** One HTTP request the loopback server received, as it arrived. */
export interface RecordedRequest {
  readonly endpoint: LoopbackEndpoint;
  readonly method: string;
  readonly path: string;
  /** Header names lower-cased; repeated headers joined with `", "`. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body parsed as a JSON object, or `undefined` when it is empty, not JSON or not an object. */
  readonly body: Record<string, any> | undefined;
  readonly rawBody: string;
}

/** Reads the whole body of `req` and turns it into a {@link RecordedRequest}. */
export async function readRecordedRequest(req: IncomingMessage, endpoint: LoopbackEndpoint): Promise<RecordedRequest> {
  const rawBody = await readBody(req);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return {
    endpoint,
    method: req.method ?? "GET",
    path: req.url ?? "/",
    headers,
    body: parseObject(rawBody),
    rawBody,
  };
}

/**
 * The body as text; rejects when the client leaves before it ends. Read with the stream's events rather than
 * its async iterator, which cost the server a twenty-fifth of its time per request.
 */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8")));
    req.once("error", reject);
    req.once("close", () => {
      if (!req.complete) reject(new Error("the client left before the request body ended"));
    });
  });
}

function parseObject(text: string): Record<string, any> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, any>) : undefined;
  } catch {
    return undefined;
  }
}
