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
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString("utf8");
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

function parseObject(text: string): Record<string, any> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, any>) : undefined;
  } catch {
    return undefined;
  }
}
