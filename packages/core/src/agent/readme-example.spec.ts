import "reflect-metadata";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { SupportDesk } from "../__fixtures__/readme-desk";

// Keeps the README honest: its first example runs as written and shows the menu the model really sees.
const README = readFileSync(path.join(__dirname, "../../../../README.md"), "utf8");

describe("the README's first example", () => {
  it("shows the exact menu the model sees", async () => {
    const runtime = new ScriptedRuntime(['{"call": "close"}']);
    await new SupportDesk(runtime).triage("Thanks, all good now", "C-1");
    const sent = runtime.requests[0].text;
    const menu = sent.slice(sent.indexOf("Options:"));
    const block = /```\n(Options:\n[\s\S]*?)\n```/.exec(README)?.[1];
    expect(block).toBe(menu);
  });

  it("resolves to the refund's result, the value, or the escalate payload", async () => {
    const runtime = new ScriptedRuntime([
      '{"call": "refund", "args": {"orderId": "A-1", "amountCents": 500, "customerId": "EVIL"}}',
      '{"call": "close"}',
      '{"call": "escalate", "args": {"summary": "angry", "urgency": "high"}}',
    ]);
    const desk = new SupportDesk(runtime);
    await expect(desk.triage("broken", "C-1")).resolves.toEqual({ refunded: "A-1", amountCents: 500, customerId: "C-1" });
    await expect(desk.triage("fine", "C-1")).resolves.toEqual({ status: "closed" });
    await expect(desk.triage("!!", "C-1")).resolves.toEqual({ decision: "escalate", summary: "angry", urgency: "high" });
  });

  it("the README's ScriptedRuntime snippet resolves as its comment says", async () => {
    const runtime = new ScriptedRuntime(['{"call": "close"}']);
    await expect(new SupportDesk(runtime).triage("Thanks, all good now", "C-1")).resolves.toEqual({ status: "closed" });
    expect(runtime.requests[0].text).toContain("Pick the next step for this ticket: Thanks, all good now");
  });
});
