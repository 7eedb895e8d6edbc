import "reflect-metadata";
import { decision, renderTraceTree } from "@agentic-ts/core";
import { DeskAgent, pick } from "./__fixtures__/desk-agent";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();

// Scripted in core's terms; the server sends them as prompt_tokens(_details.cached_tokens) and
// completion_tokens(_details.reasoning_tokens), as OpenAI's Chat Completions API does.
const first = { inputTokens: 1200, outputTokens: 300, cachedInputTokens: 1024, reasoningTokens: 256 };
const second = { inputTokens: 1500, outputTokens: 40, cachedInputTokens: 1152, reasoningTokens: 0 };
const sum = { inputTokens: 2700, outputTokens: 340, cachedInputTokens: 2176, reasoningTokens: 256 };

describe("OpenAIRuntime usage: input, output, cached and reasoning tokens", () => {
  it.each([
    ["a plain response", undefined],
    ["a stream", () => undefined],
  ])("maps %s's usage onto every model_call node and the execDetailed sum", async (_label, onText) => {
    loop.server.script(
      { reply: { toolCalls: [{ id: "call_1", name: "lookupOrder", args: { orderId: "A-1" } }], usage: first } },
      { reply: { text: "A-1 was delivered.", usage: second } },
    );
    const runtime = loop.runtime();
    const agent = new DeskAgent(runtime);
    const { result, usage, node } = await runtime.execDetailed("Where is A-1?", { tools: [agent.lookupOrder], context: { customerId: "C-1" }, onText });
    expect(result).toBe("A-1 was delivered.");
    if (onText) expect(loop.server.requests[0].body?.stream_options).toEqual({ include_usage: true });
    const calls = runtime.trace.nodes.filter((n) => n.kind === "model_call");
    expect(calls.map((n) => n.data.usage)).toEqual([first, second]);
    expect(usage).toEqual(sum);
    expect(node.data.usage).toEqual(sum);
  });

  it("sums a decision's first call and re-pick in makeDetailed, and shows the parts on the trace line", async () => {
    loop.server.script({ reply: { text: "Hmm.", usage: first } }, { reply: { text: pick("close"), usage: second } });
    const runtime = loop.runtime();
    const { result, usage } = await decision.makeDetailed("Pick.", { close: "CLOSED" }, { runtime });
    expect(result).toBe("CLOSED");
    expect(usage).toEqual(sum);
    expect(renderTraceTree(runtime.trace, { durations: false })).toContain("2700 in (2176 cached) / 340 out (256 reasoning) tokens");
  });
});
