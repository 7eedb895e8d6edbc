import { normalizeOptions, type FunctionOption } from "@agentic-ts/core";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { DeskAgent } from "./__fixtures__/desk-agent";
import { connectClient, INITIALIZE, rawInitialize, rawPost } from "./__fixtures__/http-client";
import { serveMcp } from "./serve-mcp";
import type { McpServerHandle, ServeMcpOptions } from "./serve-mcp-options";

type Content = Array<{ type: string; text?: string }>;

const opened: McpServerHandle[] = [];
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function serve(options: Partial<ServeMcpOptions> = {}, agents: readonly object[] = [new DeskAgent()]): Promise<McpServerHandle> {
  const server = await serveMcp(agents, { transport: "http", onToolError: () => undefined, ...options });
  opened.push(server);
  return server;
}

const connect = (url: string, headers: Record<string, string> = {}) => connectClient(url, clients, headers);

describe("serveMcp over Streamable HTTP", () => {
  it("lists each @AgenticFunction method as a tool whose inputSchema is core's arguments schema, hidden parameters left out", async () => {
    const desk = new DeskAgent();
    const server = await serve({}, [desk]);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const { client } = await connect(server.url!);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["explode", "refund", "say_hello", "ship"]);
    const refund = tools.find((t) => t.name === "refund")!;
    const option = normalizeOptions({ refund: desk.refund }).options[0] as FunctionOption;
    expect(refund.description).toBe("Issue a refund for an order.");
    expect(refund.inputSchema).toEqual(option.argsSchema);
    expect(refund.inputSchema.additionalProperties).toBe(false);
    expect(Object.keys(refund.inputSchema.properties!)).toEqual(["orderId", "amountCents"]);
  });

  it("answers a string with a text block and an object with its JSON as text and as structuredContent", async () => {
    const server = await serve();
    const { client } = await connect(server.url!);
    const hello = await client.callTool({ name: "say_hello", arguments: { name: "Ada" } });
    expect(hello).toEqual({ content: [{ type: "text", text: "Hello, Ada!" }] });
    const shipped = await client.callTool({ name: "ship", arguments: { to: { street: "1 Main St", city: "Oslo" }, from: { street: "2 Side St", city: "Bergen" } } });
    expect(shipped.structuredContent).toEqual({ shipped: "Bergen → Oslo" });
    expect((shipped.content as Content)[0]).toEqual({ type: "text", text: JSON.stringify({ shipped: "Bergen → Oslo" }) });
  });

  it("fills hidden parameters from the context hook, which sees the request's headers and session; a client cannot set them", async () => {
    const seen: Array<string | undefined> = [];
    const server = await serve({
      context: (request) => {
        seen.push(request.sessionId);
        return { customerId: request.headers["x-customer"] };
      },
    });
    const { client, transport } = await connect(server.url!, { "x-customer": "C-7" });
    const result = await client.callTool({ name: "refund", arguments: { orderId: "A-1", amountCents: 1250, customerId: "C-evil" } });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual({ refunded: "A-1", amountCents: 1250, customerId: "C-7" });
    expect(seen).toEqual([transport.sessionId]);
    expect(transport.sessionId).toEqual(expect.any(String));
  });

  it("validates arguments as a model's pick is validated: an isError result naming the field, and the function does not run", async () => {
    // The context hook runs right before the function: not reached, nothing ran.
    let reached = 0;
    const server = await serve({ context: () => (reached++, { customerId: "C-1" }) });
    const { client } = await connect(server.url!);
    const wrongType = await client.callTool({ name: "refund", arguments: { orderId: "A-1", amountCents: 12.5 } });
    expect(wrongType.isError).toBe(true);
    expect((wrongType.content as Content)[0].text).toMatch(/^Invalid arguments for tool "refund": .*amountCents/);
    const missing = await client.callTool({ name: "ship", arguments: { to: { city: "Oslo" }, from: { street: "x", city: "y" } } });
    expect(missing.isError).toBe(true);
    expect((missing.content as Content)[0].text).toContain('"to.street"');
    expect(reached).toBe(0);
  });

  it("answers a function's exception with an isError result that carries no message, stack or internals; the operator is told", async () => {
    const errors: Array<[unknown, string]> = [];
    const server = await serve({ onToolError: (error, tool) => errors.push([error, tool]) });
    const { client } = await connect(server.url!);
    const result = await client.callTool({ name: "explode", arguments: {} });
    expect(result.isError).toBe(true);
    const text = JSON.stringify(result);
    expect(text).not.toContain("hunter2");
    expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+/);
    expect(result.content).toEqual([{ type: "text", text: 'Tool "explode" failed.' }]);
    expect(errors).toEqual([[expect.objectContaining({ message: "database password is hunter2" }), "explode"]]);
  });

  it("answers a call of an unknown tool with a JSON-RPC error", async () => {
    const server = await serve();
    const { client } = await connect(server.url!);
    await expect(client.callTool({ name: "nope", arguments: {} })).rejects.toThrow(/Unknown tool: "nope"/);
  });

  it("refuses a request whose Host or Origin is not the server's (DNS rebinding) and accepts the loopback names", async () => {
    const server = await serve();
    const { host } = new URL(server.url!);
    const port = new URL(server.url!).port;
    expect(await rawInitialize(server.url!, { host: "evil.example.com" })).toBe(403);
    expect(await rawInitialize(server.url!, { host, origin: "http://evil.example.com" })).toBe(403);
    expect(await rawInitialize(server.url!, { host: `localhost:${port}`, origin: `http://localhost:${port}` })).toBe(200);
    expect(await rawInitialize(server.url!, { host })).toBe(200);
  });

  it("accepts the hosts and origins it is told to", async () => {
    const server = await serve({ allowedHosts: ["mcp.internal:8443"], allowedOrigins: ["https://app.example"] });
    expect(await rawInitialize(server.url!, { host: "mcp.internal:8443", origin: "https://app.example" })).toBe(200);
  });

  it("closes a session left idle for idleSessionMs; its next request is refused and a new session works", async () => {
    // One request opens the session and nothing follows it, so nothing races the expiry.
    let expired!: (id: string) => void;
    const ended = new Promise<string>((resolve) => (expired = resolve));
    const server = await serve({ idleSessionMs: 20, onSessionEnd: (id, why) => why === "expired" && expired(id) });
    const host = new URL(server.url!).host;
    const opened = await rawPost(server.url!, INITIALIZE, { host });
    expect(opened).toEqual({ status: 200, sessionId: expect.any(String) });
    expect(await ended).toBe(opened.sessionId);
    const list = { jsonrpc: "2.0", id: 2, method: "tools/list", params: {} };
    expect((await rawPost(server.url!, list, { host, "mcp-session-id": opened.sessionId!, "mcp-protocol-version": "2025-06-18" })).status).toBe(404);
    const again = await rawPost(server.url!, INITIALIZE, { host });
    expect(again).toEqual({ status: 200, sessionId: expect.any(String) });
    expect(again.sessionId).not.toBe(opened.sessionId);
  });

  it("serves without sessions in stateless mode", async () => {
    const server = await serve({ stateless: true, context: (request) => ({ customerId: request.sessionId ?? "none" }) });
    const { client, transport } = await connect(server.url!);
    expect(transport.sessionId).toBeUndefined();
    const result = await client.callTool({ name: "refund", arguments: { orderId: "A-2", amountCents: 5 } });
    expect(result.structuredContent).toEqual({ refunded: "A-2", amountCents: 5, customerId: "none" });
    expect((await client.listTools()).tools).toHaveLength(4);
  });

  it("builds an agent given as a class, and stops listening on close()", async () => {
    const server = await serveMcp([DeskAgent], { transport: "http" });
    const { client } = await connect(server.url!);
    expect(await client.callTool({ name: "say_hello", arguments: { name: "D" } })).toEqual({ content: [{ type: "text", text: "Hello, D!" }] });
    await client.close();
    await server.close();
    await expect(rawInitialize(server.url!, { host: new URL(server.url!).host })).rejects.toThrow(/ECONNREFUSED/);
  });
});
