import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SqliteStore } from "@agentic-ts/sqlite";
import { captureIo as capture, runAgentic } from "../../__fixtures__/capture-io";
import { recordSampleRuns } from "../../__fixtures__/trace/record-runs";
import { main } from "../cli";

jest.setTimeout(60_000);

let dir: string;
let db: string;
let runs: { refunded: string; failed: string };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-trace-cli-"));
  db = path.join(dir, "agentic.db");
  const store = new SqliteStore(db);
  runs = await recordSampleRuns(store);
  await store.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Where the two sample runs' ids first differ. */
function firstDifference(): number {
  let i = 0;
  while (runs.failed[i] === runs.refunded[i]) i++;
  return i;
}

const agentic = (...argv: string[]) => runAgentic(dir, argv);

describe("agentic trace list", () => {
  it("lists the runs newest first with time, root, status, decisions, model calls, tokens and duration", async () => {
    const { code, out, err } = await agentic("trace", "list", "--db", db);
    expect(err).toBe("");
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^RUN +STARTED +ROOT +STATUS +DECISIONS +MODEL CALLS +TOKENS +DURATION$/);
    expect(lines).toHaveLength(3);
    expect(lines[1].startsWith(`${runs.failed}  `)).toBe(true);
    expect(lines[1]).toMatch(/ function handleTicket +✗ failed +1 +2 +0 +\d/);
    expect(lines[2]).toMatch(/ function handleTicket +✓ ok +1 +2 +276 +\d/);
  });

  it("filters by status, time and count, and prints JSON with --json", async () => {
    expect((await agentic("trace", "list", "--db", db, "--status", "error")).out.split("\n").slice(1).map((l) => l.split(" ")[0])).toEqual([runs.failed]);
    expect((await agentic("trace", "list", "--db", db, "--since", "1h")).out.split("\n")).toHaveLength(3);
    expect((await agentic("trace", "list", "--db", db, "--until", "2001-01-01")).out).toBe("No runs match.");
    expect((await agentic("trace", "list", "--db", db, "--since", "2001-01-01T00:00:00Z", "--limit", "1")).out.split("\n")).toHaveLength(2);
    const json = JSON.parse((await agentic("trace", "list", "--db", db, "--json")).out) as Array<{ runId: string }>;
    expect(json.map((r) => r.runId)).toEqual([runs.failed, runs.refunded]);
  });

  it("reads AGENTIC_DB, else ./agentic.db, and exits 2 when there is no store file", async () => {
    expect((await agentic("trace", "list")).code).toBe(0); // ./agentic.db in the working directory
    process.env.AGENTIC_DB = path.join(dir, "elsewhere.db");
    try {
      const missing = await agentic("trace", "list");
      expect(missing.code).toBe(2);
      expect(missing.err).toContain(`no trace store at ${path.join(dir, "elsewhere.db")}`);
      expect(existsSync(path.join(dir, "elsewhere.db"))).toBe(false);
    } finally {
      delete process.env.AGENTIC_DB;
    }
  });

  it("exits 2 on a bad status, time, limit or option", async () => {
    for (const bad of [["--status", "done"], ["--since", "yesterday"], ["--limit", "0"], ["--bogus"], ["extra"]]) {
      const { code, err } = await agentic("trace", "list", "--db", db, ...bad);
      expect(code).toBe(2);
      expect(err).toMatch(/^agentic trace list: .+\nSee `agentic trace list --help`\.$/);
    }
  });
});

describe("agentic trace show", () => {
  it("prints a run, named by a unique prefix of its id, as a tree", async () => {
    const { code, out, err } = await agentic("trace", "show", runs.refunded.slice(0, firstDifference() + 1), "--db", db);
    expect(err).toBe("");
    expect(code).toBe(0);
    const lines = out.replace(/ {2}\([^)]*\)$/gm, "").split("\n");
    expect(lines[0]).toMatch(new RegExp(`^run ${runs.refunded} · function handleTicket · ✓ ok · started `));
    expect(lines.slice(1)).toEqual([
      'function handleTicket(ticket: "Order A-1 arrived broken") → {"refunded":"A-1","amountCents":500}',
      '└─ decision decision.make → refund(orderId: "A-1", amountCents: 500) after 2 attempts',
      expect.stringMatching(/^ {3}├─ model_call · decision → "Sure\.<\/script><script>window/),
      expect.stringMatching(/^ {3}├─ repick 1 ← type_mismatch: /),
      expect.stringMatching(/^ {3}│ {2}└─ model_call · repick → /),
      '   └─ function refund(orderId: "A-1", amountCents: 500) → {"refunded":"A-1","amountCents":500}',
    ]);
  });

  it("shows a failed run's error, and exits 2 for no run, an unknown run or too many", async () => {
    const failed = await agentic("trace", "show", runs.failed, "--db", db);
    expect(failed.code).toBe(0);
    expect(failed.out).toMatch(/decision decision\.make ✗ DecisionError: /);
    // Run ids are UUIDv7 (time first): runs recorded together share a prefix, which names no one run.
    const shared = runs.failed.slice(0, firstDifference());
    for (const argv of [[], ["nope"], [runs.failed, runs.refunded], [shared]]) {
      const { code, err } = await agentic("trace", "show", ...argv, "--db", db);
      expect(code).toBe(2);
      expect(err).toMatch(/^agentic trace show: /);
    }
  });
});

