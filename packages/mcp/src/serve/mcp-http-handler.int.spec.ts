import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { DeskAgent } from "./__fixtures__/desk-agent";
import { connectClient, rawInitialize } from "./__fixtures__/http-client";
import { mcpHttpHandler } from "./mcp-http-handler";
import type { McpHttpHandler, McpHttpHandlerOptions } from "./mcp-http-handler-options";
import type { ServedAgent } from "./served-agent";

type Content = Array<{ type: string; text?: string }>;
type AppRequest = IncomingMessage & { user?: string; body?: unknown };

const servers: Server[] = [];
const handlers: McpHttpHandler[] = [];
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(handlers.splice(0).map((h) => h.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/**
 * An application of its own: a "middleware" sets `req.user` from a header, a "body parser" reads JSON POST
 * bodies first (as Express's json() does), and the route /api/mcp hands both to the handler.
 */
async function mount(options: McpHttpHandlerOptions = {}, agents: readonly ServedAgent[] = [new DeskAgent()]): Promise<{ url: string; handler: McpHttpHandler }> {
  const handler = mcpHttpHandler(agents, { onToolError: () => undefined, ...options });
  handlers.push(handler);
  const server = createServer(async (req: AppRequest, res) => {
    if (req.url !== "/api/mcp") return res.writeHead(404).end();
    req.user = typeof req.headers["x-user"] === "string" ? `user:${req.headers["x-user"]}` : undefined;
    if (req.method === "POST") {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      req.body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    }
    await handler.handle(req, res, req.body);
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mcp`, handler };
}

const connect = (url: string, headers: Record<string, string> = {}) => connectClient(url, clients, headers);

describe("mcpHttpHandler mounted on an HTTP server of one's own", () => {
  it("answers an SDK client at the application's route, from a body the application already parsed", async () => {
    const { url } = await mount({ context: (request) => ({ customerId: request.headers["x-customer"] }) });
    const { client } = await connect(url, { "x-customer": "C-9" });
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(["explode", "refund", "say_hello", "ship"]);
    const result = await client.callTool({ name: "refund", arguments: { orderId: "A-1", amountCents: 100 } });
    expect(result.structuredContent).toEqual({ refunded: "A-1", amountCents: 100, customerId: "C-9" });
  });

  it("hands the context hook the HTTP request as the application passed it (what its middleware set on it)", async () => {
    const { url } = await mount({ context: (request) => ({ customerId: (request.httpRequest as AppRequest | undefined)?.user }) });
    const { client } = await connect(url, { "x-user": "ada" });
    const result = await client.callTool({ name: "refund", arguments: { orderId: "A-2", amountCents: 5 } });
    expect(result.structuredContent).toEqual({ refunded: "A-2", amountCents: 5, customerId: "user:ada" });
  });

  it("checks Host against the address the server really listens on, and accepts the names it is told to", async () => {
    const { url } = await mount({ allowedHosts: ["mcp.internal"] });
    const port = new URL(url).port;
    expect(await rawInitialize(url, { host: `127.0.0.1:${port}` })).toBe(200);
    expect(await rawInitialize(url, { host: `localhost:${port}`, origin: `http://localhost:${port}` })).toBe(200);
    expect(await rawInitialize(url, { host: "mcp.internal" })).toBe(200);
    expect(await rawInitialize(url, { host: "evil.example" })).toBe(403);
    expect(await rawInitialize(url, { host: `127.0.0.1:${Number(port) + 1}` })).toBe(403);
  });

  it("accepts only allowedHosts when serverAddress knows no address: the check is never off", async () => {
    const { url } = await mount({ serverAddress: () => undefined });
    expect(await rawInitialize(url, { host: new URL(url).host })).toBe(403);
  });

  it("resolves an agent given as a class for each call with resolveAgentForCall, and never for an invalid call", async () => {
    const resolved: Array<string | undefined> = [];
    const resolveAgentForCall = (agentClass: Function, request: { httpRequest?: AppRequest }) => {
      resolved.push(request.httpRequest?.user);
      return new (agentClass as typeof DeskAgent)();
    };
    const { url } = await mount({ resolveAgentForCall, context: () => ({ customerId: "C-1" }) }, [DeskAgent]);
    const { client } = await connect(url, { "x-user": "bo" });
    expect(resolved).toEqual([]);
    expect(await client.callTool({ name: "say_hello", arguments: { name: "A" } })).toEqual({ content: [{ type: "text", text: "Hello, A!" }] });
    expect((await client.callTool({ name: "refund", arguments: { orderId: "B-1", amountCents: 7 } })).structuredContent).toEqual({ refunded: "B-1", amountCents: 7, customerId: "C-1" });
    const invalid = await client.callTool({ name: "refund", arguments: { orderId: "B-1", amountCents: "seven" } });
    expect((invalid.content as Content)[0].text).toMatch(/amountCents/);
    expect(resolved).toEqual(["user:bo", "user:bo"]);
  });

  it("answers a failing per-call resolution with an isError result, and tells onToolError", async () => {
    const errors: unknown[] = [];
    const resolveAgentForCall = () => {
      throw new Error("no agent today");
    };
    const { url } = await mount({ resolveAgentForCall, onToolError: (error) => errors.push(error) }, [DeskAgent]);
    const { client } = await connect(url);
    expect(await client.callTool({ name: "say_hello", arguments: { name: "A" } })).toEqual({ isError: true, content: [{ type: "text", text: 'Tool "say_hello" failed.' }] });
    expect(errors).toEqual([expect.objectContaining({ message: "no agent today" })]);
  });

  it("closes its sessions on close() and answers later requests 503; the server stays the application's", async () => {
    const ends: Array<[string, string]> = [];
    const { url, handler } = await mount({ onSessionEnd: (id, why) => ends.push([id, why]) });
    const { transport } = await connect(url);
    await handler.close();
    expect(ends).toEqual([[transport.sessionId, "closed"]]);
    expect(await rawInitialize(url, { host: new URL(url).host })).toBe(503);
  });
});
