"use strict";
// serveMcp's overhead per tool call (issue 35, point 7): one MCP client (the SDK's Client) calls one tool
// 1 000 times, one call at a time, through
//   (a) serveMcp serving an agent's @AgenticFunction method, and
//   (b) a hand-written low-level SDK Server (setRequestHandler(ListTools/CallTool)) doing the same work:
//       the same JSON Schema compiled by core's Ajv factory, the same function, the same content (the
//       result's JSON as text and as structuredContent),
// side by side, alternated over several rounds, medians kept. Target: serveMcp ≤ 1.2× the plain server's
// time per call.
//
// Judged over Streamable HTTP on loopback, the way serveMcp is reached (its public API has no in-memory
// transport): both servers run in this process on the SDK's StreamableHTTPServerTransport (one session
// each), so the client, the HTTP stack and the SDK's JSON-RPC are the same on both sides and the
// difference is serveMcp's own work (Host/Origin checks, session routing, validation, context, trace
// node, result mapping). Calls are sequential, not in flight together: with one call at a time the wall
// time per call is the server's latency, and the process's CPU per call (client + server, the client
// identical on both sides) is the cost. HTTP's fixed cost dilutes the ratio, so the same pair is also
// measured over the SDK's InMemoryTransport (serveMcp's per-session server, built as serveMcp builds it,
// against the plain Server): no sockets, the strictest view of the tool layer's own cost. It is told, not
// judged: it is not how serveMcp is reached, and the tiny denominator makes it swing on a shared box.
// Requires the built packages (npm run bench builds them).

require("reflect-metadata");
const assert = require("node:assert");
const { createServer } = require("node:http");
const { randomUUID } = require("node:crypto");
const { performance } = require("node:perf_hooks");
const { Agent, AgenticFunction, LlmParam } = require("../../packages/core/dist/index.js");
// Core's own Ajv factory (options, keywords), as its validators for a model's pick are built: not exported.
const { createAjv } = require("../../packages/core/dist/validation/create-ajv.js");
const { serveMcp } = require("../../packages/mcp/dist/index.js");
const { agentTools } = require("../../packages/mcp/dist/serve/agent-tools.js");
const { createMcpServer } = require("../../packages/mcp/dist/serve/create-mcp-server.js");
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { StreamableHTTPClientTransport } = require("@modelcontextprotocol/sdk/client/streamableHttp.js");
const { InMemoryTransport } = require("@modelcontextprotocol/sdk/inMemory.js");
const { Server } = require("@modelcontextprotocol/sdk/server/index.js");
const { StreamableHTTPServerTransport } = require("@modelcontextprotocol/sdk/server/streamableHttp.js");
const { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = require("@modelcontextprotocol/sdk/types.js");
const { printTable, runBenchScript } = require("./harness");

const CALLS = 1000;
const WARMUP = 300;
const ROUNDS = 5;
const TARGET = 1.2;
const ARGS = { orderId: "A-1", amountCents: 1250 };
// The tool's arguments schema as core generates it for the method below; checked against what serveMcp
// lists before anything is timed, so both servers validate against the same schema.
const SCHEMA = {
  type: "object",
  properties: {
    orderId: { type: "string", description: "The order to refund." },
    amountCents: { type: "number", description: "Amount in cents." },
  },
  required: ["orderId", "amountCents"],
  additionalProperties: false,
};

// The one function both servers call.
function refund(orderId, amountCents) {
  return { refunded: orderId, amountCents };
}

// The agent serveMcp serves: plain JavaScript, the decorators applied by hand as TypeScript would.
class BenchDesk extends Agent {
  refund(orderId, amountCents) {
    return refund(orderId, amountCents);
  }
}
LlmParam({ name: "orderId", type: String, description: "The order to refund." })(BenchDesk.prototype, "refund", 0);
LlmParam({ name: "amountCents", type: Number, description: "Amount in cents." })(BenchDesk.prototype, "refund", 1);
Object.defineProperty(
  BenchDesk.prototype,
  "refund",
  AgenticFunction({ description: "Issue a refund for an order." })(BenchDesk.prototype, "refund", Object.getOwnPropertyDescriptor(BenchDesk.prototype, "refund")),
);

/** The hand-written server: the SDK's low-level Server doing what serveMcp does for this tool, no more. */
function plainServer() {
  const validate = createAjv().compile(SCHEMA);
  const tool = { name: "refund", description: "Issue a refund for an order.", inputSchema: SCHEMA };
  const server = new Server({ name: "plain", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [tool] }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    if (request.params.name !== "refund") throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const args = { ...(request.params.arguments ?? {}) };
    if (!validate(args)) {
      const [error] = validate.errors;
      return { content: [{ type: "text", text: `Invalid arguments for tool "refund": ${error.instancePath} ${error.message}` }], isError: true };
    }
    try {
      const value = await refund(args.orderId, args.amountCents);
      return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value };
    } catch {
      return { content: [{ type: "text", text: 'Tool "refund" failed.' }], isError: true };
    }
  });
  return server;
}

