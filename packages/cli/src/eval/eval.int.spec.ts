import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { SqliteStore } from "@agentic-ts/sqlite";
import { LoopbackProviderServer, type LoopbackStep } from "@agentic-ts/testing";
import { runAgentic } from "../../__fixtures__/capture-io";
import { expectedFor, OPTION_NAMES, pickReply, recordTicketDecisions, isRepick, ticketOf } from "../../__fixtures__/eval/ticket-decisions";
import type { EvalCase } from "./eval-case";
import type { EvalReport } from "./eval-report";

jest.setTimeout(60_000);

// The candidate's script: five tickets get a wrong option, two get a malformed first reply and the right
// option on the re-pick; the other 43 the right option at once.
const WRONG = new Set([3, 11, 22, 30, 47]);
const MALFORMED = new Set([5, 18]);
const candidatePick = (i: number): string => (WRONG.has(i) ? OPTION_NAMES[(OPTION_NAMES.indexOf(expectedFor(i) as never) + 1) % 4] : expectedFor(i));

let dir: string;
let server: LoopbackProviderServer;
let cases: string;
const env = { ...process.env };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-eval-"));
  server = await LoopbackProviderServer.start();
  const store = new SqliteStore(path.join(dir, "agentic.db"));
  const recorder = new OpenAIRuntime({ apiKey: "test-key", baseURL: server.openaiBaseURL, model: "recorder-1", store });
  await recordTicketDecisions(server, recorder, 50);
  await recorder.close();
  await store.close();
  server.reset();
  process.env.OPENAI_BASE_URL = server.openaiBaseURL;
  process.env.OPENAI_API_KEY = "test-key";
  server.script((request): LoopbackStep => {
    const i = ticketOf(request);
    if (MALFORMED.has(i) && !isRepick(request)) return { reply: { text: "Hmm, I would probably refund this one." } };
    return { reply: { text: pickReply(candidatePick(i), i) } };
  });
  cases = path.join(dir, "cases.jsonl");
});

