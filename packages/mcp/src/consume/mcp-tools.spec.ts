import { ApprovalRequiredError, ConfigurationError, decision, type Message } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { addTool, StubMcpServer, type StubTool } from "./__fixtures__/stub-mcp-server";
import { mcpTools } from "./mcp-tools";
import { MCP_SERVER_TRACE_KEY } from "./remote-tool-function";

const failing: StubTool = {
  tool: { name: "explode", inputSchema: { type: "object", properties: {} } },
  answer: () => ({ content: [{ type: "text", text: "the disk is full" }], isError: true }),
};
const mixed: StubTool = {
  tool: { name: "picture", inputSchema: { type: "object" } },
  answer: () => ({ content: [{ type: "text", text: "here:" }, { type: "image", data: "AAAA", mimeType: "image/png" }] }),
};
const structured: StubTool = {
  tool: { name: "stats", inputSchema: { type: "object", properties: {} } },
  answer: () => ({ content: [], structuredContent: { total: 3 } }),
};

function toolMessages(runtime: ScriptedRuntime): Array<Extract<Message, { role: "tool" }>> {
  // Each request repeats the conversation so far: the last one holds every tool result once.
  return (runtime.requests.at(-1)?.messages ?? []).filter((m): m is Extract<Message, { role: "tool" }> => m.role === "tool");
}

