import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SqliteStore } from "@agentic-ts/sqlite";
import { main } from "./main";

/** Runs `main` offline and returns everything it printed. */
async function printed(argv: string[] = []): Promise<string> {
  const lines: string[] = [];
  await main({ argv, env: {}, print: (text) => lines.push(text) });
  return lines.join("\n");
}

describe("ticket-desk main", () => {
  it("prints the menu the model saw, the tool calls, the pick and the result", async () => {
    const out = await printed();
    expect(out).toContain('Ticket desk, sample "refund" (the samples: refund, escalate, close)\nModel: offline, replaying transcripts/refund.json');
    expect(out).toContain("── What the model saw, with tools: lookupOrder, lookupCustomer");
    expect(out).toContain("Handle this ticket: My order A-1001 arrived with a cracked ear cup.");
    expect(out).toContain("refund(orderId: string /* The order to refund. */, amountCents: integer /* How much to refund, in cents; at most what was paid. */, reason: string /* One sentence the customer will see. */)");
    expect(out).toContain("── What happened");
    expect(out).toMatch(/├─ tool_call lookupOrder\(orderId: "A-1001"\) → \{"orderId":"A-1001",/);
    expect(out).toContain('├─ tool_call lookupCustomer() → {"name":"Dana Reyes","tier":"gold","refundsThisYear":0}');
    expect(out).toContain('└─ decision exec.choices → refund(orderId: "A-1001", amountCents: 12900, reason: "The hea…)');
    expect(out).toContain("── Result");
    expect(out).toContain('"refundId": "R-A-1001"');
  });

  it("runs the other samples by name, and prints prompts and replies with --verbose", async () => {
    expect(await printed(["escalate"])).toContain('"queue": "priority"');
    const out = await printed(["close", "--verbose"]);
    expect(out).toContain('"status": "closed"');
    expect(out).toMatch(/reply {2}│ Order A-1003 shows as delivered/);
  });

  it("writes the run to a trace store file and ends with the commands that open it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ticket-desk-"));
    try {
      const db = path.join(dir, "agentic.db");
      const lines: string[] = [];
      await main({ argv: [], env: {}, print: (text) => lines.push(text), db });
      const store = new SqliteStore(db);
      const runs = await store.listRuns();
      const stored = await store.getRun(runs[0].runId);
      const durable = await store.listRunRecords();
      await store.close();
      // One durable run, executed twice: suspended at the refund's approval (its trace ends in the
      // suspension), then approved and resumed from its journal.
      expect(runs.map((r) => r.status)).toEqual(["ok", "suspended"]);
      expect(durable).toEqual([expect.objectContaining({ status: "completed", executions: 2, approvals: [expect.objectContaining({ approved: true, by: "demo-supervisor" })] })]);
      expect(runs[0]).toMatchObject({ root: { kind: "function", name: "handleTicket" }, status: "ok", decisions: 1, modelCalls: 2 });
      expect(stored?.nodes.map((n) => n.kind)).toContain("tool_call");
      const out = lines.join("\n");
      expect(out).toContain(`npx agentic trace show ${runs[0].runId} --db ${db}`);
      expect(out.trimEnd().endsWith(`npx agentic trace serve --db ${db}`)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects an unknown sample with the names it knows", async () => {
    await expect(main({ argv: ["nope"], env: {}, print: () => undefined })).rejects.toThrow(
      'Unknown sample ticket "nope": use refund, escalate, close.',
    );
  });
});
