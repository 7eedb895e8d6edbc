import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { TypedResultsAgent } from "./__fixtures__/typed-results-agent";
import { serveMcp } from "./serve-mcp";
import type { McpServerHandle } from "./serve-mcp-options";

type Content = Array<{ type: string; text?: string }>;

// The SDK's own Client, which checks every structuredContent against the outputSchema tools/list declared
// (and refuses a result without one): what a conforming client sees.
let server: McpServerHandle;
let client: Client;
let tools: Map<string, Tool>;
const toolErrors: unknown[] = [];

beforeAll(async () => {
  server = await serveMcp([new TypedResultsAgent()], { transport: "http", onToolError: (error) => void toolErrors.push(error) });
  client = new Client({ name: "output-schema-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url!)));
  // Listing first: the client checks results only against the schemas it has listed.
  tools = new Map((await client.listTools()).tools.map((t) => [t.name, t]));
});

afterAll(async () => {
  await client.close();
  await server.close();
});

describe("serveMcp's outputSchema and structuredContent", () => {
  it("declares a method's object return type as the tool's outputSchema, and nothing for other results", () => {
    expect(tools.get("ticket")?.outputSchema).toMatchObject({
      type: "object",
      properties: { id: { type: "string" }, status: { enum: ["closed", "open"] }, opened: { type: "string", format: "date-time" } },
      required: ["id", "opened", "status"],
      additionalProperties: false,
    });
    // A union of object types is an object schema too.
    expect(tools.get("refund")?.outputSchema).toMatchObject({ type: "object", anyOf: [{ properties: { outcome: { const: "refunded" } } }, { properties: { outcome: { const: "refused" } } }] });
    // A string, an array and mcpContent(...) have none.
    for (const name of ["title", "tags", "chart"]) expect([name, tools.get(name)?.outputSchema]).toEqual([name, undefined]);
  });

  it("answers with structuredContent the SDK client accepts, and the same JSON as text; undeclared fields are dropped", async () => {
    const result = await client.callTool({ name: "ticket", arguments: { id: "T-1" } });
    const expected = { id: "T-1", status: "open", opened: "2026-01-02T03:04:05.000Z" };
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual(expected);
    expect(result.content).toEqual([{ type: "text", text: JSON.stringify(expected) }]);
    expect(JSON.stringify(result)).not.toContain("VIP");
  });

  it("answers each branch of a union of object types", async () => {
    expect((await client.callTool({ name: "refund", arguments: { amountCents: 500 } })).structuredContent).toEqual({ outcome: "refunded", amountCents: 500 });
    expect((await client.callTool({ name: "refund", arguments: { amountCents: 5000 } })).structuredContent).toEqual({ outcome: "refused", why: "over the limit" });
  });

  it("answers other results as before: text, JSON text, MCP content", async () => {
    expect(await client.callTool({ name: "title", arguments: { id: "T-1" } })).toEqual({ content: [{ type: "text", text: "Ticket T-1" }] });
    expect(await client.callTool({ name: "tags", arguments: {} })).toEqual({ content: [{ type: "text", text: '["billing","vip"]' }] });
    expect(await client.callTool({ name: "chart", arguments: {} })).toEqual({ content: [{ type: "text", text: "Tickets this week: 12" }] });
  });

  it("fails a call whose result is not of its declared shape, as a failed function: isError, details to onToolError only", async () => {
    const result = await client.callTool({ name: "broken", arguments: {} });
    expect(result.isError).toBe(true);
    expect((result.content as Content)[0]?.text).toBe('Tool "broken" failed.');
    expect(result.structuredContent).toBeUndefined();
    expect(String(toolErrors.at(-1))).toContain('the result of tool "broken" does not match its outputSchema: missing required field "opened"');
  });
});
