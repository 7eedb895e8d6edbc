import { decision, renderTraceTree } from "@agentic-ts/core";
import { HelpDesk, pick } from "./__fixtures__/help-desk";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();

// Scripted in core's terms; the server splits the input as Anthropic does: input_tokens is the uncached
// rest (1200 - 1000 read - 150 written = 50), cache_read_input_tokens and cache_creation_input_tokens apart.
const first = { inputTokens: 1200, outputTokens: 300, cachedInputTokens: 1000, cacheWriteInputTokens: 150 };
const second = { inputTokens: 1400, outputTokens: 40, cachedInputTokens: 1150 };
// Anthropic reports no reasoning count apart (thinking is billed as output): reasoningTokens stays unset.
const read = (u: { inputTokens: number; outputTokens: number; cachedInputTokens: number }) => ({ inputTokens: u.inputTokens, outputTokens: u.outputTokens, cachedInputTokens: u.cachedInputTokens });

describe("AnthropicRuntime usage: input (uncached + cache reads + cache writes), output and cached tokens", () => {
  it.each([
    ["a plain response", undefined],
    ["a stream", () => undefined],
  ])("maps %s's usage onto every model_call node and the execDetailed sum", async (_label, onText) => {
    loop.server.script(
      { reply: { toolCalls: [{ name: "lookupOrder", args: { orderId: "A1" } }], usage: first } },
      { reply: { text: "Delivered.", usage: second } },
    );
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    const { result, usage } = await runtime.execDetailed("Where is A1?", { tools: [desk.lookupOrder], onText });
    expect(result).toBe("Delivered.");
    expect(loop.server.requests[0].body?.stream === true).toBe(onText !== undefined);
    const calls = runtime.trace.nodes.filter((n) => n.kind === "model_call");
    expect(calls.map((n) => n.data.usage)).toEqual([read(first), read(second)]);
    expect(usage).toEqual({ inputTokens: 2600, outputTokens: 340, cachedInputTokens: 2150 });
    expect(usage).not.toHaveProperty("reasoningTokens");
  });

  it("sums a decision's calls in makeDetailed, and shows the cached part on the trace line", async () => {
    loop.server.script({ reply: { text: "hmm", usage: first } }, { reply: { text: pick("close"), usage: second } });
    const runtime = loop.runtime();
    const { result, usage } = await decision.makeDetailed("Pick.", { close: "CLOSED" }, { runtime });
    expect(result).toBe("CLOSED");
    expect(usage).toEqual({ inputTokens: 2600, outputTokens: 340, cachedInputTokens: 2150 });
    expect(renderTraceTree(runtime.trace, { durations: false })).toContain("2600 in (2150 cached) / 340 out tokens");
  });
});
