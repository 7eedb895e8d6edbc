import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, type ElicitRequest, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import { serveDesk, type DeskServer } from "./desk-server";
import { tryDesk } from "./http-client";

type CallResult = { content: Array<{ type: string; text?: string }>; structuredContent?: unknown; isError?: boolean; _meta?: Record<string, unknown> };

let scratch: string;
let desk: DeskServer;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "mcp-desk-http-"));
  // Offline (no provider in env), on a free port, its runs in a store of the test's own.
  desk = await serveDesk({ transport: "http", port: 0, env: {}, db: path.join(scratch, "desk.db") });
});
afterAll(async () => {
  await desk.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A client signed in with `token`; with `answer`, it declares elicitation and answers every request with it. */
async function connect(token: string, answer?: (request: ElicitRequest) => ElicitResult): Promise<{ client: Client; asked: ElicitRequest[] }> {
  const asked: ElicitRequest[] = [];
  const client = new Client({ name: "desk-test", version: "1.0.0" }, answer ? { capabilities: { elicitation: {} } } : {});
  if (answer) client.setRequestHandler(ElicitRequestSchema, (request) => (asked.push(request), answer(request)));
  await client.connect(new StreamableHTTPClientTransport(new URL(desk.url!), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  return { client, asked };
}

const bigRefund = { orderId: "A-1001", amountCents: 12900, reason: "The ear cup arrived cracked." };

describe("the desk over Streamable HTTP", () => {
  it("listens on 127.0.0.1; `npm run http:client` lists the tools and calls them as the bearer token's customer", async () => {
    expect(desk.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const visit = await tryDesk(desk.url!, "dana-demo-token");
    expect(visit.tools.sort()).toEqual(["escalateToHuman", "handleTicket", "issueRefund", "lookupCustomer", "lookupOrder"]);
    expect(visit.results.lookupCustomer!.structuredContent).toEqual({ name: "Dana Reyes", tier: "gold", refundsThisYear: 0 });
    expect(visit.results.lookupOrder!.structuredContent).toEqual({ orderId: "A-1001", item: "Noise-cancelling headphones", amountCents: 12900, status: "delivered", charges: 1 });
    // The client does not declare elicitation: the refund waits in a durable run the result names.
    const refund = visit.results.issueRefund as CallResult;
    expect(refund.isError).toBe(true);
    const run = refund._meta!["agentic-ts/run"] as { id: string; requestHash: string };
    expect(refund.content[0]!.text).toContain(`agentic runs approve ${run.id} --request ${run.requestHash}`);
    const waiting = await desk.runs.get(run.id);
    expect(waiting?.status).toBe("suspended");
    expect(waiting?.context).toEqual({ customerId: "C-42" });
  });

  it("another token signs in another customer; without a known one, nobody's data is reachable", async () => {
    const sam = await connect("sam-demo-token");
    const nobody = await connect("made-up-token");
    try {
      const order = (await sam.client.callTool({ name: "lookupOrder", arguments: { orderId: "A-1002" } })) as CallResult;
      expect(order.structuredContent).toMatchObject({ orderId: "A-1002", charges: 2 });
      const anonymous = (await nobody.client.callTool({ name: "lookupCustomer", arguments: {} })) as CallResult;
      expect(anonymous.structuredContent).toEqual({ error: "Unknown customer." });
      const theirs = (await nobody.client.callTool({ name: "lookupOrder", arguments: { orderId: "A-1002" } })) as CallResult;
      expect(theirs.structuredContent).toEqual({ error: "No order A-1002 for this customer." });
    } finally {
      await Promise.all([sam.client.close(), nobody.client.close()]);
    }
  });

  it("asks a client that supports elicitation: accepted, the refund runs; declined, it does not", async () => {
    const yes = await connect("dana-demo-token", () => ({ action: "accept", content: { approve: true } }));
    const no = await connect("dana-demo-token", () => ({ action: "decline" }));
    try {
      const approved = (await yes.client.callTool({ name: "issueRefund", arguments: bigRefund })) as CallResult;
      expect(approved.isError).toBeFalsy();
      expect(approved.structuredContent).toEqual({ status: "refunded", refundId: "R-A-1001", orderId: "A-1001", amountCents: 12900, reason: bigRefund.reason });
      expect(yes.asked).toHaveLength(1);
      const message = yes.asked[0]!.params.message;
      expect(message).toContain("Refunds over $100 need a person.");
      expect(message).toContain('"amountCents": 12900');
      expect(message).not.toContain("C-42"); // the hidden customer is never shown

      const declined = (await no.client.callTool({ name: "issueRefund", arguments: bigRefund })) as CallResult;
      expect(declined.isError).toBe(true);
      expect(declined.content[0]!.text).toMatch(/"issueRefund" was declined/);
      expect(declined.structuredContent).toBeUndefined();
    } finally {
      await Promise.all([yes.client.close(), no.client.close()]);
    }
  });

  it("handleTicket runs the desk's own agent; offline it hands the ticket to a person", async () => {
    const { client } = await connect("dana-demo-token");
    try {
      const handled = (await client.callTool({ name: "handleTicket", arguments: { ticket: "My order A-1001 arrived broken." } })) as CallResult;
      expect(handled.isError).toBeFalsy();
      expect(handled.structuredContent).toMatchObject({ status: "escalated", queue: "standard" });
    } finally {
      await client.close();
    }
  });
});

describe("handleTicket on a real provider's wire format (LoopbackProviderServer, OpenAI)", () => {
  it("a refund over $100 its model picks is declined inside it, with a note; the model escalates instead", async () => {
    const model = await LoopbackProviderServer.start();
    const online = await serveDesk({ transport: "http", port: 0, env: { OPENAI_BASE_URL: model.openaiBaseURL, AGENTIC_MODEL: "local-model" }, db: path.join(scratch, "online.db") });
    const pick = (call: object) => ({ reply: { text: JSON.stringify(call) } });
    model.script(
      pick({ call: "refund", args: bigRefund }),
      pick({ call: "escalate", args: { summary: "Cracked ear cup on A-1001; a $129 refund needs a person.", urgency: "low" } }),
    );
    const client = new Client({ name: "desk-test", version: "1.0.0" });
    try {
      expect(online.model).toBe("OpenAIRuntime, model local-model");
      await client.connect(new StreamableHTTPClientTransport(new URL(online.url!), { requestInit: { headers: { Authorization: "Bearer dana-demo-token" } } }));
      const handled = (await client.callTool({ name: "handleTicket", arguments: { ticket: "My order A-1001 arrived broken." } })) as CallResult;
      expect(handled.structuredContent).toMatchObject({ status: "escalated", queue: "standard" });
      expect(model.requests).toHaveLength(2);
      expect(JSON.stringify(model.requests[1]!.body)).toContain("cannot be approved inside handleTicket");
      // The customer stays on the server: the model never sees it.
      expect(JSON.stringify(model.requests.map((r) => r.body))).not.toContain("C-42");
    } finally {
      await client.close();
      await online.close();
      await model.close();
    }
  });
});
