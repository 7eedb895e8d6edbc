import "reflect-metadata";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { SupportDesk } from "../__fixtures__/readme-desk";
import { withContext } from "../context/request-context";

// Keeps the README honest: its first example runs as written and shows the menu the model really sees.
const README = readFileSync(path.join(__dirname, "../../../../README.md"), "utf8");
const FIXTURE = readFileSync(path.join(__dirname, "../__fixtures__/readme-desk.ts"), "utf8");
const asCustomer = <T>(fn: () => T): T => withContext({ customerId: "C-1" }, fn);

describe("the README's first example", () => {
  it("is the fixture's class, verbatim", () => {
    const classOf = (text: string) => /^export class SupportDesk extends Agent \{\n[\s\S]*?\n\}$/m.exec(text)?.[0];
    const section = README.slice(README.indexOf("\n## A first decision\n"));
    expect(classOf(section)).toBeDefined();
    expect(classOf(section)).toBe(classOf(FIXTURE));
  });

  it("shows the exact menu the model sees", async () => {
    const runtime = new ScriptedRuntime(['{"call": "close"}']);
    await asCustomer(() => new SupportDesk(runtime).triage("Thanks, all good now"));
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
    // The model's customerId is discarded: the refund's comes from the request's context.
    await expect(asCustomer(() => desk.triage("broken"))).resolves.toEqual({ refunded: "A-1", amountCents: 500, customerId: "C-1" });
    await expect(asCustomer(() => desk.triage("fine"))).resolves.toEqual({ status: "closed" });
    await expect(asCustomer(() => desk.triage("!!"))).resolves.toEqual({ decision: "escalate", summary: "angry", urgency: "high" });
  });

  it("the README's ScriptedRuntime snippet resolves as its comment says", async () => {
    const runtime = new ScriptedRuntime(['{"call": "close"}']);
    await expect(withContext({ customerId: "C-1" }, () => new SupportDesk(runtime).triage("Thanks, all good now"))).resolves.toEqual({ status: "closed" });
    expect(runtime.requests[0].text).toContain("Pick the next step for this ticket: Thanks, all good now");
  });
});
