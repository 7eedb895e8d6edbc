import "reflect-metadata";
import { SpanKind } from "@opentelemetry/api";
import { decision, type Runtime } from "@agentic-ts/core";
import { AnthropicRuntime } from "@agentic-ts/anthropic";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { useLoopbackRuntimes } from "../../transport/src/__fixtures__/use-loopback-runtimes";
import { parentOf, idOf, useSpanRecorder } from "./__fixtures__/use-span-recorder";
import { pick, TicketAgent } from "./__fixtures__/ticket-agent";

interface Choice {
  readonly provider: "openai" | "anthropic";
  readonly stream?: boolean;
}

describe("instrumentAgentic with the provider runtimes (loopback server)", () => {
  const rec = useSpanRecorder();
  const loop = useLoopbackRuntimes<Runtime, Choice>((server, choice = { provider: "openai" }) =>
    choice.provider === "openai"
      ? new OpenAIRuntime({ apiKey: "sk-loopback", baseURL: server.openaiBaseURL, model: "gpt-loopback", stream: choice.stream })
      : new AnthropicRuntime({ apiKey: "test-key", baseURL: server.anthropicBaseURL, model: "claude-loopback", stream: choice.stream }),
  );

  it.each([false, true])("puts OpenAI's model, usage, finish reason and response id on chat spans (stream: %s)", async (stream) => {
    loop.server.script({ reply: { text: pick("close"), model: "gpt-loopback-0601", usage: { inputTokens: 21, outputTokens: 4 } } });
    const runtime = loop.runtime({ provider: "openai", stream });
    await expect(decision.make("Pick.", { close: "CLOSED", wait: "WAIT" }, { runtime })).resolves.toBe("CLOSED");

    const chat = rec.one("chat gpt-loopback");
    expect(chat.kind).toBe(SpanKind.CLIENT);
    expect(parentOf(chat)).toBe(idOf(rec.one("decision close")));
    expect(chat.attributes).toMatchObject({
      "gen_ai.operation.name": "chat",
      "gen_ai.provider.name": "openai",
      "gen_ai.request.model": "gpt-loopback",
      "gen_ai.response.model": "gpt-loopback-0601",
      "gen_ai.usage.input_tokens": 21,
      "gen_ai.usage.output_tokens": 4,
      "gen_ai.response.finish_reasons": ["stop"],
    });
    expect(String(chat.attributes["gen_ai.response.id"])).toMatch(/^chatcmpl-/);
  });

  it.each([
    ["openai", false, { inputTokens: 1200, outputTokens: 300, cachedInputTokens: 1024, reasoningTokens: 256 }, 256],
    ["openai", true, { inputTokens: 1200, outputTokens: 300, cachedInputTokens: 1024, reasoningTokens: 256 }, 256],
    ["anthropic", false, { inputTokens: 1200, outputTokens: 300, cachedInputTokens: 1024, cacheWriteInputTokens: 100 }, undefined],
    ["anthropic", true, { inputTokens: 1200, outputTokens: 300, cachedInputTokens: 1024, cacheWriteInputTokens: 100 }, undefined],
  ] as const)("puts %s's cached and reasoning tokens on chat spans by the GenAI conventions' names (stream: %s)", async (provider, stream, usage, reasoning) => {
    loop.server.script({ reply: { text: pick("close"), usage } });
    const runtime = loop.runtime({ provider, stream });
    await expect(decision.make("Pick.", { close: "CLOSED", wait: "WAIT" }, { runtime })).resolves.toBe("CLOSED");
    const chat = rec.one(`chat ${provider === "openai" ? "gpt" : "claude"}-loopback`);
    expect(chat.attributes).toMatchObject({
      "gen_ai.usage.input_tokens": 1200,
      "gen_ai.usage.output_tokens": 300,
      "gen_ai.usage.cache_read.input_tokens": 1024,
    });
    // Anthropic reports no reasoning count apart: no attribute rather than a made-up 0.
    expect(chat.attributes["gen_ai.usage.reasoning.output_tokens"]).toBe(reasoning);
  });

  it.each([false, true])("puts Anthropic's stop reason on chat spans and the provider on the agent's span (stream: %s)", async (stream) => {
    loop.server.script(
      { reply: { toolCalls: [{ id: "toolu_1", name: "lookupOrder", args: { orderId: "A-1" } }], usage: { inputTokens: 30, outputTokens: 8 } } },
      { reply: { text: "A-1 was delivered.", usage: { inputTokens: 45, outputTokens: 6 } } },
      { reply: { text: pick("close"), usage: { inputTokens: 50, outputTokens: 3 } } },
    );
    const runtime = loop.runtime({ provider: "anthropic", stream });
    await expect(new TicketAgent(runtime).handle("ticket")).resolves.toBe("CLOSED");

    const chats = rec.spans().filter((s) => s.name === "chat claude-loopback");
    expect(chats.map((c) => c.attributes["gen_ai.response.finish_reasons"])).toEqual([["tool_use"], ["end_turn"], ["end_turn"]]);
    expect(chats.map((c) => c.attributes["gen_ai.usage.input_tokens"])).toEqual([30, 45, 50]);
    expect(chats.every((c) => c.attributes["gen_ai.provider.name"] === "anthropic")).toBe(true);
    expect(chats.every((c) => String(c.attributes["gen_ai.response.id"]).startsWith("msg_"))).toBe(true);
    expect(rec.one("execute_tool lookupOrder").attributes["gen_ai.tool.call.id"]).toBe("toolu_1");
    // The agent's span learns its provider from the first model call made under it.
    expect(rec.one("invoke_agent handle").attributes["gen_ai.provider.name"]).toBe("anthropic");
  });
});
