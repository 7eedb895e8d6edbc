import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openTraceDb } from "@agentic-ts/example-kit";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { DEMO_TOKENS } from "./desk-customers";
import { deskUrl } from "./desk-address";

// The stdio server is started as the README's Claude Desktop config says: `node` and the compiled entry
// (dist/, built by `npm test`'s build step), with the config's env and a store file of the test's own.
jest.setTimeout(60_000);

const EXAMPLE = path.join(__dirname, "..");
const REPO = path.join(EXAMPLE, "..", "..");
const README = readFileSync(path.join(EXAMPLE, "README.md"), "utf8");
const CLI = path.join(REPO, "packages/cli/dist/bin.js");

type StdioConfig = { type?: string; command: string; args: string[]; env?: Record<string, string> };
type CallResult = { content: Array<{ type: string; text?: string }>; structuredContent?: unknown; isError?: boolean; _meta?: Record<string, unknown> };

/** The README's JSON block marked `file=<name>`, parsed, with the clone's path put in for the placeholders. */
function readmeConfig<T>(file: string): T {
  const blocks = [...README.matchAll(/^```json file=(\S+)\n([\s\S]*?)^```$/gm)].filter((m) => m[1] === file);
  expect(blocks).toHaveLength(1);
  const text = blocks[0]![2]!.replaceAll("/ABSOLUTE/PATH/TO/agentic-ts", REPO).replaceAll("${workspaceFolder}", REPO);
  return JSON.parse(text) as T;
}

const claude = () => readmeConfig<{ mcpServers: Record<string, StdioConfig> }>("claude_desktop_config.json").mcpServers["ticket-desk"]!;
const vscode = () => readmeConfig<{ servers: Record<string, StdioConfig | { type: string; url: string; headers: Record<string, string> }> }>(".vscode/mcp.json").servers;

let scratch: string;
beforeEach(() => (scratch = mkdtempSync(path.join(tmpdir(), "mcp-desk-stdio-"))));
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A desk started as Claude Desktop starts it, its stderr collected, and the client's transport errors. */
async function startAsClaude(): Promise<{ client: Client; errors: Error[]; stderr: () => string; serving: Promise<void> }> {
  const config = claude();
  const transport = new StdioClientTransport({
    command: config.command === "node" ? process.execPath : config.command,
    args: config.args,
    env: { ...config.env, AGENTIC_DB: path.join(scratch, "desk.db") },
    stderr: "pipe",
  });
  let stderr = "";
  // The line the desk writes once it serves (after carrying out the runs approved while it was down).
  const serving = new Promise<void>((resolve) =>
    transport.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes("ticket desk: serving over stdio")) resolve();
    }),
  );
  const client = new Client({ name: "claude-like", version: "1.0.0" });
  const errors: Error[] = [];
  // A line on stdout that is not JSON-RPC reaches the client as an error here.
  client.onerror = (error) => errors.push(error);
  await client.connect(transport);
  return { client, errors, stderr: () => stderr, serving };
}

describe("the README's client configs", () => {
  it("Claude Desktop's and VS Code's name the built stdio entry (the package's bin) in each client's format", () => {
    const desk = claude();
    expect(Object.keys(desk).sort()).toEqual(["args", "command", "env"]);
    expect(desk.command).toBe("node");
    const entry = path.join(EXAMPLE, "dist/stdio.js");
    expect(desk.args).toEqual([entry]);
    expect(existsSync(entry)).toBe(true);
    const pkg = JSON.parse(readFileSync(path.join(EXAMPLE, "package.json"), "utf8")) as { bin: Record<string, string> };
    expect(path.join(EXAMPLE, pkg.bin["agentic-mcp-desk"]!)).toBe(entry);

    const { ticketDesk, ticketDeskHttp } = vscode();
    expect(ticketDesk).toEqual({ type: "stdio", command: desk.command, args: desk.args, env: desk.env });
    expect(ticketDeskHttp).toEqual({ type: "http", url: deskUrl(), headers: { Authorization: expect.stringMatching(/^Bearer /) } });
    const token = (ticketDeskHttp as { headers: Record<string, string> }).headers.Authorization!.slice("Bearer ".length);
    expect(DEMO_TOKENS[token]).toBe("C-42");
  });
});

describe("the desk over stdio, started as Claude Desktop starts it", () => {
  it("lists and calls the desk's tools, the customer from the config's env, and nothing but JSON-RPC reaches stdout", async () => {
    const { client, errors, stderr, serving } = await startAsClaude();
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(["escalateToHuman", "handleTicket", "issueRefund", "lookupCustomer", "lookupOrder"]);
      // The hidden customerId is no tool input.
      expect(tools.find((t) => t.name === "lookupOrder")!.inputSchema).toMatchObject({ properties: { orderId: { type: "string" } }, required: ["orderId"], additionalProperties: false });
      expect(JSON.stringify(tools)).not.toContain("customerId");

      const customer = (await client.callTool({ name: "lookupCustomer", arguments: {} })) as CallResult;
      expect(customer.structuredContent).toEqual({ name: "Dana Reyes", tier: "gold", refundsThisYear: 0 });
      // A customerId the client sends is dropped: A-1002 is Sam's order, and this desk signs in Dana.
      const forged = (await client.callTool({ name: "lookupOrder", arguments: { orderId: "A-1002", customerId: "C-77" } })) as CallResult;
      expect(forged.structuredContent).toEqual({ error: "No order A-1002 for this customer." });
      // $39 needs no approval: refunded at once.
      const small = (await client.callTool({ name: "issueRefund", arguments: { orderId: "A-1003", amountCents: 3900, reason: "Never arrived." } })) as CallResult;
      expect(small.structuredContent).toMatchObject({ status: "refunded", refundId: "R-A-1003" });
      const invalid = (await client.callTool({ name: "issueRefund", arguments: { orderId: "A-1003", amountCents: 12.5, reason: "x" } })) as CallResult;
      expect(invalid.isError).toBe(true);
      expect(invalid.content[0]!.text).toMatch(/amountCents/);

      await serving;
      expect(stderr()).toContain("handleTicket's model: offline");
      expect(errors).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it("a refund over $100 waits in a durable run; `agentic runs approve` completes it when the desk next starts", async () => {
    const first = await startAsClaude();
    let run!: { id: string; requestHash: string };
    try {
      const gated = (await first.client.callTool({ name: "issueRefund", arguments: { orderId: "A-1001", amountCents: 12900, reason: "Cracked ear cup." } })) as CallResult;
      expect(gated.isError).toBe(true);
      run = gated._meta!["agentic-ts/run"] as { id: string; requestHash: string };
      expect(gated.content[0]!.text).toContain(`agentic runs approve ${run.id} --request ${run.requestHash}`);
      expect(gated.content[0]!.text).toContain("Refunds over $100 need a person.");
      await first.serving;
    } finally {
      await first.client.close();
    }

    const db = path.join(scratch, "desk.db");
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, "runs", "approve", run.id, "--request", run.requestHash, "--by", "supervisor", "--db", db], { cwd: scratch });
    expect(stdout).toContain(`Approved issueRefund`);

    // The next desk carries the verdict out before it says it serves.
    const second = await startAsClaude();
    try {
      await second.serving;
      const store = openTraceDb(db).store;
      try {
        const done = await store.getRunRecord(run.id);
        expect(done?.status).toBe("completed");
        expect(done?.result).toEqual({ result: expect.objectContaining({ status: "refunded", orderId: "A-1001", amountCents: 12900 }) });
      } finally {
        await store.close();
      }
      expect(second.errors).toEqual([]);
    } finally {
      await second.client.close();
    }
  });
});