/** The plain server over Streamable HTTP on 127.0.0.1: one transport per session, routed by its id. */
async function servePlainHttp() {
  const sessions = new Map();
  const http = createServer(async (req, res) => {
    const id = req.headers["mcp-session-id"];
    let transport = id === undefined ? undefined : sessions.get(id);
    if (!transport) {
      transport = new StreamableHTTPServerTransport({ sessionIdGenerator: randomUUID, onsessioninitialized: (sid) => sessions.set(sid, transport) });
      await plainServer().connect(transport);
    }
    await transport.handleRequest(req, res);
  });
  await new Promise((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${http.address().port}/mcp`,
    close: async () => {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

async function httpClient(url) {
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

async function memoryClient(server) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

/** Checks a client sees the tool and the answer this bench expects of both servers. */
async function check(client) {
  const { tools } = await client.listTools();
  assert.deepStrictEqual(tools.find((t) => t.name === "refund").inputSchema, SCHEMA);
  const result = await client.callTool({ name: "refund", arguments: ARGS });
  const value = { refunded: "A-1", amountCents: 1250 };
  assert.deepStrictEqual(result, { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value });
  const invalid = await client.callTool({ name: "refund", arguments: { orderId: "A-1", amountCents: "12" } });
  assert.strictEqual(invalid.isError, true);
  assert.match(invalid.content[0].text, /amountCents/);
}

/** `calls` sequential tool calls: wall and CPU (this process: client + server) milliseconds per call. */
async function timeCalls(client, calls) {
  global.gc?.();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) {
    const result = await client.callTool({ name: "refund", arguments: ARGS });
    if (result.isError) throw new Error(`call failed: ${JSON.stringify(result)}`);
  }
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  return { msPerCall: wallMs / calls, cpuMsPerCall: (cpu.user + cpu.system) / 1000 / calls };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Warms both clients up, then alternates them ROUNDS times; the median of each figure per client. */
async function compare(clients) {
  for (const client of Object.values(clients)) await timeCalls(client, WARMUP);
  const runs = Object.fromEntries(Object.keys(clients).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with the other one, so neither always runs right after the other's garbage.
    const order = round % 2 === 0 ? Object.keys(clients) : Object.keys(clients).reverse();
    for (const name of order) runs[name].push(await timeCalls(clients[name], CALLS));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, r]) => [name, { msPerCall: median(r.map((x) => x.msPerCall)), cpuMsPerCall: median(r.map((x) => x.cpuMsPerCall)) }]),
  );
}

async function run() {
  const served = await serveMcp([new BenchDesk()], { transport: "http", port: 0 });
  const plain = await servePlainHttp();
  const tools = agentTools([{ instance: new BenchDesk() }]);
  const memoryServed = createMcpServer({ name: "bench", version: "1.0.0" }, tools, { onError: () => undefined });
  const clients = {
    servedHttp: await httpClient(served.url),
    plainHttp: await httpClient(plain.url),
    servedMemory: await memoryClient(memoryServed),
    plainMemory: await memoryClient(plainServer()),
  };
  try {
    for (const client of Object.values(clients)) await check(client);
    const http = await compare({ served: clients.servedHttp, plain: clients.plainHttp });
    const memory = await compare({ served: clients.servedMemory, plain: clients.plainMemory });
    const ratio = (m) => m.served.msPerCall / m.plain.msPerCall;
    const cpuRatio = (m) => m.served.cpuMsPerCall / m.plain.cpuMsPerCall;
    const rows = [
      row("plain SDK Server, Streamable HTTP (baseline)", http.plain, "-", "-", "-"),
      row("serveMcp, Streamable HTTP", http.served, ratio(http), cpuRatio(http), ratio(http) <= TARGET ? "PASS" : "FAIL"),
      row("plain SDK Server, InMemoryTransport (told)", memory.plain, "-", "-", "-"),
      row("serveMcp's server, InMemoryTransport (told)", memory.served, ratio(memory), cpuRatio(memory), "-"),
    ];
    printTable(`serveMcp against a hand-written low-level SDK server: one tool, ${CALLS} sequential calls per run, median of ${ROUNDS} alternated runs (client and server in this process)`, rows);
    console.log(`Target: serveMcp's time per call over Streamable HTTP ≤ ${TARGET}× the plain server's. CPU is this process's (client + server; the client is the same on both sides).`);
    return rows;
  } finally {
    await Promise.all(Object.values(clients).map((c) => c.close()));
    await Promise.all([served.close(), plain.close()]);
  }
}

function row(name, m, ratio, cpuRatio, result) {
  const times = (r) => (typeof r === "number" ? `${r.toFixed(2)}×` : r);
  return {
    case: name,
    "ms/call": m.msPerCall.toFixed(3),
    "CPU ms/call": m.cpuMsPerCall.toFixed(3),
    "time vs plain": times(ratio),
    "CPU vs plain": times(cpuRatio),
    target: result === "-" ? "-" : `≤ ${TARGET}× plain`,
    result,
  };
}

module.exports = { run };
if (require.main === module) runBenchScript(run);
