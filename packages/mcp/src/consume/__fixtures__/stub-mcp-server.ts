import { Client } from "@modelcontextprotocol/sdk/client/index.js";
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
    this.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: this.tools.map((t) => t.tool) }));
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const args = (request.params.arguments ?? {}) as Record<string, unknown>;
      this.calls.push({ name: request.params.name, args });
      const stub = this.tools.find((t) => t.tool.name === request.params.name);
      if (!stub) return { content: [{ type: "text", text: `unknown tool ${request.params.name}` }], isError: true };
      return stub.answer(args);
    });
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