afterAll(async () => {
  process.env = env;
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const agentic = (...argv: string[]) => runAgentic(dir, argv);
const readJson = (file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as EvalReport;
const withoutTimes = (r: EvalReport) => ({ ...r, startedAt: undefined, finishedAt: undefined });

describe("agentic eval on 50 recorded decisions", () => {
  it("exports one case per decision, the same bytes each time", async () => {
    const first = await agentic("eval", "export", "--db", "agentic.db", "-o", "cases.jsonl");
    expect(first.code).toBe(0);
    expect(first.err).toBe("agentic eval export: 50 cases written to cases.jsonl.");
    const text = readFileSync(cases, "utf8");
    const again = await agentic("eval", "export", "--db", "agentic.db");
    expect(`${again.out}\n`).toBe(text);
    const lines = text.trimEnd().split("\n").map((l) => JSON.parse(l) as EvalCase);
    expect(lines).toHaveLength(50);
    const c = lines.find((l) => l.prompt?.startsWith("Ticket T0:"))!;
    expect(c).toMatchObject({ model: "recorder-1", pickMode: "text", expected: "refund", acceptable: [], tags: [], recorded: { pick: "refund", args: { orderId: "A-0" }, model: "recorder-1", attempts: 1 } });
    expect(c.menu.map((o) => [o.kind, o.name])).toEqual([["function", "refund"], ["function", "escalate"], ["value", "close"], ["schema", "reply"]]);
    expect(c.menu[0].schema).toMatchObject({ properties: { orderId: { type: "string" } }, required: ["orderId"] });
    expect(c.id).toBe(`${c.source.runId}:${c.source.nodeId}`);
    expect(new Set(lines.map((l) => l.menuHash)).size).toBe(1);
    expect(new Set(lines.map((l) => l.promptHash)).size).toBe(50);
    // --where narrows; an unknown key is a usage error.
    const refunds = await agentic("eval", "export", "--db", "agentic.db", "--where", "chosen=refund");
    expect(refunds.out.split("\n")).toHaveLength(13);
    expect((await agentic("eval", "export", "--db", "agentic.db", "--where", "colour=red")).code).toBe(2);
  });

  it("replays them against a candidate: agreement 0.90, five flips by id, two re-picks, the matrix of the script; the gate decides the exit code", async () => {
    const byTicket = new Map((readFileSync(cases, "utf8").trimEnd().split("\n").map((l) => JSON.parse(l) as EvalCase)).map((c) => [Number(/T(\d+)/.exec(c.prompt!)![1]), c.id]));
    const failing = await agentic("eval", "run", "cases.jsonl", "--runtime", "openai:candidate-2", "--cache-dir", "cache", "--json", "r1.json", "-o", "report.html", "--junit", "j.xml", "--min-agreement", "0.95");
    expect(failing.code).toBe(1);
    expect(server.requests).toHaveLength(52);
    const report = readJson("r1.json");
    expect(report.agreement).toBe(0.9);
    expect(report.summary).toMatchObject({ agreement: { right: 45, total: 50, rate: 0.9 }, invalid: 0, repicks: 2, recovered: 2, errors: 0, flips: { rightToWrong: 5, wrongToRight: 0 }, usage: { inputTokens: 520, outputTokens: 260 } });
    expect(report.summary.agreement.low).toBeLessThan(0.9);
    expect(report.summary.agreement.high).toBeGreaterThan(0.9);
    expect(report.flips.map((f) => f.id).sort()).toEqual([...WRONG].map((i) => byTicket.get(i)).sort());
    for (const f of report.flips) expect(f).toMatchObject({ direction: "right-to-wrong", baselinePick: f.expected });
    for (let i = 0; i < 50; i++) {
      const { matrix } = report;
      const cell = matrix.counts[matrix.labels.indexOf(expectedFor(i))][matrix.labels.indexOf(candidatePick(i))];
      expect(cell).toBeGreaterThan(0);
    }
    const expectedCounts = new Map<string, number>();
    for (let i = 0; i < 50; i++) expectedCounts.set(`${expectedFor(i)}→${candidatePick(i)}`, (expectedCounts.get(`${expectedFor(i)}→${candidatePick(i)}`) ?? 0) + 1);
    const cells = report.matrix.labels.flatMap((row, r) => report.matrix.labels.map((col, c) => [`${row}→${col}`, report.matrix.counts[r][c]] as const)).filter(([, n]) => n > 0);
    expect(new Map(cells)).toEqual(expectedCounts);
    expect(report.gate).toEqual({ minAgreement: 0.95, passed: false, failures: ["agreement 0.90 (45/50) is below --min-agreement 0.95"] });
    expect(failing.out.split("\n").at(-1)).toBe("gate: FAIL — agreement 0.90 (45/50) is below --min-agreement 0.95");
    expect(failing.out).toContain("agreement 0.90 (45/50;");
    for (const i of WRONG) expect(failing.out).toContain(byTicket.get(i)!);
    const junit = readFileSync(path.join(dir, "j.xml"), "utf8");
    expect(junit.match(/<failure /g)).toHaveLength(6);
    expect(readFileSync(path.join(dir, "report.html"), "utf8")).toContain("0.90");

    // The same cases against the same runtime: answered from the cache, the same JSON apart from the times.
    const passing = await agentic("eval", "run", "cases.jsonl", "--runtime", "openai:candidate-2", "--cache-dir", "cache", "--json", "r2.json", "--min-agreement", "0.90");
    expect(passing.code).toBe(0);
    expect(server.requests).toHaveLength(52);
    expect(passing.err).toContain("50 of 50 replays answered from the cache");
    const again = readJson("r2.json");
    expect(withoutTimes({ ...again, gate: report.gate })).toEqual(withoutTimes(report));
    expect(again.gate).toEqual({ minAgreement: 0.9, passed: true, failures: [] });
    expect(passing.out.split("\n").at(-1)).toBe("gate: PASS (--min-agreement 0.9)");

    // --no-cache asks the server again, and gets the same report.
    const fresh = await agentic("eval", "run", "cases.jsonl", "--runtime", "openai:candidate-2", "--cache-dir", "cache", "--no-cache", "--json", "r3.json", "--min-agreement", "0.95");
    expect(fresh.code).toBe(1);
    expect(server.requests).toHaveLength(104);
    expect(withoutTimes(readJson("r3.json"))).toEqual(withoutTimes(report));
  });

  it("takes anthropic:<model> too: the same answers over the Anthropic wire give the same agreement", async () => {
    process.env.ANTHROPIC_BASE_URL = server.anthropicBaseURL;
    process.env.ANTHROPIC_API_KEY = "test-key";
    const asked = server.requests.length;
    const anthropic = await agentic("eval", "run", "cases.jsonl", "--runtime", "anthropic:claude-candidate", "--no-cache", "--json", "ra.json");
    expect(anthropic.code).toBe(0);
    expect(server.requests.slice(asked).every((r) => r.endpoint === "anthropic" && r.body?.model === "claude-candidate")).toBe(true);
    expect(server.requests.length - asked).toBe(52);
    expect(readJson("ra.json")).toMatchObject({ agreement: 0.9, candidate: { runtime: "anthropic:claude-candidate", model: "claude-candidate" }, summary: { repicks: 2, flips: { rightToWrong: 5 } } });
  });

  it("blesses a run as the baseline: the same answers flip nothing, and --max-flips gates on regressions", async () => {
    expect((await agentic("eval", "bless", "r1.json", "--to", "baseline.json")).code).toBe(0);
    const same = await agentic("eval", "run", "cases.jsonl", "--runtime", "openai:candidate-2", "--cache-dir", "cache", "--baseline", "baseline.json", "--json", "r4.json", "--max-flips", "0");
    expect(same.code).toBe(0);
    const report = readJson("r4.json");
    expect(report.baseline).toMatchObject({ kind: "report", runtime: "openai:candidate-2", model: "candidate-2" });
    expect(report.flips).toEqual([]);
    // Against the recorded decisions, the five regressions exceed --max-flips 4.
    const gated = await agentic("eval", "run", "cases.jsonl", "--runtime", "openai:candidate-2", "--cache-dir", "cache", "--max-flips", "4");
    expect(gated.code).toBe(1);
    expect(gated.out.split("\n").at(-1)).toBe("gate: FAIL — 5 right-to-wrong flips exceed --max-flips 4");
  });

  it("repeats each case with --repeat and counts the flaky ones, with a module runtime and one replay at a time", async () => {
    const candidate = path.join(__dirname, "../../__fixtures__/eval/alternating-candidate.ts");
    const flaky = await agentic("eval", "run", "cases.jsonl", "--runtime", candidate, "--repeat", "2", "--concurrency", "1", "--no-cache", "--json", "r6.json");
    expect(flaky.code).toBe(0);
    const report = readJson("r6.json");
    expect(report.candidate).toEqual({ runtime: candidate, model: "alternating" });
    expect(report.settings).toEqual({ repeat: 2, cases: 50 });
    expect(report.summary.flaky).toBe(50);
    expect(report.cases.every((c) => c.flaky && c.runs.map((r) => r.pick).join() === "close,refund")).toBe(true);
    // Each case's pick is its most frequent one, the first seen on a tie: close.
    expect(new Set(report.cases.map((c) => c.pick))).toEqual(new Set(["close"]));
    expect(flaky.out).toContain("flaky cases 50");
  });

  it("exits 2 on errors: a bad cases file names its line, an unknown runtime spec, a case the provider fails", async () => {
    const badCases = await agentic("eval", "run", "missing.jsonl", "--runtime", "openai:x");
    expect(badCases).toMatchObject({ code: 2 });
    expect(badCases.err).toContain("missing.jsonl: no such file");
    const badSpec = await agentic("eval", "run", "cases.jsonl", "--runtime", "gpt");
    expect(badSpec.code).toBe(2);
    expect(badSpec.err).toContain("--runtime takes openai:<model>");
    server.script(() => ({ fault: "status", status: 404, message: "The model `missing-model` does not exist" }));
    const failing = await agentic("eval", "run", "cases.jsonl", "--runtime", "openai:missing-model", "--cache-dir", "cache", "--concurrency", "1", "--json", "r5.json");
    expect(failing.code).toBe(2);
    expect(failing.err).toMatch(/50 replays could not be run \(first: .*missing-model/);
    // The report is still written, and no failed replay was kept in the cache: the next run asks again.
    expect(readJson("r5.json").summary).toMatchObject({ errors: 50, agreement: { total: 0 } });
    const asked = server.requests.length;
    expect((await agentic("eval", "run", "cases.jsonl", "--runtime", "openai:missing-model", "--cache-dir", "cache")).code).toBe(2);
    expect(server.requests.length).toBe(asked + 50);
  });
});
