import "reflect-metadata";
import { once } from "node:events";
import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { McpRequest } from "@agentic-ts/mcp";
import * as mcp from "@agentic-ts/mcp";
import { ScriptedRuntime } from "@agentic-ts/testing";
import type { INestApplication } from "@nestjs/common";
import type { AbstractHttpAdapter } from "@nestjs/core";
import { FastifyAdapter } from "@nestjs/platform-fastify";
import { Test } from "@nestjs/testing";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CurrentCustomer } from "./__fixtures__/current-customer";
import { OrderBook } from "./__fixtures__/order-book";
import { silentLogger } from "./__fixtures__/silent-logger";
import { SingletonDesk } from "./__fixtures__/singleton-desk";
import { SupportDesk } from "./__fixtures__/support-desk";
import type { McpModule } from "./load-mcp";
import { AgenticModule, type AgenticModuleOptions } from "./index";

// The package's written-out view of @agentic-ts/mcp must be what that package exports.
const typed: McpModule = mcp;
type Content = Array<{ type: string; text?: string }>;

const clients: Client[] = [];
afterEach(() => Promise.all(clients.splice(0).map((c) => c.close())));

/** Boots a real Nest application with `AgenticModule` on 127.0.0.1, at a free port (on Express, unless another adapter is given). */
async function start(agentic: ReturnType<typeof AgenticModule.forRoot>, providers: Function[], adapter?: AbstractHttpAdapter): Promise<{ app: INestApplication; base: string }> {
  const module = await Test.createTestingModule({ imports: [agentic], providers: providers as never[] }).compile();
  const app = adapter ? module.createNestApplication(adapter, { logger: silentLogger }) : module.createNestApplication({ logger: silentLogger });
  await app.listen(0, "127.0.0.1");
  return { app, base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

/** An SDK client connected over Streamable HTTP, sending `headers` with each request. */
async function client(url: string, headers: Record<string, string> = {}): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const connected = new Client({ name: "nest-test", version: "1.0.0" });
  clients.push(connected);
  await connected.connect(transport);
  return { client: connected, transport };
}

/** The status of a raw initialize POST with the given headers (fetch cannot set Host). */
async function initializeStatus(url: string, headers: Record<string, string>): Promise<number> {
  const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };
  const req = httpRequest(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers } });
  req.end(JSON.stringify(initialize));
  const [res] = (await once(req, "response")) as [IncomingMessage];
  res.resume();
  await once(res, "end");
  return res.statusCode!;
}

