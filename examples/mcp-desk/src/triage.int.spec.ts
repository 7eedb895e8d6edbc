import "reflect-metadata";
import { LoopbackProviderServer, type LoopbackStep } from "@agentic-ts/testing";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { loadTranscript } from "@agentic-ts/example-kit";
import path from "node:path";
import { createStatusServer, type StatusServer } from "./status-server";
import { main, TRANSCRIPTS_DIR } from "./triage";

jest.setTimeout(60_000);

let model: LoopbackProviderServer;
beforeAll(async () => (model = await LoopbackProviderServer.start()));
afterAll(() => model.close());
afterEach(() => model.reset());

/** The status page's server in this process, so the test can count the calls that reach it. */
function statusInProcess(): { status: StatusServer; connect: () => Promise<Client> } {
  const status = createStatusServer();
  const connect = async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await status.server.connect(serverSide);
    const client = new Client({ name: "triage-test", version: "1.0.0" });
    await client.connect(clientSide);
    return client;
  };
  return { status, connect };
}

// The recorded triage, replayed by the loopback server in OpenAI's wire format.
const recorded = (): LoopbackStep[] =>
  loadTranscript(path.join(TRANSCRIPTS_DIR, "triage.json")).map((r) =>
    typeof r === "string" ? { reply: { text: r } } : { reply: { text: r.text, toolCalls: r.toolCalls?.map((c) => ({ name: c.name, args: c.args as object })) } },
  );

const env = () => ({ OPENAI_BASE_URL: model.openaiBaseURL, AGENTIC_MODEL: "local-model" });

describe("the triage agent with the status page's MCP tools, on the OpenAI runtime", () => {
  it("offers the server's tools with their own schemas; each call the model makes reaches the server once, its answer the model", async () => {
    const { status, connect } = statusInProcess();
    model.script(...recorded());
    const printed: string[] = [];
    const outcome = await main({ env: env(), connectStatus: connect, print: (text) => printed.push(text) });
    expect(outcome).toEqual({ status: "known-incident", incidentId: "INC-2041", reply: expect.stringContaining("voided automatically") });
    expect(status.calls).toEqual([
      { name: "service_status", args: { service: "payments" } },
      { name: "search_incidents", args: { query: "charged twice" } },
    ]);
    const [first, second] = model.requests.map((r) => JSON.stringify(r.body));
    // The remote schema as the server listed it (its enum), under the prefixed name.
    expect(first).toContain('"name":"status_service_status"');
    expect(first).toContain('"enum":["payments","shipping","accounts"]');
    // What the server answered went back to the model as the tools' results.
    expect(second).toContain('\\"state\\":\\"degraded\\"');
    expect(second).toContain("INC-2041");
    const report = printed.join("\n");
    expect(report).toContain("Triage agent with the tools of MCP server status-page: status_service_status, status_search_incidents");
    expect(report).toMatch(/tool_call status_service_status\(service: "payments"\)/);
  });

  it("an argument the server's schema refuses never reaches the server: the model gets the error and routes the ticket", async () => {
    const { status, connect } = statusInProcess();
    model.script(
      { reply: { toolCalls: [{ name: "status_service_status", args: { service: "billing" } }] } },
      { reply: { text: '{"call": "route", "args": {"team": "billing", "summary": "Double charge on one order."}}' } },
    );
    const outcome = await main({ env: env(), connectStatus: connect, print: () => undefined });
    expect(outcome).toEqual({ status: "routed", team: "billing", summary: "Double charge on one order." });
    expect(status.calls).toEqual([]);
    expect(JSON.stringify(model.requests[1]!.body)).toMatch(/service.*payments.*shipping.*accounts/);
  });
});

describe("npm run triage, offline", () => {
  it("starts the compiled status server over stdio and replays the recorded triage against its real answers", async () => {
    const printed: string[] = [];
    const outcome = await main({ env: {}, print: (text) => printed.push(text) });
    expect(outcome).toMatchObject({ status: "known-incident", incidentId: "INC-2041" });
    const report = printed.join("\n");
    expect(report).toContain("Model: offline, replaying transcripts/triage.json");
    expect(report).toMatch(/tool_call status_search_incidents\(query: "charged twice"\) → "\{\\"incidents\\":\[\{\\"id\\":\\"INC-2041/);
  });
});
