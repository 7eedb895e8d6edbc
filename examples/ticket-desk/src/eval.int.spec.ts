import "reflect-metadata";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { main as agentic, type CliIo, type EvalCase, type EvalReport } from "@agentic-ts/cli";
import { LoopbackProviderServer, type LoopbackStep, type RecordedRequest } from "@agentic-ts/testing";
import { main } from "./main";
import { SAMPLE_TICKETS } from "./sample-tickets";

jest.setTimeout(60_000);

// What the README's "Decision evals" section walks through, on the ticket desk's own recorded decisions.
let dir: string;
let server: LoopbackProviderServer;
const env = { ...process.env };

const run = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (l) => out.push(l), err: (l) => err.push(l), cwd: dir };
  const code = await agentic(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
};

// A candidate model behind an OpenAI-compatible endpoint: it looks the ticket's order up, then refunds the
// damaged headphones, escalates the double charge, and — unlike the recorded model — escalates the ticket
// whose order arrived after all.
function candidate(request: RecordedRequest): LoopbackStep {
  const messages = (request.body?.messages ?? []) as Array<{ role: string; content: string | null }>;
  const asked = messages.find((m) => m.role === "user")?.content ?? "";
  const order = /A-100\d/.exec(asked)![0];
  if (!messages.some((m) => m.role === "tool")) return { reply: { text: "", toolCalls: [{ name: "lookupOrder", args: { orderId: order } }] } };
  if (order === "A-1001") return { reply: { text: JSON.stringify({ call: "refund", args: { orderId: order, amountCents: 12900, reason: "Cracked ear cup." } }) } };
  return { reply: { text: JSON.stringify({ call: "escalate", args: { summary: `Ticket about ${order}.`, urgency: "high" } }) } };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "ticket-desk-eval-"));
  // Record: the three sample tickets, offline (their transcripts), into one store.
  for (const name of Object.keys(SAMPLE_TICKETS)) await main({ argv: [name], env: {}, print: () => undefined, db: path.join(dir, "agentic.db") });
  server = await LoopbackProviderServer.start();
  server.script(candidate);
  process.env.OPENAI_BASE_URL = server.openaiBaseURL;
  process.env.OPENAI_API_KEY = "test-key";
});

afterAll(async () => {
  process.env = env;
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("decision evals on the ticket desk's recorded decisions", () => {
  it("exports the three tickets' decisions, replays them against another model, and gates on agreement", async () => {
    const exported = await run("eval", "export", "--db", "agentic.db", "-o", "cases.jsonl");
    expect(exported.code).toBe(0);
    const cases = readFileSync(path.join(dir, "cases.jsonl"), "utf8").trimEnd().split("\n").map((l) => JSON.parse(l) as EvalCase);
    expect(cases.map((c) => c.expected)).toEqual(["refund", "escalate", "close"]);
    expect(cases.every((c) => c.via === "exec" && c.tools?.some((t) => t.name === "lookupOrder" && t.calls.length === 1))).toBe(true);

    const gated = await run("eval", "run", "cases.jsonl", "--runtime", "openai:candidate-model", "--no-cache", "-o", "report.html", "--json", "r.json", "--min-agreement", "0.9");
    expect(gated.code).toBe(1);
    const report = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8")) as EvalReport;
    expect(report.summary.agreement).toMatchObject({ right: 2, total: 3 });
    expect(report.flips).toEqual([expect.objectContaining({ id: cases[2].id, direction: "right-to-wrong", expected: "close", baselinePick: "close", candidatePick: "escalate" })]);
    expect(gated.out.split("\n").at(-1)).toBe("gate: FAIL — agreement 0.6667 (2/3) is below --min-agreement 0.9");
    // The candidate's tool calls were answered from the recording: the requests carry the recorded order.
    const toolAnswers = server.requests.flatMap((r) => ((r.body?.messages ?? []) as Array<{ role: string; content: string }>).filter((m) => m.role === "tool").map((m) => m.content));
    expect(toolAnswers.some((t) => t.includes("A-1003") && t.includes("delivered"))).toBe(true);
    // The customer id is a hidden parameter: it never reaches the candidate.
    expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain("C-42");
    expect(readFileSync(path.join(dir, "report.html"), "utf8")).toContain(cases[2].id);
  });
});
