import "reflect-metadata";
import path from "node:path";
import { chooseRuntime, reportRun, runAsScript, type ExampleOptions } from "@agentic-ts/example-kit";
import { mcpTools } from "@agentic-ts/mcp";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { TriageAgent, type TriageOutcome } from "./triage/triage-agent";

/** The folder of the example's transcripts: `transcripts/`, beside `src/` and `dist/`. */
export const TRANSCRIPTS_DIR = path.join(__dirname, "..", "transcripts");

/** The status server's compiled entry, which {@link main} starts over stdio unless given a client. */
export const STATUS_SERVER = path.join(__dirname, "..", "dist", "status-stdio.js");

/** The ticket triaged when the command line names none. */
export const SAMPLE_TICKET = "I was charged twice for my order this morning. I want my money back!";

/**
 * What {@link main} runs with (every field defaults to the process's own): `argv` is `["<ticket text>"]
 * [--verbose]`.
 */
export interface MainOptions extends ExampleOptions {
  /** Connects the client of the status page's MCP server; default: starts {@link STATUS_SERVER} over stdio. */
  readonly connectStatus?: () => Promise<Client>;
}

/**
 * Triages a ticket with the status page's tools: connects an MCP client to the status server, offers its
 * tools to the triage agent through `mcpTools` (prefixed `status_`), runs the agent and prints the trace
 * tree and the result. Offline it replays `transcripts/triage.json`; with a provider configured in the
 * environment, the same code runs against the model.
 */
export async function main(options: MainOptions = {}): Promise<TriageOutcome> {
  const { argv = [], env = process.env, print = (text: string) => console.log(text) } = options;
  const ticket = argv.find((arg) => !arg.startsWith("-")) ?? SAMPLE_TICKET;
  const client = await (options.connectStatus ?? startStatusServer)();
  try {
    const statusPage = await mcpTools(client, { prefix: "status_" });
    try {
      const chosen = chooseRuntime(env, path.join(TRANSCRIPTS_DIR, "triage.json"), options.db);
      print(`Triage agent with the tools of MCP server ${statusPage.server ?? "(unnamed)"}: ${Object.keys(statusPage.tools).join(", ")}`);
      print(`Model: ${chosen.description}`);
      print(`Ticket: ${JSON.stringify(ticket)}`);
      const agent = new TriageAgent(chosen.runtime, statusPage);
      return await reportRun(chosen, () => agent.triage(ticket), { print, verbose: argv.includes("--verbose"), format: (result) => JSON.stringify(result, null, 2) });
    } finally {
      statusPage.close();
    }
  } finally {
    await client.close();
  }
}

/** Starts the status server as a child process and connects to it over stdio, as any MCP client would. */
async function startStatusServer(): Promise<Client> {
  const client = new Client({ name: "mcp-desk-triage", version: "0.1.0" });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [STATUS_SERVER] }));
  return client;
}

if (require.main === module) runAsScript(main);
