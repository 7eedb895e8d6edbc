import "reflect-metadata";
import { decision, DecisionError, option } from "@agentic-ts/core";
import { DeskAgent, pick } from "./__fixtures__/desk-agent";
import { TEST_MODEL, useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();

describe("OpenAIRuntime + decision.make through the real SDK", () => {
  it("runs a picked function with its arguments and the injected context", async () => {
    loop.server.script({ reply: { text: `I'll refund it.\n${pick("refund", { orderId: "A-1", amountCents: 500 })}` } });
    const runtime = loop.runtime();
    const agent = new DeskAgent(runtime);
    const result = await decision.make("Handle the ticket.", { refund: agent.issueRefund, close: "CLOSED" }, {
      runtime,
      context: { customerId: "C-42" },
    });
    expect(result).toEqual({ refunded: "A-1", amountCents: 500, customerId: "C-42" });

    const [request] = loop.server.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-loopback");
    expect(request.body).toMatchObject({ model: TEST_MODEL, messages: [{ role: "user" }] });
    expect(request.body?.messages[0].content).toContain("Handle the ticket.");
    expect(request.body?.messages[0].content).toContain("refund");
    // A decision offers no tools and, without onText, does not stream.
    expect(request.body).not.toHaveProperty("tools");
    expect(request.body?.stream).toBeFalsy();
  });

  it("returns a picked value as-is", async () => {
    loop.server.script({ reply: { text: pick("close") } });
    const marker = { status: "closed" };
    const result = await decision.make("Pick.", { close: option.value(marker, "Close it."), wait: "WAIT" }, { runtime: loop.runtime() });
    expect(result).toBe(marker);
  });

  it("returns { decision, ...fields } for a schema pick", async () => {
    loop.server.script({ reply: { text: pick("plan", { steps: ["a", "b"], note: "short" }) } });
    const result = await decision.make(
      "Plan.",
      { plan: ["Produce a plan.", { steps: [String], note: String }], skip: "SKIP" },
      { runtime: loop.runtime() },
    );
    expect(result).toEqual({ decision: "plan", steps: ["a", "b"], note: "short" });
  });

  it("re-picks after a bad reply, sending the problem back, and sums usage on the decision", async () => {
    loop.server.script(
      { reply: { text: "Let me think about closing.", usage: { inputTokens: 30, outputTokens: 7 } } },
      { reply: { text: pick("close"), usage: { inputTokens: 50, outputTokens: 4 } } },
    );
    const runtime = loop.runtime();
    await expect(decision.make("Pick.", { close: "CLOSED", wait: "WAIT" }, { runtime })).resolves.toBe("CLOSED");

    expect(loop.server.requests).toHaveLength(2);
    const second = loop.server.requests[1].body?.messages as Array<{ role: string; content: string }>;
    expect(second.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(second[1].content).toContain("Let me think about closing.");
    expect(loop.server.requests[1].body?.model).toBe(TEST_MODEL);

    const calls = runtime.trace.nodes.filter((n) => n.kind === "model_call");
    expect(calls.map((n) => n.data.usage)).toEqual([
      // The server's details (cached_tokens, reasoning_tokens: 0) are counts the provider gave: kept.
      { inputTokens: 30, outputTokens: 7, cachedInputTokens: 0, reasoningTokens: 0 },
      { inputTokens: 50, outputTokens: 4, cachedInputTokens: 0, reasoningTokens: 0 },
    ]);
    const node = runtime.trace.nodes.find((n) => n.kind === "decision");
    expect(node?.data.usage).toEqual({ inputTokens: 80, outputTokens: 11, cachedInputTokens: 0, reasoningTokens: 0 });
  });

  it("throws DecisionError when every reply is bad", async () => {
    loop.server.script({ reply: { text: "no idea" } }, { reply: { text: "still no idea" } });
    const error = await decision.make("Pick.", { close: "CLOSED" }, { runtime: loop.runtime() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecisionError);
    expect((error as DecisionError).kind).toBe("no_action");
  });

  it("streams a decision's reply to onText", async () => {
    loop.server.script({ reply: { text: pick("close") } });
    const deltas: string[] = [];
    const result = await decision.make("Pick.", { close: "CLOSED" }, { runtime: loop.runtime(), onText: (d) => deltas.push(d) });
    expect(result).toBe("CLOSED");
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(pick("close"));
    expect(loop.server.requests[0].body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });
});
