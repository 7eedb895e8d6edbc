import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";

/** A stub tool: its listing and what a call answers. */
export interface StubTool {
  readonly tool: Tool;
  readonly answer: (args: Record<string, unknown>) => CallToolResult | Promise<CallToolResult>;
}

/** A low-level MCP server with a changeable tool list, counting the calls each tool receives. */
export class StubMcpServer {
  readonly server = new Server({ name: "stub-server", version: "1.0.0" }, { capabilities: { tools: { listChanged: true } } });
  readonly calls: Array<{ name: string; args: Record<string, unknown> }> = [];
  private tools: readonly StubTool[];

  constructor(tools: readonly StubTool[]) {
    this.tools = tools;
    this.install(this.server);
  }

  // The tool handlers, on the in-memory server and on each server an HTTP request gets.
  private install(server: Server): void {
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: this.tools.map((t) => t.tool) }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const args = (request.params.arguments ?? {}) as Record<string, unknown>;
      this.calls.push({ name: request.params.name, args });
      const stub = this.tools.find((t) => t.tool.name === request.params.name);
      if (!stub) return { content: [{ type: "text", text: `unknown tool ${request.params.name}` }], isError: true };
      return stub.answer(args);
    });
  }

  /**
   * Serves the same tools over stateless Streamable HTTP on 127.0.0.1 (a fresh SDK server per request,
   * the calls counted here), for clients in other processes; resolves to the endpoint's URL and a close.
   */
  async listenHttp(): Promise<{ url: string; close: () => Promise<void> }> {
    const http: HttpServer = createServer((req, res) => {
      const server = new Server({ name: "stub-server", version: "1.0.0" }, { capabilities: { tools: {} } });
      this.install(server);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on("close", () => void transport.close().then(() => server.close()));
      void server.connect(transport).then(() => transport.handleRequest(req, res));
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const { port } = http.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/mcp`,
      close: () => new Promise<void>((resolve) => (http.closeAllConnections(), http.close(() => resolve()))),
    };
  }

  /** Replaces the tool list and tells the client (`notifications/tools/list_changed`). */
  async setTools(tools: readonly StubTool[]): Promise<void> {
    this.tools = tools;
    await this.server.sendToolListChanged();
  }

  /** Connects a fresh SDK client to this server in memory. */
  async connect(): Promise<Client> {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await this.server.connect(serverSide);
    const client = new Client({ name: "test-client", version: "1.0.0" });
    await client.connect(clientSide);
    return client;
  }
}

/** A tool that adds two integers. */
export const addTool: StubTool = {
  tool: {
    name: "add",
    description: "Add two integers.",
    inputSchema: { type: "object", properties: { a: { type: "integer" }, b: { type: "integer", description: "second" } }, required: ["a", "b"] },
  },
  answer: (args) => ({ content: [{ type: "text", text: String(Number(args.a) + Number(args.b)) }] }),
};