describe("agentic trace export", () => {
  it("writes one self-contained page with the run embedded as escaped JSON", async () => {
    const { code, out } = await agentic("trace", "export", runs.refunded, "--html", "run.html", "--db", db);
    expect(code).toBe(0);
    expect(out).toBe(`Wrote ${path.join(dir, "run.html")} (run ${runs.refunded}, 6 nodes).`);
    const html = readFileSync(path.join(dir, "run.html"), "utf8");
    const data = /<script type="application\/json" id="trace-data">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(data![1]).nodes).toHaveLength(6);
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it("exits 2 without --html or a run", async () => {
    expect((await agentic("trace", "export", runs.refunded, "--db", db)).code).toBe(2);
    expect((await agentic("trace", "export", "--html", "x.html", "--db", db)).code).toBe(2);
  });
});

describe("agentic trace serve", () => {
  it("serves the viewer on 127.0.0.1, prints its address and stops when interrupted", async () => {
    let stop!: () => void;
    const interrupted = new Promise<void>((resolve) => (stop = resolve));
    let printed!: (line: string) => void;
    const firstLine = new Promise<string>((resolve) => (printed = resolve));
    const io = { ...capture(dir), out: printed, interrupted: () => interrupted };
    const serving = main(["trace", "serve", "--port", "0", "--db", db], io);
    const line = await firstLine;
    const [url, root, token] = /(http:\/\/127\.0\.0\.1:\d+\/)\?token=([\w-]+)/.exec(line)!;
    expect(line).toContain(`(store: ${db})`);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    // Without the token printed, nothing; with it, the runs and the page.
    expect((await fetch(`${root}api/runs`)).status).toBe(403);
    expect((await fetch(root)).status).toBe(403);
    const listed = (await (await fetch(`${root}api/runs?token=${token}`)).json()) as unknown[];
    expect(listed).toHaveLength(2);
    expect(await (await fetch(url)).text()).toMatch(/^<!doctype html>/);
    stop();
    expect(await serving).toBe(0);
    await expect(fetch(url)).rejects.toThrow();
  });

  it("in a real process, prints its address, serves, and exits 0 on Ctrl+C (SIGINT)", async () => {
    const cli = path.join(__dirname, "../../__fixtures__/cli-from-source.js");
    const child = spawn(process.execPath, [cli, "trace", "serve", "--port", "0", "--db", db], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    let stdout = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(stdout);
        if (match) resolve(match[0]);
      });
      child.once("exit", () => reject(new Error(`serve exited early: ${stdout}`)));
    });
    try {
      const { origin, search } = new URL(url);
      expect((await fetch(`${origin}/api/runs`)).status).toBe(403);
      const listed = (await (await fetch(`${origin}/api/runs${search}`)).json()) as unknown[];
      expect(listed).toHaveLength(2);
      child.kill("SIGINT");
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    // Compiling the CLI from its sources in a fresh process takes a while on a busy machine.
  }, 180_000);

  it("exits 1 when the port asked for is taken, and 2 for a bad port", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const taken = await agentic("trace", "serve", "--port", String(port), "--db", db);
      expect(taken.code).toBe(1);
      expect(taken.err).toMatch(/EADDRINUSE/);
    } finally {
      blocker.close();
    }
    expect((await agentic("trace", "serve", "--port", "70000", "--db", db)).code).toBe(2);
  });
});

describe("agentic trace help", () => {
  it("has --help on trace and every subcommand, with exit codes, and exits 2 on an unknown subcommand", async () => {
    for (const sub of ["list", "show", "export", "serve"]) {
      const viaFlag = await agentic("trace", sub, "--help");
      expect(viaFlag.code).toBe(0);
      expect(viaFlag.out).toMatch(new RegExp(`^Usage: agentic trace ${sub}`));
      expect(viaFlag.out).toMatch(/\nExit codes: 0 /);
      expect((await agentic("trace", "help", sub)).out).toBe(viaFlag.out);
    }
    const top = await agentic("trace", "--help");
    expect(top.out).toMatch(/^Usage: agentic trace <list\|show\|export\|serve>/);
    expect((await agentic("help", "trace")).out).toBe(top.out);
    const unknown = await agentic("trace", "frob");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^agentic trace: unknown subcommand "frob"/);
    expect((await agentic("trace")).code).toBe(2);
  });
});