describe("AgenticModule's mcp option: the agents over MCP at a path of the Nest HTTP server", () => {
  describe("stateful, with forRoot: a singleton agent with an injected dependency", () => {
    let app: INestApplication;
    let url: string;
    const contexts: McpRequest[] = [];

    beforeAll(async () => {
      const options: AgenticModuleOptions = {
        runtime: new ScriptedRuntime([]),
        // Annotated with @agentic-ts/mcp's own type: the hook accepts it.
        mcp: { path: "/mcp", context: (request: McpRequest) => (contexts.push(request), { customerId: request.headers["x-customer-id"] }) },
      };
      const started = await start(AgenticModule.forRoot(options), [SingletonDesk, OrderBook]);
      app = started.app;
      url = `${started.base}/mcp`;
    });
    afterAll(() => app?.close());

    it("lists the agent's @AgenticFunction methods as tools, hidden parameters left out", async () => {
      expect(typed.mcpHttpHandler).toBe(mcp.mcpHttpHandler);
      const { client: mcpClient } = await client(url);
      const { tools } = await mcpClient.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(["handle", "refund"]);
      expect(Object.keys(tools.find((t) => t.name === "refund")!.inputSchema.properties!)).toEqual(["orderId"]);
    });

    it("calls a tool on the agent Nest built (its OrderBook injected), the hidden @ContextParam from the context hook, which sees the headers", async () => {
      const { client: mcpClient, transport } = await client(url, { "x-customer-id": "C-7" });
      const result = await mcpClient.callTool({ name: "refund", arguments: { orderId: "A-12", customerId: "C-evil" } });
      expect(result.isError).toBeUndefined();
      expect(result.structuredContent).toEqual({ refunded: "A-12", amountCents: 400, customerId: "C-7" });
      const seen = contexts.at(-1)!;
      expect(seen.sessionId).toBe(transport.sessionId);
      expect(seen.httpRequest?.headers["x-customer-id"]).toBe("C-7");
    });

    it("answers invalid arguments with an isError result naming the field", async () => {
      const { client: mcpClient } = await client(url);
      const result = await mcpClient.callTool({ name: "refund", arguments: { orderId: 42 } });
      expect(result.isError).toBe(true);
      expect((result.content as Content)[0].text).toMatch(/^Invalid arguments for tool "refund": .*orderId/);
    });

    it("refuses a foreign Host or Origin with 403 (DNS rebinding), and accepts the server's own", async () => {
      const host = new URL(url).host;
      expect(await initializeStatus(url, { host: "evil.example" })).toBe(403);
      expect(await initializeStatus(url, { host, origin: "http://evil.example" })).toBe(403);
      expect(await initializeStatus(url, { host: `localhost:${new URL(url).port}` })).toBe(200);
    });

    it("leaves the application's other routes to Nest", async () => {
      expect((await fetch(url.replace(/\/mcp$/, "/elsewhere"))).status).toBe(404);
    });
  });

  describe("stateless, with forRootAsync: a request-scoped agent resolved for each call's HTTP request", () => {
    let app: INestApplication;
    let url: string;

    beforeAll(async () => {
      const agentic = AgenticModule.forRootAsync({ useFactory: async () => ({ runtime: new ScriptedRuntime([]), mcp: { path: "/agents/mcp", stateless: true, agents: [SupportDesk] } }) });
      const started = await start(agentic, [SupportDesk, CurrentCustomer]);
      app = started.app;
      url = `${started.base}/agents/mcp`;
    });
    afterAll(() => app?.close());

    it("serves without sessions; @ContextParam(CurrentCustomer) and @ContextParam(REQUEST) come from each call's own request", async () => {
      const [a, b] = await Promise.all([client(url, { "x-customer-id": "C-a" }), client(url, { "x-customer-id": "C-b" })]);
      expect(a.transport.sessionId).toBeUndefined();
      const before = CurrentCustomer.created;
      const [refundA, refundB] = await Promise.all([
        a.client.callTool({ name: "refund", arguments: { orderId: "B-1", amountCents: 300 } }),
        b.client.callTool({ name: "refund", arguments: { orderId: "B-2", amountCents: 500 } }),
      ]);
      expect(refundA.structuredContent).toEqual({ refunded: "B-1", amountCents: 300, customerId: "C-a" });
      expect(refundB.structuredContent).toEqual({ refunded: "B-2", amountCents: 500, customerId: "C-b" });
      expect(CurrentCustomer.created - before).toBe(2);
      const escalated = await a.client.callTool({ name: "escalate", arguments: { reason: "legal" } });
      expect(escalated.structuredContent).toEqual({ escalated: "legal", path: "/agents/mcp" });
    });
  });

  describe("on Fastify", () => {
    let app: INestApplication;
    let url: string;

    beforeAll(async () => {
      const options: AgenticModuleOptions = { runtime: new ScriptedRuntime([]), mcp: { context: (request) => ({ customerId: request.headers["x-customer-id"] }) } };
      const started = await start(AgenticModule.forRoot(options), [SingletonDesk, OrderBook], new FastifyAdapter());
      app = started.app;
      url = `${started.base}/mcp`;
    });
    afterAll(() => app?.close());

    it("serves the same endpoint: tools listed and called over a session, invalid arguments refused, a foreign Host refused", async () => {
      const { client: mcpClient, transport } = await client(url, { "x-customer-id": "C-f" });
      expect(transport.sessionId).toEqual(expect.any(String));
      expect((await mcpClient.listTools()).tools.map((t) => t.name).sort()).toEqual(["handle", "refund"]);
      expect((await mcpClient.callTool({ name: "refund", arguments: { orderId: "F-1" } })).structuredContent).toEqual({ refunded: "F-1", amountCents: 300, customerId: "C-f" });
      expect((await mcpClient.callTool({ name: "refund", arguments: {} })).isError).toBe(true);
      expect(await initializeStatus(url, { host: "evil.example" })).toBe(403);
    });
  });

  it("closes its sessions, its connections and the listener when the application closes", async () => {
    const ended: Array<[string, string]> = [];
    const options: AgenticModuleOptions = { runtime: new ScriptedRuntime([]), mcp: { onSessionEnd: (id, why) => ended.push([id, why]) } };
    const { app, base } = await start(AgenticModule.forRoot(options), [SingletonDesk, OrderBook]);
    const http = app.getHttpServer() as Server;
    const { transport } = await client(`${base}/mcp`);
    expect(transport.sessionId).toEqual(expect.any(String));

    await app.close();
    expect(ended).toEqual([[transport.sessionId, "closed"]]);
    expect(http.listening).toBe(false);
    expect(await new Promise((resolve) => http.getConnections((_, count) => resolve(count)))).toBe(0);
  });

  it("fails at init, naming the fix, when the agents' tools collide or a listed agent is not a provider", async () => {
    const boot = async (mcpOptions: AgenticModuleOptions["mcp"], providers: Function[]) => {
      const module = await Test.createTestingModule({ imports: [AgenticModule.forRoot({ runtime: new ScriptedRuntime([]), mcp: mcpOptions })], providers: providers as never[] }).compile();
      const app = module.createNestApplication({ logger: silentLogger });
      try {
        await app.init();
      } finally {
        await app.close();
      }
    };
    await expect(boot({}, [SingletonDesk, OrderBook, SupportDesk, CurrentCustomer])).rejects.toThrow(/two agents serve a tool named "refund"/);
    await expect(boot({ agents: [SupportDesk] }, [SingletonDesk, OrderBook])).rejects.toThrow(/mcp\.agents lists SupportDesk, which is not a provider/);
  });
});
