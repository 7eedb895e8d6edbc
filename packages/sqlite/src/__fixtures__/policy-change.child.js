// Child process of declined-replay.int.spec.ts: the same desk deployed with different approval policies,
// run durably over a SqliteStore through the compiled packages (dist/). Every refund executed is appended
// to the log file, so the parent counts real executions across processes.
//
//   start   <db> <log> <ticket> <policy>   start a run
//   recover <db> <log> -        <policy>   recover runs whose owner is gone (a verdict given from outside)
//   resume  <db> <log> <runId>  <policy> <yes|no> [requestHash]
//
// <policy> is the deploy: "limit" (over $100 needs a person), "raised" (over $1 000 000), "removed" (no
// approval at all), "flag" (asks only while AGENTIC_TEST_FLAG is "on"); "tool" and "tool-removed" are
// "limit" and "removed" with the refund offered as a tool of an exec turn instead of a decision's option.
const fs = require("node:fs");
const { agenticFunction, decision, Int, Runs } = require("@agentic-ts/core");
const { ScriptedRuntime } = require("@agentic-ts/testing");
const { SqliteStore } = require("../../dist");
// The SQLite binding the test runs with (undefined: the store picks one).
const driver = process.env.AGENTIC_TEST_SQLITE_DRIVER;

const [mode, dbPath, logPath, arg, policyName, verdictArg, hashArg] = process.argv.slice(2);
const pick = (call, args = {}) => JSON.stringify({ call, args });

const policies = {
  limit: (args) => args.amountCents > 10_000 && "Refunds over $100 need a person.",
  tool: (args) => args.amountCents > 10_000 && "Refunds over $100 need a person.",
  raised: (args) => args.amountCents > 100_000_000 && "Refunds over $1 000 000 need a person.",
  flag: () => process.env.AGENTIC_TEST_FLAG === "on" && "The flag says so.",
  removed: undefined,
  "tool-removed": undefined,
};
const asTool = policyName.startsWith("tool");
const approval = policies[policyName];

const refund = agenticFunction(
  (orderId, amountCents) => {
    fs.appendFileSync(logPath, `${JSON.stringify({ fn: "refund", orderId, amountCents, pid: process.pid })}\n`);
    return { refunded: orderId, amountCents };
  },
  { name: "refund", description: "Refund an order.", params: { orderId: "The order", amountCents: Int }, ...(approval ? { approval } : {}) },
);

class PolicyDesk {
  async triage(ticket) {
    if (asTool) {
      return this.runtime.exec(`Ticket: ${ticket}. Settle it.`, { tools: [refund] });
    }
    return decision.make(`Ticket: ${ticket}. Pick how to settle it.`, { refund, close: "closed" });
  }
}

// Deterministic: the first reply picks (or calls) the big refund; after a decline the model closes.
const runtime = new ScriptedRuntime((request) => {
  const ticket = /Ticket: (\S+?)\./.exec(request.text)?.[1] ?? "?";
  const declined = request.text.includes("declined") || JSON.stringify(request.messages ?? []).includes("declined");
  if (asTool) {
    if (declined) return "Closed without a refund.";
    return { toolCalls: [{ name: "refund", args: { orderId: ticket, amountCents: 25_000 } }] };
  }
  return declined ? pick("close") : pick("refund", { orderId: ticket, amountCents: 25_000 });
});
PolicyDesk.prototype.runtime = runtime;

const store = new SqliteStore(dbPath, { driver });
const runs = new Runs({ store, runtime, agents: [new PolicyDesk()] });

async function main() {
  let out;
  if (mode === "start") out = { run: await runs.start("PolicyDesk", "triage", [arg]) };
  else if (mode === "recover") out = { runs: await runs.recover() };
  else if (mode === "resume") {
    try {
      out = { run: await runs.resume(arg, { approved: verdictArg === "yes", by: "child", ...(hashArg ? { requestHash: hashArg } : {}) }) };
    } catch (error) {
      out = { error: error.name, message: error.message };
    }
  } else throw new Error(`unknown mode ${mode}`);
  await store.close();
  process.stdout.write(`${JSON.stringify({ ...out, requests: runtime.requests.length })}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
