// Child process of mcp-tools-processes.int.spec.ts: a durable run whose exec turn offers an MCP server's
// tools (over Streamable HTTP, a stub server in the parent process) and a gated `publish`, through the
// compiled packages (dist/, built by `npm test`'s build step). Every publish is appended to the log file.
//
//   start <db> <url> <log>          start the run: the model calls add(2, 3), then publish("5"), which waits
//   resume <db> <url> <log> <runId> approve it and resume: the model's last reply is new, add is replayed
const fs = require("node:fs");
const { agenticFunction, currentRuntime, Runs } = require("@agentic-ts/core");
const { ScriptedRuntime } = require("@agentic-ts/testing");
const { SqliteStore } = require("@agentic-ts/sqlite");
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { StreamableHTTPClientTransport } = require("@modelcontextprotocol/sdk/client/streamableHttp.js");
const { mcpTools } = require("../../../dist");

const [mode, dbPath, url, logPath, runId] = process.argv.slice(2);

const publish = agenticFunction(
  (text) => {
    fs.appendFileSync(logPath, `${JSON.stringify({ fn: "publish", text, pid: process.pid })}\n`);
    return "published";
  },
  { name: "publish", description: "Publish a result.", params: { text: "What to publish" }, approval: true },
);

async function main() {
  const client = new Client({ name: "sum-desk", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const remote = await mcpTools(client);
  class SumDesk {
    async sum(task) {
      return String(await currentRuntime().exec(task, { tools: { ...remote.tools, publish } }));
    }
  }
  const runtime =
    mode === "start"
      ? new ScriptedRuntime([{ toolCalls: [{ name: "add", args: { a: 2, b: 3 } }] }, { toolCalls: [{ name: "publish", args: { text: "5" } }] }])
      : new ScriptedRuntime(["Published 5."]);
  const store = new SqliteStore(dbPath);
  const runs = new Runs({ store, runtime, agents: [new SumDesk()] });
  let out;
  if (mode === "start") out = await runs.start("SumDesk", "sum", ["Add 2 and 3, then publish it."]);
  else out = await runs.resume(runId, { approved: true, by: `pid-${process.pid}` });
  await store.close();
  await client.close();
  process.stdout.write(`${JSON.stringify({ id: out.id, status: out.status, result: out.result, requests: runtime.requests.length })}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
