"use strict";
// The AI SDK adapter's cost per decision (issue 34, point 6): client CPU per decision.make in `tools`
// pick mode at 100 in flight against the loopback server (a child process, so this process's CPU is the
// client's alone), side by side in one run:
//   - baseline: the native OpenAIRuntime (the official openai SDK);
//   - fromAiSdk over @ai-sdk/openai-compatible 2.x's chat model (specification v3) and 3.x's (v4), the
//     providers given `fetch: agenticFetch()` (agentic-ts's pooled transport, which the native runtimes use);
//   - the AI SDK's own generateText (ai 6) with the same one tool, toolChoice "required", on the same v3
//     model object: what a user of the AI SDK pays for one tool-forced call;
//   - both again on the provider's own fetch (undici's WHATWG fetch), told for comparison.
// Targets, judged on the v3 model (the model object generateText also takes): the adapter at most 1.3× the
// native runtime's CPU per decision, and below generateText's. The v4 row is told: its provider (3.x) does
// more work of its own per call than 2.x (measured 1.0-1.33× the native runtime on a busy 2-core machine).
// Requires the built packages (npm run bench builds them).

require("reflect-metadata");
const { decision } = require("../../packages/core/dist/index.js");
const { OpenAIRuntime } = require("../../packages/openai/dist/index.js");
const { createOpenAICompatible: createV4 } = require("@ai-sdk/openai-compatible");
const { createOpenAICompatible: createV3 } = require("ai-sdk-openai-compatible-v2");
const { generateText, jsonSchema, tool } = require("ai");
const { agenticFetch, fromAiSdk } = require("../../packages/ai-sdk/dist/index.js");
const { printTable, runBenchScript } = require("./harness");
const { measure, medianOf, startServer } = require("./loopback");

const CONCURRENCY = 100;
const TOTAL = 2000;
const ROUNDS = 5;
const WARMUP = 500;
const ADAPTER_TARGET = 1.3;
const TOOL_CALL = { name: "refund", args: { orderId: "A-1", amount: 12.5 } };
const OPTIONS = {
  refund: ["Issue a refund.", { orderId: "The order id", amount: Number }],
  escalate: ["Hand over to a human.", { summary: String }],
  close: "CLOSED",
};
const PROMPT = "Pick the next step for this ticket.";

function clients(url) {
  const decide = (runtime) => async () => {
    const result = await decision.make(PROMPT, OPTIONS, { runtime, pickMode: "tools" });
    if (result.decision !== "refund") throw new Error(`unexpected result ${JSON.stringify(result)}`);
  };
  const trace = { maxNodes: 1000 };
  const settings = { name: "bench", baseURL: url, apiKey: "sk-bench" };
  const native = new OpenAIRuntime({ apiKey: "sk-bench", baseURL: url, model: "gpt-bench", trace });
  // The providers on agentic-ts's transport (what the README recommends), and on their own fetch.
  const fetch = agenticFetch();
  const v3 = createV3({ ...settings, fetch }).chatModel("gpt-bench");
  const v4 = createV4({ ...settings, fetch }).chatModel("gpt-bench");
  const v3OwnFetch = createV3(settings).chatModel("gpt-bench");
  const adapters = { v3: fromAiSdk(v3, { trace }), v4: fromAiSdk(v4, { trace }), v3OwnFetch: fromAiSdk(v3OwnFetch, { trace }) };
  const refund = tool({
    description: "Issue a refund.",
    inputSchema: jsonSchema({
      type: "object",
      properties: { orderId: { type: "string", description: "The order id" }, amount: { type: "number" } },
      required: ["orderId", "amount"],
      additionalProperties: false,
    }),
  });
  const viaGenerateText = (model) => async () => {
    const result = await generateText({ model, prompt: PROMPT, tools: { refund }, toolChoice: "required" });
    if (result.toolCalls[0]?.toolName !== "refund") throw new Error("generateText got no refund call");
  };
  return {
    native: { task: decide(native), close: () => native.close() },
    adapterV3: { task: decide(adapters.v3), close: () => adapters.v3.close() },
    generateText: { task: viaGenerateText(v3), close: () => undefined },
    adapterV4: { task: decide(adapters.v4), close: () => adapters.v4.close().then(() => fetch.close()) },
    adapterV3OwnFetch: { task: decide(adapters.v3OwnFetch), close: () => adapters.v3OwnFetch.close() },
    generateTextOwnFetch: { task: viaGenerateText(v3OwnFetch), close: () => undefined },
  };
}

