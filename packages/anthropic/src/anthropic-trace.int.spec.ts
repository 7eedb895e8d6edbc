import { decision } from "@agentic-ts/core";
import { HelpDesk, pick } from "./__fixtures__/help-desk";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
// The server reports cache_read_input_tokens: 0, which the runtime keeps (a count the provider gave).
const usage = (inputTokens: number, outputTokens: number) => ({ inputTokens, outputTokens, cachedInputTokens: 0 });

describe("AnthropicRuntime usage in the trace", () => {
  it("records usage per model call and sums it per exec, streaming or not", async () => {
    for (const onText of [undefined, () => undefined]) {
      loop.server.reset();
      const runtime = loop.runtime();
      const desk = new HelpDesk(runtime);
      loop.server.script(
        { reply: { toolCalls: [{ name: "lookupOrder", args: { orderId: "A1" } }], usage: usage(100, 20) } },
        { reply: { text: "Delivered.", usage: usage(150, 30) } },
      );
      await runtime.exec("Where is A1?", { tools: [desk.lookupOrder], onText });
      const calls = runtime.trace.nodes.filter((n) => n.kind === "model_call");
      expect(calls.map((n) => n.data.usage)).toEqual([usage(100, 20), usage(150, 30)]);
      expect(calls.map((n) => n.name)).toEqual(["claude-test", "claude-test"]);
      const exec = runtime.trace.nodes.find((n) => n.kind === "exec");
      expect(exec?.data.usage).toEqual(usage(250, 50));
    }
  });

  it("sums the usage of a decision and its re-picks", async () => {
    const runtime = loop.runtime();
    loop.server.script({ reply: { text: "hmm", usage: usage(40, 4) } }, { reply: { text: pick("close"), usage: usage(60, 6) } });
    await expect(decision.make("Pick.", { close: "CLOSED" }, { runtime })).resolves.toBe("CLOSED");
    const node = runtime.trace.nodes.find((n) => n.kind === "decision");
    expect(node?.data.usage).toEqual(usage(100, 10));
  });
});

describe("hidden parameters never reach the provider", () => {
  const SECRET = "CUST-7f3a-SECRET";

  it("sends no @ContextParam / @RuntimeParam name or value in any request body", async () => {
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    const context = { customerId: SECRET };
    loop.server.script(
      { reply: { text: pick("refund", { orderId: "A1" }) } },
      { reply: { toolCalls: [{ name: "issueRefund", args: { orderId: "B2" } }, { name: "escalate", args: { summary: "angry" } }] } },
      { reply: { text: `Refunded and escalated.\n${pick("refund", { orderId: "C3" })}` } },
    );
    await decision.make("Handle it.", { refund: desk.issueRefund, escalate: desk.escalate }, { runtime, context });
    await runtime.exec("Handle it.", { tools: [desk.issueRefund, desk.escalate], choices: { refund: desk.issueRefund }, context });

    expect(desk.calls.filter((c) => c.method === "issueRefund").map((c) => c.args)).toEqual([
      ["A1", SECRET],
      ["B2", SECRET],
      ["C3", SECRET],
    ]);
    expect(loop.server.requests).toHaveLength(3);
    for (const request of loop.server.requests) {
      expect(request.rawBody).not.toContain(SECRET);
      expect(request.rawBody).not.toContain("customerId");
    }
    const tools = loop.server.requests[1].body?.tools as Array<{ name: string; input_schema: { properties: object } }>;
    expect(tools.map((t) => [t.name, Object.keys(t.input_schema.properties)])).toEqual([
      ["issueRefund", ["orderId"]],
      ["escalate", ["summary"]],
    ]);
  });
});
