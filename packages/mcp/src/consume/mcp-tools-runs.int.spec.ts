import "reflect-metadata";
import { Agent, AgenticFunction, agenticFunction, LlmParam, MemoryStore, Runs } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { addTool, StubMcpServer } from "./__fixtures__/stub-mcp-server";
import { mcpTools, type McpToolSet } from "./mcp-tools";

// The MCP tool set the desk's turn offers (set per test: a fresh client on the stub server).
let remote: McpToolSet;
const published: string[] = [];
const publish = agenticFunction((text: string) => (published.push(text), "published"), { name: "publish", params: { text: "What to publish" }, approval: true });

class SumDesk extends Agent {
  @AgenticFunction({ description: "Work out a sum and publish it." })
  async sum(@LlmParam({ name: "task" }) task: string): Promise<string> {
    const reply: unknown = await this.runtime.exec(task, { tools: { ...remote.tools, publish } });
    return String(reply);
  }
}

describe("mcpTools inside a durable run", () => {
  let client: Client;
  afterEach(async () => client?.close());

  it("journals the remote call: a resume after the approval replays it from the journal and never calls the server again", async () => {
    const stub = new StubMcpServer([addTool]);
    client = await stub.connect();
    remote = await mcpTools(client);
    const store = new MemoryStore();
    const first = new Runs({
      store,
      runtime: new ScriptedRuntime([{ toolCalls: [{ name: "add", args: { a: 2, b: 3 } }] }, { toolCalls: [{ name: "publish", args: { text: "5" } }] }]),
      agents: [SumDesk],
    });
    const run = await first.start(SumDesk, "sum", ["Add 2 and 3, then publish it."]);
    expect(run.status).toBe("suspended");
    expect(stub.calls).toHaveLength(1);

    // Another Runs over the same store, as another process would have: only the last reply is new.
    const second = new Runs({ store, runtime: new ScriptedRuntime(["Published 5."]), agents: [SumDesk] });
    const done = await second.resume(run.id, { approved: true, by: "alice" });
    expect(done.status).toBe("completed");
    expect(done.result).toBe("Published 5.");
    expect(published).toEqual(["5"]);
    expect(stub.calls).toEqual([{ name: "add", args: { a: 2, b: 3 } }]);
  });
});
