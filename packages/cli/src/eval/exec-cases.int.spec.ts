import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { agenticFunction, type Message } from "@agentic-ts/core";
import { SqliteStore } from "@agentic-ts/sqlite";
import { ScriptedRuntime, type ScriptedRequest } from "@agentic-ts/testing";
import { caseLine, readCases } from "./case-lines";
import { EvalCache } from "./eval-cache";
import { exportCases } from "./export-cases";
import { runCases } from "./run-cases";

let looked: string[] = [];
const lookupOrder = agenticFunction((orderId: string) => (looked.push(orderId), { orderId, status: orderId === "A-1" ? "broken" : "fine" }), {
  name: "lookupOrder",
  description: "Look an order up.",
  params: { orderId: "The order id" },
});
const refund = agenticFunction((orderId: string) => ({ refunded: orderId }), { name: "refund", description: "Refund the order.", params: { orderId: String } });
const choices = () => ({ refund, close: ["CLOSED", "Nothing to do."] as [string, string] });

const lastTool = (r: ScriptedRequest) => [...r.messages].reverse().find((m): m is Extract<Message, { role: "tool" }> => m.role === "tool");
const orderOf = (r: ScriptedRequest) => /order (A-\d)/.exec(r.text)![1];

let dir: string;
beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), "agentic-eval-exec-"))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the choices of an exec turn as eval cases", () => {
  it("export the turn's prompt, tools and the answers its calls got; a replay runs the turn again with the tools answering as recorded, and no service code", async () => {
    const store = new SqliteStore(path.join(dir, "agentic.db"));
    // The recorded model looks the order up, then refunds a broken one and closes a fine one.
    const recorder = new ScriptedRuntime(
      (r) => {
        const tool = lastTool(r);
        if (!tool) return { toolCalls: [{ name: "lookupOrder", args: { orderId: orderOf(r) } }] };
        return tool.content.includes("broken") ? JSON.stringify({ call: "refund", args: { orderId: orderOf(r) } }) : '{"call": "close", "args": {}}';
      },
      { store, system: "You handle tickets." },
    );
    for (const order of ["A-1", "A-2"]) await recorder.exec(`Handle the ticket about order ${order}.`, { tools: { lookupOrder }, choices: choices() });
    const { cases, skipped } = await exportCases(store);
    await store.close();
    expect(skipped).toEqual({});
    expect(cases).toHaveLength(2);
    const [first, second] = cases;
    expect(first).toMatchObject({ via: "exec", system: "You handle tickets.", prompt: "Handle the ticket about order A-1.", expected: "refund", recorded: { pick: "refund", args: { orderId: "A-1" } } });
    expect(first.tools).toEqual([
      { name: "lookupOrder", description: "Look an order up.", schema: expect.objectContaining({ properties: { orderId: expect.objectContaining({ type: "string" }) } }), calls: [{ args: { orderId: "A-1" }, result: '{"orderId":"A-1","status":"broken"}' }] },
    ]);
    expect(second.expected).toBe("close");
    // A case survives its own line.
    expect(readCases(cases.map(caseLine).join("\n"), "cases.jsonl")).toEqual(cases);

    looked = [];
    // The candidate looks the first order up as recorded and picks right; for the second it asks about
    // another order, reads that no answer was recorded, and picks refund.
    const seen: string[] = [];
    const candidate = new ScriptedRuntime((r) => {
      const tool = lastTool(r);
      if (!tool) return { toolCalls: [{ name: "lookupOrder", args: { orderId: orderOf(r) === "A-1" ? "A-1" : "A-9" } }] };
      seen.push(tool.content);
      return tool.content.includes("broken") ? JSON.stringify({ call: "refund", args: { orderId: "A-1" } }) : JSON.stringify({ call: "refund", args: { orderId: "A-2" } });
    });
    const runs = await runCases(cases, { runtime: candidate, identity: "scripted", cache: new EvalCache(undefined), repeat: 1, concurrency: 2 });
    expect(runs.map((r) => r.outcomes[0].pick)).toEqual(["refund", "refund"]);
    expect(runs[0].outcomes[0]).toMatchObject({ args: { orderId: "A-1" }, repicks: 0 });
    expect(seen).toEqual(['{"orderId":"A-1","status":"broken"}', expect.stringContaining('no recorded answer for lookupOrder({"orderId":"A-9"})')]);
    // The service's tool never ran: every answer came from the recording.
    expect(looked).toEqual([]);
    // The menu the candidate was shown is the recorded one.
    expect(runs[0].request.menu).toBe(runs[0].recordedMenu);
  });
});
