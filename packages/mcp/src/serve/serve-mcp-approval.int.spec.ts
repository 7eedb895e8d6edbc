import { giveVerdict, MemoryStore } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, type ElicitRequest, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { ApprovalDeskAgent } from "./__fixtures__/approval-desk-agent";
import { serveMcp } from "./serve-mcp";
import type { McpServerHandle, ServeMcpOptions } from "./serve-mcp-options";

type Content = Array<{ type: string; text?: string }>;
type RunMeta = { id: string; requestHash: string; status: string };

const opened: McpServerHandle[] = [];
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function serve(desk: ApprovalDeskAgent, options: Partial<ServeMcpOptions> = {}): Promise<McpServerHandle> {
  const server = await serveMcp([desk], {
    transport: "http",
    runtime: new ScriptedRuntime([]),
    context: () => ({ customerId: "C-1", password: "hunter2" }),
    onToolError: () => undefined,
    ...options,
  });
  opened.push(server);
  return server;
}

/** A client; with `answer`, it declares elicitation and answers every elicitation/create with it. */
async function connect(url: string, answer?: (request: ElicitRequest) => ElicitResult): Promise<{ client: Client; asked: ElicitRequest[] }> {
  const asked: ElicitRequest[] = [];
  const client = new Client({ name: "approver", version: "1.0.0" }, answer ? { capabilities: { elicitation: {} } } : {});
  if (answer) {
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request);
      return answer(request);
    });
  }
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  clients.push(client);
  return { client, asked };
}

const big = { orderId: "A-1", amountCents: 500 };

describe("serveMcp: tools with an approval policy", () => {
  it("asks a client that declared elicitation; accepted, the function runs once with the validated arguments", async () => {
    const desk = new ApprovalDeskAgent();
    const server = await serve(desk);
    const { client, asked } = await connect(server.url!, () => ({ action: "accept", content: { approve: true } }));
    const result = await client.callTool({ name: "bigRefund", arguments: { ...big, junk: "dropped" } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ refunded: "A-1", amountCents: 500 });
    expect(desk.made).toEqual([{ orderId: "A-1", amountCents: 500, customerId: "C-1" }]);
    expect(asked).toHaveLength(1);
    const message = asked[0]!.params.message;
    expect(message).toContain("bigRefund");
    expect(message).toContain("Refunds over 100 cents need a person.");
    expect(message).toContain('"amountCents": 500');
    // Hidden context values are never shown to the client, nor are fields validation dropped.
    expect(message).not.toContain("C-1");
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("junk");
  });

  it("runs a call the policy does not gate without asking", async () => {
    const desk = new ApprovalDeskAgent();
    const server = await serve(desk);
    const { client, asked } = await connect(server.url!, () => ({ action: "decline" }));
    const result = await client.callTool({ name: "bigRefund", arguments: { orderId: "A-2", amountCents: 50 } });
    expect(result.isError).toBeFalsy();
    expect(asked).toHaveLength(0);
    expect(desk.made).toHaveLength(1);
  });

  it.each([
    ["decline", { action: "decline" }],
    ["cancel", { action: "cancel" }],
    ["accept unchecked", { action: "accept", content: { approve: false } }],
  ] as Array<[string, ElicitResult]>)("never runs the function when the client answers %s: an isError decline", async (_label, answer) => {
    const desk = new ApprovalDeskAgent();
    const server = await serve(desk);
    const { client, asked } = await connect(server.url!, () => answer);
    const result = await client.callTool({ name: "bigRefund", arguments: big });
    expect(result.isError).toBe(true);
    expect((result.content as Content)[0]!.text).toMatch(/"bigRefund" was declined/);
    expect(asked).toHaveLength(1);
    expect(desk.made).toEqual([]);
  });

  it("without elicitation and without runs: an isError result saying how to enable approvals; nothing runs", async () => {
    const desk = new ApprovalDeskAgent();
    const server = await serve(desk);
    const { client } = await connect(server.url!);
    const result = await client.callTool({ name: "bigRefund", arguments: big });
    expect(result.isError).toBe(true);
    expect((result.content as Content)[0]!.text).toMatch(/did not declare elicitation.*runs option.*not run/);
    expect(desk.made).toEqual([]);
  });

  it("without elicitation, with runs: an isError result naming the run and request; approved with that hash, it runs exactly once", async () => {
    const desk = new ApprovalDeskAgent();
    const store = new MemoryStore();
    const server = await serve(desk, { runs: { store } });
    const { client } = await connect(server.url!);
    const result = await client.callTool({ name: "bigRefund", arguments: big });
    expect(result.isError).toBe(true);
    const run = (result._meta as Record<string, RunMeta>)["agentic-ts/run"]!;
    const text = (result.content as Content)[0]!.text!;
    expect(text).toContain(`agentic runs approve ${run.id} --request ${run.requestHash}`);
    expect(text).toContain("Refunds over 100 cents need a person.");
    expect(desk.made).toEqual([]);
    const stored = await server.runs!.get(run.id);
    expect(stored?.status).toBe("suspended");
    expect(stored?.pending?.requestHash).toBe(run.requestHash);
    expect(stored?.context).toEqual({ customerId: "C-1" }); // only what the function takes is stored

    // What `agentic runs approve <id> --request <hash>` does: record the verdict, owned by nobody…
    await giveVerdict(store, run.id, { approved: true, by: "alice", requestHash: run.requestHash });
    expect(desk.made).toEqual([]);
    // …and the next recover() of a process serving the tools carries it out.
    const [done] = await server.runs!.recover();
    expect(done?.status).toBe("completed");
    expect(done?.result).toEqual({ result: { refunded: "A-1", amountCents: 500 } });
    expect(desk.made).toEqual([{ orderId: "A-1", amountCents: 500, customerId: "C-1" }]);
    expect(await server.runs!.recover()).toEqual([]);
    expect(desk.made).toHaveLength(1);
  });

  it("a verdict naming another request is refused; a decline never runs the function", async () => {
    const desk = new ApprovalDeskAgent();
    const server = await serve(desk, { runs: { store: new MemoryStore() } });
    const { client } = await connect(server.url!);
    const result = await client.callTool({ name: "bigRefund", arguments: big });
    const run = (result._meta as Record<string, RunMeta>)["agentic-ts/run"]!;
    await expect(server.runs!.resume(run.id, { approved: true, requestHash: "0".repeat(64) })).rejects.toThrow(/waits for approval of request/);
    expect(desk.made).toEqual([]);
    const done = await server.runs!.resume(run.id, { approved: false, by: "bob", note: "too much", requestHash: run.requestHash });
    expect(done.status).toBe("completed");
    expect(done.result).toEqual({ declined: expect.stringMatching(/"bigRefund" was declined by bob: too much/) });
    expect(desk.made).toEqual([]);
  });

  it("a stateless server never elicits: with runs, the call waits in a durable run", async () => {
    const desk = new ApprovalDeskAgent();
    const server = await serve(desk, { stateless: true, runs: { store: new MemoryStore() } });
    const { client, asked } = await connect(server.url!, () => ({ action: "accept", content: { approve: true } }));
    const result = await client.callTool({ name: "bigRefund", arguments: big });
    expect(result.isError).toBe(true);
    expect(asked).toHaveLength(0);
    const run = (result._meta as Record<string, RunMeta>)["agentic-ts/run"]!;
    const done = await server.runs!.resume(run.id, { approved: true, requestHash: run.requestHash });
    expect(done.status).toBe("completed");
    expect(desk.made).toHaveLength(1);
  });
});
