import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { captureIo } from "../__fixtures__/capture-io";
import { main } from "./cli";

const FIXTURE = path.join(__dirname, "../__fixtures__/explain");

async function explain(cwd: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = captureIo(cwd);
  const code = await main(["explain", ...argv], io);
  return { code, stdout: io.stdout.join("\n"), stderr: io.stderr.join("\n") };
}

const EMPTY_ARGS = '{"type": "object", "properties": {}, "required": [], "additionalProperties": false}';

describe("agentic explain on fixtures", () => {
  let dir: string;

  beforeAll(async () => {
    // A copy with its generated module written by `agentic gen`, so the fixture never goes stale.
    dir = mkdtempSync(path.join(path.dirname(FIXTURE), "tmp-explain-"));
    cpSync(FIXTURE, dir, { recursive: true });
    const io = captureIo(dir);
    expect(await main(["gen", "-p", "tsconfig.json", "-o", "src/agentic.generated.ts", "-q"], io)).toBe(0);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("shows an exec turn: system prompt, tools with their schemas, the choices, context placeholders", async () => {
    const { code, stdout } = await explain(dir, "src/helpdesk.ts", "Helpdesk.handle", "--json");
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    const { Helpdesk } = require(path.join(dir, "src/helpdesk.ts"));
    const runtime = new ScriptedRuntime(['{"call": "close"}']);
    await new Helpdesk(runtime).handle("<ticket>", "high", "<customerId>");
    expect(json.text).toBe(runtime.requests[0].text);
    expect(json).toMatchObject({ purpose: "exec", system: "You are a careful support agent.", args: { ticket: "<ticket>", priority: "high" }, context: { customerId: "<customerId>" } });
    expect(json.tools).toEqual([
      {
        name: "lookupOrder",
        description: "Look an order up.",
        parameters: { type: "object", properties: { orderId: { type: "string", description: "The order's id." } }, required: ["orderId"], additionalProperties: false },
      },
    ]);
    expect(json.options.map((o: { name: string; kind: string }) => `${o.name}:${o.kind}`)).toEqual(["refund:function", "escalate:schema", "close:value"]);
    expect(json.options[1].argsSchema.properties.reason).toEqual({ type: "string", description: "Why a human is needed." });
  });

  it("prints the text form with role headers, tools and the context line", async () => {
    const { code, stdout } = await explain(dir, "src/helpdesk.ts", "Helpdesk.handle", "--context", '{"customerId": "c-7"}', "--args", '{"ticket": "Broken"}');
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "Helpdesk.handle — Handle a support ticket.",
      'Called with: ticket = "Broken", priority = "high"; context: customerId = "c-7"',
      "",
      "== The request of its first model call (exec), exactly as sent ==",
      "-- system --",
      "You are a careful support agent.",
      "-- user --",
      "Customer c-7 wrote (high): Broken",
    ]);
    expect(stdout).toContain(`== Tools offered ==
lookupOrder — Look an order up.
  {
    "type": "object",
    "properties": {"orderId": {"type": "string", "description": "The order's id."}},
    "required": ["orderId"],
    "additionalProperties": false
  }`);
    expect(stdout).toContain(`close (value) — Nothing more to do.\n  ${EMPTY_ARGS}`);
  });

  it("explains a plain class whose decision gets the runtime through @RuntimeParam", async () => {
    const { code, stdout } = await explain(dir, "src/triage.ts", "Triage.prioritize", "--json");
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.text.split("\n")[0]).toBe("Prioritize this ticket (0 messages so far): <summary>");
    expect(json.args).toEqual({ summary: "<summary>", attempts: 0 });
    expect(json.options).toEqual([
      { name: "high", kind: "value", argsSchema: JSON.parse(EMPTY_ARGS) },
      { name: "low", kind: "value", description: "It can wait.", argsSchema: JSON.parse(EMPTY_ARGS) },
    ]);
  });

  it("loads a .js module as is and takes positional --args for a method without a spec", async () => {
    const { code, stdout } = await explain(dir, "greeter.js", "Greeter.greet", "--args", '["Ada"]');
    expect(code).toBe(0);
    expect(stdout.split("\n").slice(0, 6)).toEqual([
      "Greeter.greet",
      'Called with: "Ada"',
      "",
      "== The request of its first model call (decision), exactly as sent ==",
      "-- user --",
      "Greet Ada.",
    ]);
    expect(stdout).toMatch(/\nwave \(name\)\n {2}\{"type": "object"[^\n]*\nbow \(name\) — A formal bow\.\n/);
  });

  it("exits 1 when the method makes no model call, throws, or the module fails to load", async () => {
    expect(await explain(dir, "src/helpdesk.ts", "Helpdesk.ping")).toEqual({
      code: 1,
      stdout: "",
      stderr: "agentic explain: Helpdesk.ping returned without calling the model, so there is no request to show.",
    });
    expect(await explain(dir, "src/helpdesk.ts", "Helpdesk.broken")).toEqual({ code: 1, stdout: "", stderr: "agentic explain: RangeError: the order database is down" });
    writeFileSync(path.join(dir, "src/bad.ts"), 'throw new Error("boom at load");\n');
    expect(await explain(dir, "src/bad.ts", "Bad.run")).toEqual({ code: 1, stdout: "", stderr: "agentic explain: src/bad.ts failed to load: boom at load" });
  });

  it.each([
    [[], 'expected a file and a Class.method, got nothing.'],
    [["src/helpdesk.ts"], 'expected a file and a Class.method, got "src/helpdesk.ts".'],
    [["src/helpdesk.ts", "handle"], '"handle" is not of the form Class.method.'],
    [["src/nope.ts", "A.b"], "src/nope.ts: no such file."],
    [["tsconfig.json", "A.b"], "tsconfig.json: expected a .ts, .mts, .cts, .js, .cjs file."],
    [["src/helpdesk.ts", "Desk.handle"], "the module exports no class Desk (it exports: Helpdesk)."],
    [["src/helpdesk.ts", "Helpdesk.nope"], "Helpdesk has no method nope."],
    [["src/helpdesk.ts", "Helpdesk.handle", "--args", "{"], /^--args is not valid JSON: /],
    [["src/helpdesk.ts", "Helpdesk.handle", "--args", '{"tiket": 1}'], '--args: Helpdesk.handle has no parameter "tiket" (its parameters: ticket, priority).'],
    [["src/helpdesk.ts", "Helpdesk.handle", "--context", "[]"], `--context must be a JSON object, e.g. '{"userId": "u-1"}'.`],
  ] as Array<[string[], string | RegExp]>)("exits 2 for a usage error: %j", async (argv, message) => {
    const { code, stdout, stderr } = await explain(dir, ...argv);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    const [first, second] = stderr.split("\n");
    expect(first.replace(/^agentic explain: /, "")).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    expect(second).toBe("See `agentic explain --help`.");
  });

  it("exits 2 for an unknown option", async () => {
    const { code, stderr } = await explain(dir, "src/helpdesk.ts", "Helpdesk.handle", "--bogus");
    expect(code).toBe(2);
    expect(stderr).toMatch(/^agentic explain: .*--bogus/);
  });
});
