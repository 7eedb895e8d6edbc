import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { agenticFunction, decision, Runs, type RunRecord } from "@agentic-ts/core";
import { SqliteStore } from "@agentic-ts/sqlite";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { captureIo } from "../__fixtures__/capture-io";
import type { CliIo } from "./cli-io";
import { main } from "./cli";

jest.setTimeout(60_000);

// What a hostile model (or anyone who can write the store) would put in the text the CLI prints: an OSC
// that sets the window title, an OSC 52 that writes the clipboard, CSIs that erase the line, move the
// cursor and colour, the same as 8-bit C1 controls, a carriage return, and bidi controls.
const OSC_TITLE = "\x1b]0;pwned\x07";
const OSC_CLIPBOARD = "\x1b]52;c;cm0gLXJmIH4=\x1b\\";
const CSI = "\x1b[2K\x1b[1A\x1b[31m";
const C1 = "\u009b2K\u009d0;t\u009c";
const BIDI = "\u202e\u2066";
const HOSTILE = `${OSC_TITLE}${OSC_CLIPBOARD}${CSI}\r${C1}${BIDI}`;

// How each piece must look once printed (the same inside JSON, where the clipboard's "\" is doubled).
const ESCAPED = [
  String.raw`\u001b]0;pwned\u0007`,
  "\\u001b]52;c;cm0gLXJmIH4=\\u001b\\",
  String.raw`\u001b[2K\u001b[1A\u001b[31m`,
  String.raw`\u009b2K\u009d0;t\u009c`,
  String.raw`\u202e\u2066`,
];

const pay = agenticFunction((invoice: string, cents: number) => ({ paid: invoice, cents }), {
  name: "pay",
  params: { invoice: "The invoice", cents: Number },
  approval: () => `Check ${HOSTILE} this.`,
});
class Payables {
  settle(invoice: string) {
    return decision.make(`Invoice ${invoice}: pay or hold?`, { pay, hold: "held" });
  }
  fail(): never {
    throw new Error(`broken ${HOSTILE} here`);
  }
}
const reply = (invoice: string) => `Paying.${HOSTILE}\n${JSON.stringify({ call: "pay", args: { invoice: `${invoice}${HOSTILE}`, cents: 500 } })}`;

let dir: string;
let db: string;
let viaFlag: RunRecord;
let viaTerminal: RunRecord;
let failed: RunRecord;
let forgedRun: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-escaping-"));
  db = path.join(dir, "agentic.db");
  const store = new SqliteStore(db);
  const runtime = new ScriptedRuntime((r) => reply(/Invoice (\S+):/.exec(r.text)![1]), { store });
  const runs = new Runs({ store, runtime, agents: [Payables] });
  viaFlag = await runs.start(Payables, "settle", ["I-1"]);
  viaTerminal = await runs.start(Payables, "settle", ["I-2"]);
  failed = await runs.start(Payables, "fail", []);
  // A trace node as a store could hold it: a name, argument names and an error no runtime would write.
  forgedRun = "forged-run";
  store.writeNode({
    id: 1, kind: "function", name: `evil${HOSTILE}\nname`, startedAt: Date.now(), endedAt: Date.now(), durationMs: 1, status: "error",
    data: { args: { [`key${HOSTILE}`]: `value${HOSTILE}` } }, error: { name: `Err${HOSTILE}`, message: `message${HOSTILE}` },
    runId: forgedRun, seq: 0, pid: process.pid,
  });
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function agentic(argv: readonly string[], extra: Partial<CliIo> = {}): Promise<{ code: number; printed: string }> {
  const io = captureIo(dir, extra);
  const code = await main(argv, io);
  // What the process would write: each line and its newline, on stdout or stderr.
  return { code, printed: [...io.stdout, ...io.stderr].map((line) => `${line}\n`).join("") };
}

/** That `printed` holds no code point a terminal acts on (newlines and tabs aside), as text and as UTF-8 bytes. */
function expectInert(printed: string): void {
  const controls = [...printed].filter((c) => /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/.test(c));
  expect(controls.map((c) => `U+${c.codePointAt(0)!.toString(16).padStart(4, "0")}`)).toEqual([]);
  const bytes = Buffer.from(printed, "utf8");
  for (const forbidden of ["\x1b", "\x07", "\r", "\u009b", "\u009d", "\u009c", "\u202e", "\u2066"]) expect(bytes.includes(Buffer.from(forbidden, "utf8"))).toBe(false);
}

/** That every hostile piece is in `printed`, escaped. */
function expectEscaped(printed: string, pieces = ESCAPED): void {
  for (const piece of pieces) expect(printed).toContain(piece);
}