async function run() {
  const server = await startServer(undefined, { process: true, toolCall: TOOL_CALL });
  const c = clients(server.url);
  try {
    for (const client of Object.values(c)) await measure(client.task, WARMUP, CONCURRENCY);
    await server.answerAfter(0);
    // Alternate the clients, ROUNDS times, and keep the median of each figure: the box is shared.
    const runs = Object.fromEntries(Object.keys(c).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, client] of Object.entries(c)) {
        runs[name].push(await measure(client.task, TOTAL, CONCURRENCY));
        await server.answerAfter(0);
      }
    }
    const m = Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, medianOf(r)]));
    const ratio = (name) => m[name].cpuMsPerOp / m.native.cpuMsPerOp;
    const rows = [
      row("baseline: OpenAIRuntime (openai SDK), decision.make, tools pick mode", m.native, "-", "-"),
      row("fromAiSdk(openai-compatible 2.x, spec v3, fetch: agenticFetch()), decision.make", m.adapterV3, ratio("adapterV3"), judge("adapterV3", "generateText")),
      row("  ai 6 generateText, one tool, toolChoice required, the same model object", m.generateText, ratio("generateText"), "-"),
      row("fromAiSdk(openai-compatible 3.x, spec v4, fetch: agenticFetch()), decision.make", m.adapterV4, ratio("adapterV4"), "-"),
      row("fromAiSdk(openai-compatible 2.x, spec v3, the provider's own fetch), decision.make", m.adapterV3OwnFetch, ratio("adapterV3OwnFetch"), "-"),
      row("  ai 6 generateText, one tool, toolChoice required, the same model object", m.generateTextOwnFetch, ratio("generateTextOwnFetch"), "-"),
    ];
    // The adapter against generateText on the provider's own fetch: told, not judged (the fetch dominates).
    const ownFetch = m.adapterV3OwnFetch.cpuMsPerOp / m.generateTextOwnFetch.cpuMsPerOp;
    printTable(`The AI SDK adapter against the loopback server (${CONCURRENCY} in flight, median of ${ROUNDS} runs of ${TOTAL}, server in a child process)`, rows);
    console.log(`Targets: the adapter's client CPU per decision ≤ ${ADAPTER_TARGET}× the native runtime's, and below generateText's on the same model object.`);
    console.log(`On the provider's own fetch (undici's WHATWG fetch) the adapter takes ${ownFetch.toFixed(2)}× generateText's CPU; pass fetch: agenticFetch() to the provider for the figures above.`);
    return rows;

    function judge(name, against) {
      const pass = ratio(name) <= ADAPTER_TARGET && (against === undefined || m[name].cpuMsPerOp < m[against].cpuMsPerOp);
      return pass ? "PASS" : "FAIL";
    }
  } finally {
    await Promise.all(Object.values(c).map((client) => client.close()));
    await server.stop();
  }
}

function row(name, m, ratio, result) {
  return {
    case: name,
    "ops/s": m.opsPerSec.toFixed(0),
    "client CPU ms/op": m.cpuMsPerOp.toFixed(3),
    "vs native": typeof ratio === "number" ? `${ratio.toFixed(2)}×` : ratio,
    "loop delay max ms": m.maxMs.toFixed(1),
    target: result === "-" ? "-" : `≤ ${ADAPTER_TARGET}× native${name.includes("spec v3") ? ", < generateText" : ""}`,
    result,
  };
}

module.exports = { run };
if (require.main === module) runBenchScript(run);
