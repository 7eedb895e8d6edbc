import "reflect-metadata";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { container } from "tsyringe";
import { registerAgentic } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { connectClient } from "./__fixtures__/http-client";
import { InjectedDeskAgent, OrderBook } from "./__fixtures__/injected-desk-agent";
import { serveMcp } from "./serve-mcp";
import type { McpServerHandle } from "./serve-mcp-options";

describe("serveMcp of an @injectable() agent class", () => {
  const clients: Client[] = [];
  let server: McpServerHandle | undefined;
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close();
    await server?.close();
  });

  it("builds it through tsyringe's container, with its constructor dependency", async () => {
    registerAgentic(container, { runtime: new ScriptedRuntime([]) });
    container.registerInstance(OrderBook, new OrderBook({ "A-1": "shipped" }));
    server = await serveMcp([InjectedDeskAgent], { transport: "http" });
    const { client } = await connectClient(server.url!, clients);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["orderStatus"]);
    expect(await client.callTool({ name: "orderStatus", arguments: { orderId: "A-1" } })).toMatchObject({ content: [{ type: "text", text: "shipped" }] });
  });

  it("builds it through a container of one's own with resolveAgent (a child container, its own dependencies)", async () => {
    const scope = registerAgentic(container.createChildContainer(), { runtime: new ScriptedRuntime([]) });
    scope.registerInstance(OrderBook, new OrderBook({ "A-2": "delivered" }));
    server = await serveMcp([InjectedDeskAgent], { transport: "http", resolveAgent: (cls) => scope.resolve(cls as typeof InjectedDeskAgent) });
    const { client } = await connectClient(server.url!, clients);
    expect(await client.callTool({ name: "orderStatus", arguments: { orderId: "A-2" } })).toMatchObject({ content: [{ type: "text", text: "delivered" }] });
  });
});
