import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { agenticFunction, decision, giveVerdict, Runs, type RunRecord } from "@agentic-ts/core";
import { SqliteStore } from "@agentic-ts/sqlite";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { captureIo } from "../../__fixtures__/capture-io";
import type { CliIo } from "../cli-io";
import { main } from "../cli";

jest.setTimeout(60_000);

const transfer = agenticFunction((to: string, cents: number) => ({ sent: to, cents }), {
  name: "transfer",
  params: { to: "The payee", cents: Number },
  approval: () => "Transfers need a person.",
});
class Treasury {
  pay(to: string) {
    return decision.make(`Pay ${to}?`, { transfer, skip: "skipped" });
  }
}
// Declined once, the model asks again with another amount: a new request, with another hash.
const model = () =>
  new ScriptedRuntime((r) => JSON.stringify({ call: "transfer", args: { to: /Pay (\S+)\?/.exec(r.text)?.[1], cents: r.text.includes("declined") ? 900 : 500 } }));

let dir: string;
let db: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-runs-request-"));
  db = path.join(dir, "agentic.db");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `fn` over a connection of its own to the test's store. */
async function withStore<T>(fn: (store: SqliteStore) => Promise<T>): Promise<T> {
  const store = new SqliteStore(db);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

/** A new run suspended on a transfer to `to`. */
const suspend = (to: string): Promise<RunRecord> => withStore((store) => new Runs({ store, runtime: model(), agents: [Treasury] }).start(Treasury, "pay", [to]));

const stored = (id: string): Promise<RunRecord> => withStore(async (store) => (await store.getRunRecord(id))!);

/** Runs `agentic …argv` with `extra` in its io; returns the exit code and what it printed. */
async function agentic(argv: readonly string[], extra: Partial<CliIo> = {}): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo(dir, extra);
  const code = await main(argv, io);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

/** An io at a terminal whose user answers `answers` in turn, and the questions asked. */
function terminal(...answers: Array<string | undefined | (() => Promise<string | undefined>)>): Partial<CliIo> & { questions: string[] } {
  const questions: string[] = [];
  return {
    questions,
    interactive: true,
    ask: async (question) => {
      questions.push(question);
      const answer = answers.shift();
      return typeof answer === "function" ? answer() : answer;
    },
  };
}

/** That nothing was recorded: the run is as `before`, still suspended on the same request. */
async function expectUnchanged(before: RunRecord): Promise<void> {
  const after = await stored(before.id);
  expect(after).toMatchObject({ status: "suspended", version: before.version, approvals: [] });
  expect(after.pending!.requestHash).toBe(before.pending!.requestHash);
}

describe("agentic runs approve|decline: naming the request", () => {
  it("records the verdict, with the request's full hash, when --request is a prefix of at least 8 hex digits", async () => {
    const run = await suspend("P-1");
    const hash = run.pending!.requestHash;
    const { code, out, err } = await agentic(["runs", "approve", run.id, "--request", hash.slice(0, 8), "--by", "carol", "--db", db]);
    expect({ code, err }).toEqual({ code: 0, err: "" });
    // Named by its hash, the request was not shown: the output shows in full what was approved.
    expect(out.split("\n")).toEqual([
      `Approved transfer({"to":"P-1","cents":500}) on run ${run.id} as carol (request ${hash}).`,
      "The request approved:",
      `  request:   ${hash}`,
      "  option:    transfer",
      "  function:  transfer",
      "  chosen as: a decision's pick",
      "  reason:    Transfers need a person.",
      `  step:      ${run.pending!.stepId}`,
      "  arguments:",
      "    {",
      '      "to": "P-1",',
      '      "cents": 500',
      "    }",
      "The run continues at the next runs.recover() of a process that has its agents.",
    ]);
    const after = await stored(run.id);
    expect(after.status).toBe("running");
    expect(after.approvals).toMatchObject([{ approved: true, by: "carol", requestHash: hash, args: { to: "P-1", cents: 500 } }]);
  });

  it("refuses a prefix of another request (exit 1), naming the pending one and runs show, and records nothing", async () => {
    const run = await suspend("P-2");
    const hash = run.pending!.requestHash;
    const other = [...hash.slice(0, 10)].map((c) => (c === "0" ? "1" : "0")).join("");
    for (const verb of ["approve", "decline"]) {
      const { code, out, err } = await agentic(["runs", verb, run.id, "--request", other, "--note", "n", "--db", db]);
      expect(code).toBe(1);
      expect(out).toBe("");
      expect(err).toContain(`agentic runs ${verb}: run ${run.id} waits for approval of request ${hash.slice(0, 12)}…, not ${other}`);
      expect(err).toContain("Nothing was recorded.");
      expect(err).toContain(`\`agentic runs show ${run.id}\` prints the request in full, with its hash.`);
    }
    await expectUnchanged(run);
  });

  it("refuses a prefix shorter than 8 hex digits, or not hex, as a usage error (exit 2), and records nothing", async () => {
    const run = await suspend("P-3");
    const hash = run.pending!.requestHash;
    for (const bad of [hash.slice(0, 7), "", `${hash.slice(0, 8)}z`, `0x${hash.slice(0, 8)}`]) {
      const { code, err } = await agentic(["runs", "approve", run.id, "--request", bad, "--db", db]);
      expect(code).toBe(2);
      expect(err).toContain("--request takes at least 8 hex digits of the request's hash");
      expect(err).toContain(`waits for approval of request ${hash.slice(0, 12)}…`);
      expect(err).toContain(`\`agentic runs show ${run.id}\``);
    }
    await expectUnchanged(run);
  });

  it("without --request and without a terminal, refuses (exit 2), asks nothing and records nothing", async () => {
    const run = await suspend("P-4");
    const io = terminal("y");
    for (const extra of [{}, { ...io, interactive: false }, { interactive: true }]) {
      const { code, out, err } = await agentic(["runs", "approve", run.id, "--db", db], extra);
      expect(code).toBe(2);
      expect(out).toBe("");
      expect(err).toContain("agentic runs approve: name the request to approve: --request <hash prefix> (at least 8 hex digits of its hash), or run this on a terminal to confirm it there. Nothing was recorded.");
    }
    expect(io.questions).toEqual([]);
    await expectUnchanged(run);
  });

  it("on a terminal, shows the whole request and records the verdict on a y or yes", async () => {
    const first = await suspend("P-5");
    const io = terminal("y");
    const approved = await agentic(["runs", "approve", first.id, "--by", "dave", "--db", db], io);
    expect(approved.code).toBe(0);
    expect(io.questions).toEqual(["Approve this request? [y/N] "]);
    expect(approved.out.split("\n").slice(0, 12)).toEqual([
      `Run ${first.id} (Treasury.pay) waits for approval of this request:`,
      `  request:   ${first.pending!.requestHash}`,
      "  option:    transfer",
      "  function:  transfer",
      "  chosen as: a decision's pick",
      "  reason:    Transfers need a person.",
      `  step:      ${first.pending!.stepId}`,
      "  arguments:",
      "    {",
      '      "to": "P-5",',
      '      "cents": 500',
      "    }",
    ]);
    // Shown before the question, the request is not printed again.
    expect(approved.out.split("\n").slice(12)).toEqual([
      `Approved transfer({"to":"P-5","cents":500}) on run ${first.id} as dave (request ${first.pending!.requestHash}).`,
      "The run continues at the next runs.recover() of a process that has its agents.",
    ]);
    expect((await stored(first.id)).approvals).toMatchObject([{ approved: true, by: "dave", requestHash: first.pending!.requestHash }]);

    const second = await suspend("P-6");
    const declineIo = terminal(" YES ");
    expect((await agentic(["runs", "decline", second.id, "--note", "no", "--db", db], declineIo)).code).toBe(0);
    expect(declineIo.questions).toEqual(["Decline this request? [y/N] "]);
    expect((await stored(second.id)).approvals).toMatchObject([{ approved: false, note: "no", requestHash: second.pending!.requestHash }]);
  });

  it("on a terminal, records nothing on any other answer or at the end of input (exit 1)", async () => {
    const run = await suspend("P-7");
    for (const answer of ["n", "", "no", "yeah", "y es", undefined]) {
      const { code, err } = await agentic(["runs", "approve", run.id, "--db", db], terminal(answer));
      expect(code).toBe(1);
      expect(err).toBe("agentic runs approve: not approved: nothing was recorded.");
    }
    await expectUnchanged(run);
  });

  it("refuses (exit 1, RunConflictError) a verdict on a request that changed after it was shown, and records nothing", async () => {
    const run = await suspend("P-8");
    const shown = run.pending!.requestHash;
    // While the person reads the request, someone else declines it and the model asks again (900, not 500).
    const meanwhile = async (): Promise<string> => {
      await withStore(async (store) => {
        await giveVerdict(store, run.id, { approved: false, by: "erin", note: "too fast", requestHash: shown });
        await new Runs({ store, runtime: model(), agents: [Treasury] }).recover();
      });
      return "y";
    };
    const { code, out, err } = await agentic(["runs", "approve", run.id, "--by", "frank", "--db", db], terminal(meanwhile));
    expect(out).toContain('"cents": 500');
    expect(code).toBe(1);
    expect(err).toContain(`agentic runs approve: refused — Run ${run.id} `);
    expect(err).toContain(`waits for approval of request ${(await stored(run.id)).pending!.requestHash.slice(0, 12)}, not ${shown.slice(0, 12)}`);
    expect(err).toContain(`\`agentic runs show ${run.id}\` shows the run as it is now.`);
    const after = await stored(run.id);
    expect(after.status).toBe("suspended");
    expect(after.pending!.args).toEqual({ to: "P-8", cents: 900 });
    expect(after.approvals.map((a) => [a.by, a.approved, a.requestHash])).toEqual([["erin", false, shown]]);

    // The old hash, named on the command line, is refused as well, and the new one is named.
    const stale = await agentic(["runs", "approve", run.id, "--request", shown, "--db", db]);
    expect(stale.code).toBe(1);
    expect(stale.err).toContain(`waits for approval of request ${after.pending!.requestHash.slice(0, 12)}…, not ${shown}`);
    expect((await stored(run.id)).version).toBe(after.version);
  });
});