describe("mcpTools", () => {
  let stub: StubMcpServer;
  let client: Client;
  const connect = async (tools: readonly StubTool[]) => {
    stub = new StubMcpServer(tools);
    client = await stub.connect();
  };
  afterEach(async () => {
    await client?.close();
  });

  it("offers the server's tools with their schemas, calls them through exec and returns their text", async () => {
    await connect([addTool, mixed, structured]);
    const set = await mcpTools(client);
    expect(Object.keys(set.tools)).toEqual(["add", "picture", "stats"]);
    const runtime = new ScriptedRuntime([
      { toolCalls: [{ name: "add", args: { a: 2, b: 3 } }, { name: "picture", args: {} }, { name: "stats", args: {} }] },
      "done",
    ]);
    await runtime.exec("Add 2 and 3.", { tools: set.tools });
    const definition = runtime.requests[0]!.toolDefinitions.find((d) => d.name === "add")!;
    expect(definition.description).toBe("Add two integers.");
    expect(definition.parameters).toMatchObject({ properties: { a: { type: "integer" }, b: { type: "integer", description: "second" } }, required: ["a", "b"] });
    expect(stub.calls).toEqual([{ name: "add", args: { a: 2, b: 3 } }, { name: "picture", args: {} }, { name: "stats", args: {} }]);
    expect(toolMessages(runtime).map((m) => [m.content, m.isError])).toEqual([
      ["5", false],
      ["here:\n[image image/png, 3 bytes]", false],
      ['{"total":3}', false],
    ]);
  });

  it("validates arguments against the remote schema before any call: bad ones are a tool error, never a call", async () => {
    await connect([addTool]);
    const set = await mcpTools(client);
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "add", args: { a: "two", b: 3 } }] }, { toolCalls: [{ name: "add", args: { a: 1 } }] }, "gave up"]);
    await runtime.exec("Add.", { tools: set.tools });
    expect(stub.calls).toEqual([]);
    const [wrongType, missing] = toolMessages(runtime);
    expect(wrongType).toMatchObject({ isError: true });
    expect(wrongType!.content).toMatch(/Invalid arguments for "add".*\ba\b/);
    expect(missing).toMatchObject({ isError: true });
    expect(missing!.content).toMatch(/\bb\b/);
  });

  it("turns an isError result and a timeout into tool errors the model reads", async () => {
    let release!: () => void;
    const slow: StubTool = {
      tool: { name: "slow", inputSchema: { type: "object", properties: {} } },
      answer: () => new Promise((resolve) => (release = () => resolve({ content: [{ type: "text", text: "late" }] }))),
    };
    await connect([failing, slow]);
    const set = await mcpTools(client, { timeoutMs: 50 });
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "explode", args: {} }, { name: "slow", args: {} }] }, "sorry"]);
    await runtime.exec("Try.", { tools: set.tools });
    release();
    const [exploded, timedOut] = toolMessages(runtime);
    expect(exploded).toMatchObject({ isError: true, content: 'Tool "explode" failed: McpToolError: the disk is full' });
    expect(timedOut!.isError).toBe(true);
    expect(timedOut!.content).toContain('the MCP tool "slow" of server "stub-server" did not answer within 50 ms');
  });

  it("records each call as a tool_call trace node naming the server", async () => {
    await connect([addTool]);
    const set = await mcpTools(client);
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "add", args: { a: 1, b: 1 } }] }, "2"]);
    await runtime.exec("Add.", { tools: set.tools });
    const node = runtime.trace.toJSON().find((n) => n.kind === "tool_call")!;
    expect(node).toMatchObject({ name: "add", status: "ok", data: { [MCP_SERVER_TRACE_KEY]: "stub-server", result: "2" } });
  });

  it("follows notifications/tools/list_changed", async () => {
    await connect([addTool]);
    let refreshed!: () => void;
    const done = new Promise<void>((resolve) => (refreshed = resolve));
    const set = await mcpTools(client, { onRefresh: () => refreshed() });
    const before = set.tools;
    await stub.setTools([addTool, failing]);
    await done;
    expect(Object.keys(set.tools)).toEqual(["add", "explode"]);
    expect(Object.keys(before)).toEqual(["add"]);
    set.close();
  });

  it("filters, prefixes, and refuses a prefix that cannot start a name", async () => {
    await connect([addTool, failing, mixed]);
    expect(Object.keys((await mcpTools(client, { filter: ["add", "picture"], prefix: "calc_" })).tools)).toEqual(["calc_add", "calc_picture"]);
    expect(Object.keys((await mcpTools(client, { filter: (t) => t.name.startsWith("e") })).tools)).toEqual(["explode"]);
    await expect(mcpTools(client, { prefix: "9 lives" })).rejects.toThrow(ConfigurationError);
  });

  it("skips, and reports, a tool whose schema cannot be offered", async () => {
    const unsplittable: StubTool = { tool: { name: "either", inputSchema: { type: "object", oneOf: [{ required: ["a"] }] } }, answer: () => ({ content: [] }) };
    const badPattern: StubTool = {
      tool: { name: "lookbehind", inputSchema: { type: "object", properties: { s: { type: "string", pattern: "(?<=a)b" } } } },
      answer: () => ({ content: [] }),
    };
    await connect([addTool, unsplittable, badPattern]);
    const reported: string[] = [];
    const set = await mcpTools(client, { onSkip: (s) => reported.push(s.name) });
    expect(Object.keys(set.tools)).toEqual(["add"]);
    expect(reported).toEqual(["either", "lookbehind"]);
    expect(set.skipped[0]!.reason).toContain('"oneOf"');
  });

  it("keeps $defs usable: a $ref into the root's definitions still validates", async () => {
    const withDefs: StubTool = {
      tool: {
        name: "place",
        inputSchema: { type: "object", $defs: { Point: { type: "object", properties: { x: { type: "number" } }, required: ["x"] } }, properties: { at: { $ref: "#/$defs/Point" } }, required: ["at"] },
      },
      answer: (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
    };
    await connect([withDefs]);
    const set = await mcpTools(client);
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "place", args: { at: {} } }, { name: "place", args: { at: { x: 1 } } }] }, "ok"]);
    await runtime.exec("Place.", { tools: set.tools });
    expect(toolMessages(runtime).map((m) => m.isError)).toEqual([true, false]);
    expect(stub.calls).toEqual([{ name: "place", args: { at: { x: 1 } } }]);
  });

  it("applies approval policies as to our own functions: no approver, no call; a decline is a tool error", async () => {
    await connect([addTool]);
    const set = await mcpTools(client, { approval: { add: (args: { a: number }) => args.a > 100 && "Big sums need a person." } });
    const unattended = new ScriptedRuntime([{ toolCalls: [{ name: "add", args: { a: 500, b: 1 } }] }]);
    await expect(unattended.exec("Add.", { tools: set.tools })).rejects.toThrow(ApprovalRequiredError);
    const declining = new ScriptedRuntime([{ toolCalls: [{ name: "add", args: { a: 500, b: 1 } }] }, "ok"], { approver: async () => false });
    await declining.exec("Add.", { tools: set.tools });
    expect(toolMessages(declining)[0]!.isError).toBe(true);
    expect(stub.calls).toEqual([]);
    const small = new ScriptedRuntime([{ toolCalls: [{ name: "add", args: { a: 1, b: 1 } }] }, "2"]);
    await small.exec("Add.", { tools: set.tools });
    expect(stub.calls).toHaveLength(1);
  });

  it("works as decision options: a pick calls the remote tool", async () => {
    await connect([addTool]);
    const set = await mcpTools(client);
    const runtime = new ScriptedRuntime([JSON.stringify({ call: "add", args: { a: 20, b: 22 } })]);
    const result = await decision.make("Add 20 and 22.", { ...set.tools, skip: "skipped" }, { runtime });
    expect(result).toBe("42");
    expect(stub.calls).toEqual([{ name: "add", args: { a: 20, b: 22 } }]);
  });
});