describe("text from a store never reaches the terminal as control characters", () => {
  it("trace list and trace show (tree, prompts, replies, JSON) print OSC, CSI, C1 and bidi controls escaped", async () => {
    const list = await agentic(["trace", "list", "--db", db]);
    expect(list.code).toBe(0);
    expectInert(list.printed);
    expectEscaped(list.printed);
    // A newline in a name is escaped too: the forged run is still one row.
    expect(list.printed.split("\n").filter((l) => l.startsWith(forgedRun))).toHaveLength(1);
    expect(list.printed).toContain(String.raw`function evil\u001b]0;pwned\u0007`);
    expect(list.printed).toContain(String.raw`\u2066\nname`);

    const listed = await agentic(["trace", "list", "--db", db, "--json"]);
    expectInert(listed.printed);
    // Escaped as JSON escapes them: still JSON, of the same value.
    expect((JSON.parse(listed.printed) as Array<{ root: { name: string } }>).map((r) => r.root.name)).toContain(`evil${HOSTILE}\nname`);

    const replies: string[] = [];
    for (const { runId } of JSON.parse(listed.printed) as Array<{ runId: string }>) {
      for (const flags of [["--replies", "--prompts"], ["--json"]]) {
        const shown = await agentic(["trace", "show", runId, "--db", db, ...flags]);
        expect(shown.code).toBe(0);
        expectInert(shown.printed);
        expectEscaped(shown.printed);
        replies.push(shown.printed);
      }
    }
    // A reply keeps its lines (the layout), not its controls.
    expect(replies.join("")).toContain(String.raw`reply  │ Paying.\u001b]0;pwned\u0007`);
    const forged = await agentic(["trace", "show", forgedRun, "--db", db]);
    expect(forged.printed.split("\n")[1]).toMatch(/^function evil\\u001b\]0;pwned\\u0007.*\\nname\(key\\u001b\]0;pwned.* ✗ Err\\u001b.*: message\\u001b/);
  });

  it("runs list and runs show print the args, the reason and an error escaped, and the request in full", async () => {
    const list = await agentic(["runs", "list", "--db", db]);
    expect(list.code).toBe(0);
    expectInert(list.printed);
    expectEscaped(list.printed, ESCAPED.slice(0, 1));

    for (const id of [viaFlag.id, failed.id]) {
      for (const flags of [[], ["--json"], ["--context"]]) {
        const shown = await agentic(["runs", "show", id, "--db", db, ...flags]);
        expect(shown.code).toBe(0);
        expectInert(shown.printed);
        expectEscaped(shown.printed);
      }
    }
    const shown = (await agentic(["runs", "show", viaFlag.id, "--db", db])).printed;
    expect(shown).toContain(`    reason:    Check ${String.raw`\u001b]0;pwned\u0007\u001b]52;c;cm0gLXJmIH4=\u001b\\u001b[2K\u001b[1A\u001b[31m\r\u009b2K\u009d0;t\u009c\u202e\u2066`} this.\n`);
    expect(shown).toContain(`        "invoice": "I-1${String.raw`\u001b]0;pwned\u0007\u001b]52;c;cm0gLXJmIH4=\u001b\\\u001b[2K\u001b[1A\u001b[31m\r\u009b2K\u009d0;t\u009c\u202e\u2066`}",\n`);
    expect((await agentic(["runs", "show", failed.id, "--db", db])).printed).toContain(String.raw`  error: Error: broken \u001b]0;pwned\u0007`);
  });

  it("runs approve (by --request and on a terminal) and the verdicts runs show prints escape the request, who and the note", async () => {
    const hostileBy = `mallory${OSC_TITLE}${BIDI}`;
    const note = `fine${HOSTILE}\nreally`;
    const approved = await agentic(["runs", "approve", viaFlag.id, "--request", viaFlag.pending!.requestHash.slice(0, 8), "--by", hostileBy, "--note", note, "--db", db]);
    expect(approved.code).toBe(0);
    expectInert(approved.printed);
    expectEscaped(approved.printed);
    expect(approved.printed).toContain(String.raw` as mallory\u001b]0;pwned\u0007\u202e\u2066 (request `);

    const io = { interactive: true, ask: async (question: string) => (question === "Approve this request? [y/N] " ? "yes" : "no") };
    const confirmed = await agentic(["runs", "approve", viaTerminal.id, "--by", hostileBy, "--db", db], io);
    expect(confirmed.code).toBe(0);
    expectInert(confirmed.printed);
    expectEscaped(confirmed.printed);

    const shown = await agentic(["runs", "show", viaFlag.id, "--db", db]);
    expectInert(shown.printed);
    expect(shown.printed).toMatch(/approved by mallory\\u001b\]0;pwned\\u0007\\u202e\\u2066 at \S+: pay\(.*\) \(request [0-9a-f]{12}\) — "fine\\u001b\]0;pwned\\u0007.*\\nreally"\n/);
    // Refusals quote nothing unescaped either.
    const refused = await agentic(["runs", "approve", viaFlag.id, "--request", "00000000", "--db", db]);
    expect(refused.code).toBe(1);
    expectInert(refused.printed);
  });
});
