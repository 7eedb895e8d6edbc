import Anthropic from "@anthropic-ai/sdk";
import { LoopbackProviderServer } from "./loopback-provider-server";

describe("LoopbackProviderServer with the real Anthropic SDK", () => {
  let server: LoopbackProviderServer;
  let anthropic: Anthropic;
  const ask = { model: "claude-loop", max_tokens: 256, messages: [{ role: "user" as const, content: "Hello" }] };
  const tools = [{ name: "lookup", input_schema: { type: "object" as const, properties: {} } }];

  beforeEach(async () => {
    server = await LoopbackProviderServer.start();
    anthropic = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: "test-key", maxRetries: 0 });
  });
  afterEach(() => server.close());

  it("answers a text reply with the request's model, default usage and a request id", async () => {
    server.script({ reply: { text: "Hi there" } });

    const message = await anthropic.messages.create(ask);

    expect(message).toMatchObject({
      type: "message",
      role: "assistant",
      model: "claude-loop",
      content: [{ type: "text", text: "Hi there" }],
      stop_reason: "end_turn",
      usage: { input_tokens: 10, output_tokens: 5 },
    });
    expect(message._request_id).toMatch(/^req_/);
    expect(server.requests[0]).toMatchObject({ endpoint: "anthropic", method: "POST", path: "/v1/messages" });
    const { headers } = server.requests[0];
    expect(headers["anthropic-version"]).toBeDefined();
    // SDK 1.x sends the key as a bearer token; older ones used x-api-key.
    expect(headers.authorization ?? headers["x-api-key"]).toContain("test-key");
  });

  it("answers tool calls as tool_use blocks with stop_reason tool_use", async () => {
    server.script({ reply: { toolCalls: [{ id: "toolu_1", name: "lookup", args: { city: "Oslo" } }, { name: "other", args: {} }] } });

    const message = await anthropic.messages.create({ ...ask, tools });

    expect(message.stop_reason).toBe("tool_use");
    expect(message.content).toEqual([
      { type: "tool_use", id: "toolu_1", name: "lookup", input: { city: "Oslo" } },
      { type: "tool_use", id: expect.stringMatching(/^toolu_/), name: "other", input: {} },
    ]);
  });

  it("streams text in several deltas, with usage from message_start and message_delta", async () => {
    server.script({ reply: { text: "Streaming is fun", usage: { inputTokens: 7, outputTokens: 3 } } });
    const deltas: string[] = [];

    const stream = anthropic.messages.stream(ask);
    stream.on("text", (delta) => deltas.push(delta));
    const final = await stream.finalMessage();

    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("Streaming is fun");
    expect(final).toMatchObject({
      model: "claude-loop",
      content: [{ type: "text", text: "Streaming is fun" }],
      stop_reason: "end_turn",
      usage: { input_tokens: 7, output_tokens: 3 },
    });
  });

  it("streams tool input as partial JSON fragments", async () => {
    server.script({ reply: { text: "Let me look.", toolCalls: [{ id: "toolu_9", name: "lookup", args: { city: "Oslo", days: 3 } }] } });
    const fragments: string[] = [];

    const stream = anthropic.messages.stream({ ...ask, tools });
    stream.on("streamEvent", (event) => {
      if (event.type === "content_block_delta" && event.delta.type === "input_json_delta") fragments.push(event.delta.partial_json);
    });
    const final = await stream.finalMessage();

    expect(fragments.filter(Boolean).length).toBeGreaterThan(1);
    expect(final.stop_reason).toBe("tool_use");
    expect(final.content).toEqual([
      { type: "text", text: "Let me look." },
      { type: "tool_use", id: "toolu_9", name: "lookup", input: { city: "Oslo", days: 3 } },
    ]);
  });

  it("sends the raw event sequence the API does (repeats collapsed)", async () => {
    server.script({ reply: { text: "ok" } });

    const stream = await anthropic.messages.create({ ...ask, stream: true });
    const types: string[] = [];
    for await (const event of stream) if (types.at(-1) !== event.type) types.push(event.type);

    expect(types).toEqual([
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
  });
});
