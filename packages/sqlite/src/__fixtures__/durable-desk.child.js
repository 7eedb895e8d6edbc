// Child process of durable-runs.int.spec.ts: a desk agent run durably over a SqliteStore through the
// compiled packages (dist/, built by `npm test`'s build step). Every function execution is appended to
// the log file and every model request counted, so the parent can count both across processes.
//
//   start <db> <log> <ticket> [hang]   start a run; with "hang", the second model call never answers
//                                      (the child prints "inflight" first, and waits to be killed)
//   start-many <db> <log> <n>          start n runs at once (tickets O-0 … O-<n-1>); prints their runs
//   resume <db> <log> <runId> <yes|no> resume one run, after "ready" on stderr and a line on stdin
//   resume-all <db> <log> <ids.json>   resume all those runs at once, after the same handshake
//   recover <db> <log>                 recover runs whose owner is gone
const fs = require("node:fs");
const { agenticFunction, decision, currentStepId, Int, Runs, RunConflictError } = require("@agentic-ts/core");
const { ScriptedRuntime } = require("@agentic-ts/testing");
const { SqliteStore } = require("../../dist");
// The SQLite binding the test runs with (undefined: the store picks one).
const driver = process.env.AGENTIC_TEST_SQLITE_DRIVER;

const [mode, dbPath, logPath, arg, extra] = process.argv.slice(2);
const log = (entry) => fs.appendFileSync(logPath, `${JSON.stringify({ ...entry, pid: process.pid })}\n`);
const pick = (call, args = {}) => JSON.stringify({ call, args });

const note = agenticFunction(
  (text) => {
    log({ fn: "note", text, stepId: currentStepId() });
    return `noted: ${text}`;
  },
  { name: "note", description: "Write a note on the ticket.", params: { text: "The note" } },
);
const refund = agenticFunction(
  (orderId, amountCents) => {
    log({ fn: "refund", orderId, amountCents, stepId: currentStepId() });
    return { refunded: orderId, amountCents };
  },
  {
    name: "refund",
    description: "Refund an order.",
    params: { orderId: "The order", amountCents: Int },
    approval: (args) => args.amountCents > 10000 && "Refunds over $100 need a person.",
  },
);

class ChildDesk {
  async triage(ticket) {
    const first = await decision.make(`Ticket: ${ticket}. Pick the next step.`, { note, close: "closed" });
    const second = await decision.make(`Ticket: ${ticket}. Pick how to settle it.`, { refund, close: "closed" });
    return { first, second };
  }
}

const runtime = new ScriptedRuntime((request) => {
  const ticket = /Ticket: (\S+?)\./.exec(request.text)?.[1] ?? "?";
  if (request.text.includes("declined")) return pick("close");
  if (request.text.includes("Pick the next step")) return pick("note", { text: `saw ${ticket}` });
  if (mode === "start" && extra === "hang") {
    process.stdout.write("inflight\n");
    setInterval(() => undefined, 1000); // stay alive until killed
    return new Promise(() => undefined);
  }
  return pick("refund", { orderId: ticket, amountCents: ticket.startsWith("small") ? 500 : 25000 });
});

const store = new SqliteStore(dbPath, { driver });
const runs = new Runs({ store, runtime, agents: [new ChildDesk()] });

async function handshake() {
  process.stderr.write("ready\n");
  await new Promise((resolve) => process.stdin.once("data", resolve));
  process.stdin.pause();
}

async function resumeOne(id, approved) {
  try {
    const run = await runs.resume(id, { approved, by: `pid-${process.pid}`, note: "from a child" });
    return { id, status: run.status };
  } catch (error) {
    return { id, error: error.name, conflict: error instanceof RunConflictError, message: error.message };
  }
}

async function main() {
  let out;
  if (mode === "start") out = { run: await runs.start("ChildDesk", "triage", [arg]) };
  else if (mode === "start-many") {
    const tickets = Array.from({ length: Number(arg) }, (_, i) => `O-${i}`);
    out = { runs: await Promise.all(tickets.map((t) => runs.start("ChildDesk", "triage", [t]))) };
  } else if (mode === "resume") {
    await handshake();
    out = await resumeOne(arg, extra === "yes");
  } else if (mode === "resume-all") {
    const ids = JSON.parse(fs.readFileSync(arg, "utf8"));
    await handshake();
    out = { results: await Promise.all(ids.map((id) => resumeOne(id, true))) };
  } else if (mode === "recover") out = { runs: await runs.recover() };
  else throw new Error(`unknown mode ${mode}`);
  await store.close();
  process.stdout.write(`${JSON.stringify({ ...out, requests: runtime.requests.length })}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
