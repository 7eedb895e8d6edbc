import OpenAI from "openai";
import { LoopbackProviderServer } from "./loopback-provider-server";

describe("LoopbackProviderServer with the real OpenAI SDK", () => {
  let server: LoopbackProviderServer;
  let openai: OpenAI;
  const ask = { model: "gpt-loop", messages: [{ role: "user" as const, content: "Hello" }] };
  const tools = [{ type: "function" as const, function: { name: "lookup", parameters: { type: "object", properties: {} } } }];

  beforeEach(async () => {
    server = await LoopbackProviderServer.start();
    openai = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: "test-key", maxRetries: 0 });
  });
  afterEach(() => server.close());

  it("answers a text reply with the request's model, default usage and a request id", async () => {
    server.script({ reply: { text: "Hi there" } });

    const completion = await openai.chat.completions.create(ask);

    expect(completion.object).toBe("chat.completion");
    expect(completion.model).toBe("gpt-loop");
    expect(completion.choices[0]).toMatchObject({ finish_reason: "stop", message: { role: "assistant", content: "Hi there" } });
    expect(completion.usage).toMatchObject({ prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 });
    expect(completion._request_id).toMatch(/^req_/);
  });

  it("answers tool calls with JSON-string arguments and finish_reason tool_calls", async () => {
    server.script({
      reply: { toolCalls: [{ id: "call_1", name: "lookup", args: { city: "Oslo" } }, { name: "other", args: {} }], model: "gpt-other" },
    });

    const completion = await openai.chat.completions.create({ ...ask, tools });

    const [choice] = completion.choices;
    expect(completion.model).toBe("gpt-other");
    expect(choice.finish_reason).toBe("tool_calls");
    expect(choice.message.content).toBeNull();
    expect(choice.message.tool_calls).toEqual([
      { id: "call_1", type: "function", function: { name: "lookup", arguments: '{"city":"Oslo"}' } },
      { id: expect.stringMatching(/^call_/), type: "function", function: { name: "other", arguments: "{}" } },
    ]);
  });

  it("streams text in several deltas, with the usage chunk when include_usage is set", async () => {
    server.script({ reply: { text: "Streaming is fun", usage: { inputTokens: 7, outputTokens: 3 } } });
    const deltas: string[] = [];

    const stream = openai.chat.completions.stream({ ...ask, stream_options: { include_usage: true } });
    stream.on("content", (delta) => deltas.push(delta));
    const final = await stream.finalChatCompletion();

    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("Streaming is fun");
    expect(final.choices[0]).toMatchObject({ finish_reason: "stop", message: { role: "assistant", content: "Streaming is fun" } });
    expect(final.usage).toMatchObject({ prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 });
  });

  it("streams tool-call arguments as JSON fragments", async () => {
    server.script({ reply: { text: "Let me look.", toolCalls: [{ id: "call_9", name: "lookup", args: { city: "Oslo", days: 3 } }] } });
    const fragments: string[] = [];

    const stream = openai.chat.completions.stream({ ...ask, tools });
    stream.on("tool_calls.function.arguments.delta", (event) => fragments.push(event.arguments_delta));
    const final = await stream.finalChatCompletion();

    expect(fragments.filter(Boolean).length).toBeGreaterThan(1);
    const [choice] = final.choices;
    expect(choice.finish_reason).toBe("tool_calls");
    expect(choice.message.content).toBe("Let me look.");
    expect(choice.message.tool_calls?.[0]).toMatchObject({ id: "call_9", type: "function", function: { name: "lookup" } });
    const call = choice.message.tool_calls?.[0];
    expect(call?.type === "function" && JSON.parse(call.function.arguments)).toEqual({ city: "Oslo", days: 3 });
    expect(final.usage).toBeUndefined();
  });

  it("sends raw chunks the way the API does: role first, [DONE] last, empty choices on the usage chunk", async () => {
    server.script({ reply: { text: "ok" } });

    const stream = await openai.chat.completions.create({ ...ask, stream: true, stream_options: { include_usage: true } });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);

    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    expect(chunks.at(-1)).toMatchObject({ object: "chat.completion.chunk", choices: [], usage: { total_tokens: 15 } });
    expect(chunks.at(-2)?.choices[0].finish_reason).toBe("stop");
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
  });
});
