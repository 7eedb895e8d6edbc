import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CasesFileError, caseLine, readCases } from "./case-lines";
import type { EvalCase } from "./eval-case";
import { loadEvalRuntime } from "./eval-runtime";
import { loadPromptVariant } from "./prompt-variant";
import { replayRequest } from "./replay-request";
import { agreementOf, rateText } from "./agreement";
import { checkGate } from "./eval-gate";

const CASE: EvalCase = {
  id: "run-1:1",
  source: { runId: "run-1", nodeId: 1, startedAt: "2026-12-01T00:00:00.000Z" },
  pickMode: "text",
  system: "You route tickets.",
  prompt: "Ticket: broken parcel.",
  menu: [
    { kind: "function", name: "refund", description: "Refund the order.", schemaHash: "h1", schema: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"], additionalProperties: false } },
    { kind: "value", name: "close", description: "Close it.", schemaHash: "h2", schema: { type: "object", properties: {}, required: [], additionalProperties: false } },
  ],
  promptHash: "p",
  menuHash: "m",
  recorded: { pick: "refund", args: { orderId: "A-1" }, attempts: 1 },
  expected: "refund",
  acceptable: [],
  tags: ["billing"],
};

let dir: string;
beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), "agentic-eval-inputs-"))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("cases files", () => {
  it("round-trips a case as one line, escaping characters a terminal acts on", () => {
    const hostile = { ...CASE, prompt: "a\u2028b\u009bc\u001bd" };
    const line = caseLine(hostile);
    expect(line).not.toMatch(/[\u2028\u009b\u001b\n]/);
    expect(readCases(`${line}\n\n# a comment\n`, "cases.jsonl")).toEqual([hostile]);
  });

  it.each([
    ["not JSON", "{", /cases\.jsonl:1: not JSON/],
    ["an expected pick that is not on the menu", caseLine({ ...CASE, expected: "ship" }), /cases\.jsonl:1: "expected" must be the name of one of the menu's options \(refund, close\)/],
    ["an acceptable pick that is not on the menu", caseLine({ ...CASE, acceptable: ["ship"] }), /"acceptable" must be a list of names/],
    ["both a prompt and messages", caseLine({ ...CASE, messages: [{ role: "user", content: "x" }] }), /"prompt" must be given, or else messages/],
    ["a duplicate id", `${caseLine(CASE)}\n${caseLine(CASE)}`, /cases\.jsonl:2: case id "run-1:1" is used twice/],
    ["nothing", "\n", /no cases/],
  ])("refuses %s, naming the line", (_what, text, message) => {
    expect(() => readCases(text, "cases.jsonl")).toThrow(CasesFileError);
    expect(() => readCases(text, "cases.jsonl")).toThrow(message);
  });
});

describe("the replayed request", () => {
  it("renders the recorded menu from the case's options and sends the recorded prompt and system text", () => {
    const request = replayRequest(CASE);
    expect(request.menu).toMatch(/^Options:\n\nrefund\(orderId: string\)\nRefund the order\.\n\nclose\(\)\nClose it\./);
    expect(request).toMatchObject({ system: "You route tickets.", input: "Ticket: broken parcel.", pickMode: "text" });
  });

  it("applies a JSON prompt variant: system, prompt around the recorded one, descriptions, pick mode", () => {
    const file = path.join(dir, "short.json");
    writeFileSync(file, JSON.stringify({ name: "short", system: null, prompt: "Be quick. {prompt}", descriptions: { close: "Done." }, pickMode: "json" }));
    const variant = loadPromptVariant(file, dir);
    const asked = replayRequest(variant.apply(CASE));
    expect(variant.name).toBe("short");
    expect(asked.system).toBeUndefined();
    expect(asked.input).toBe("Be quick. Ticket: broken parcel.");
    expect(asked.menu).toContain("close()\nDone.");
    expect(asked.pickMode).toBe("json");
  });

  it("refuses a variant with an unknown field, naming it", () => {
    const file = path.join(dir, "typo.json");
    writeFileSync(file, JSON.stringify({ sytem: "x" }));
    expect(() => loadPromptVariant(file, dir)).toThrow('unknown field "sytem"');
  });
});

describe("--runtime", () => {
  it("loads a module whose default export returns a Runtime, keyed in the cache by its text", async () => {
    const candidate = await loadEvalRuntime(path.join(__dirname, "../../__fixtures__/eval/scripted-candidate.ts"), process.cwd());
    expect(candidate.runtime.model).toBe("scripted-closer");
    expect(candidate.identity).toMatch(/^module:.*scripted-candidate\.ts#[0-9a-f]{32}$/);
  });

  it("refuses a module that exports no runtime, saying what to export", async () => {
    const file = path.join(dir, "nothing.js");
    writeFileSync(file, "module.exports = { answer: 42 };");
    await expect(loadEvalRuntime(file, dir)).rejects.toThrow("its default or runtime export must be a Runtime");
  });
});

describe("agreement and the gate", () => {
  it("gives the Wilson interval and prints rates with 2 to 4 decimals", () => {
    expect(agreementOf(45, 50)).toEqual({ right: 45, total: 50, rate: 0.9, low: 0.7864, high: 0.9565 });
    expect(agreementOf(0, 0)).toEqual({ right: 0, total: 0, rate: 0, low: 0, high: 0 });
    expect([rateText(0.9), rateText(2 / 3), rateText(1)]).toEqual(["0.90", "0.6667", "1.00"]);
  });

  it("compares the rate it prints: 2/3 passes --min-agreement 0.6667", () => {
    expect(checkGate({ minAgreement: 0.6667 }, agreementOf(2, 3), 0).passed).toBe(true);
    expect(checkGate({ minAgreement: 0.6668 }, agreementOf(2, 3), 0).failures).toEqual(["agreement 0.6667 (2/3) is below --min-agreement 0.6668"]);
    expect(checkGate({ maxFlips: 1 }, agreementOf(1, 1), 1).passed).toBe(true);
  });
});
