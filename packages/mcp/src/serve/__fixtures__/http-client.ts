import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

/** An initialize request, as a client's first POST. */
export const INITIALIZE = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };

/** Connects an SDK client over Streamable HTTP, sending `headers` with each request; pushes it on `opened` to be closed after the test. */
export async function connectClient(url: string, opened: Client[], headers: Record<string, string> = {}): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: "test-client", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  await client.connect(transport);
  opened.push(client);
  return { client, transport };
}

/** A raw POST of a JSON-RPC message with the given headers; resolves with the status and the session id header. */
export async function rawPost(url: string, message: object, headers: Record<string, string>): Promise<{ status: number; sessionId?: string }> {
  const req = httpRequest(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers } });
  req.end(JSON.stringify(message));
  const [res] = (await once(req, "response")) as [IncomingMessage];
  res.resume();
  await once(res, "end");
  const sessionId = res.headers["mcp-session-id"];
  return { status: res.statusCode!, ...(typeof sessionId === "string" ? { sessionId } : {}) };
}

/** A raw POST of an initialize request with the given Host and Origin headers; resolves with the status. */
export async function rawInitialize(url: string, headers: Record<string, string>): Promise<number> {
  return (await rawPost(url, INITIALIZE, headers)).status;
}
