import "reflect-metadata";
import { Int, jsonSchema } from "@agentic-ts/core";
import { DeskAgent, pick } from "./__fixtures__/desk-agent";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
type Sent = Array<Record<string, any>>;

describe("OpenAIRuntime + exec through the real SDK", () => {
  it("runs the tool loop, then resolves to the final text", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ id: "call_1", name: "lookupOrder", args: { orderId: "A-1" } }], usage: { inputTokens: 20, outputTokens: 6 } } },
      { reply: { text: "Order A-1 was delivered.", usage: { inputTokens: 40, outputTokens: 8 } } },
    );
    const runtime = loop.runtime({ system: "You are a support desk." });
    const agent = new DeskAgent(runtime);
    const text = await runtime.exec("Where is A-1?", { tools: [agent.lookupOrder], context: { customerId: "C-7" } });
    expect(text).toBe("Order A-1 was delivered.");
    expect(agent.calls).toEqual([{ method: "lookupOrder", args: ["A-1", "C-7"] }]);

    const first = loop.server.requests[0].body!;
    expect(first.messages[0]).toEqual({ role: "system", content: "You are a support desk." });
    expect(first.tools).toEqual([
      {
        type: "function",
        function: {
          name: "lookupOrder",
          description: "Look an order up.",
          parameters: expect.objectContaining({ type: "object", properties: { orderId: expect.any(Object) }, required: ["orderId"] }),
        },
      },
    ]);
    const sent = loop.server.requests[1].body!.messages as Sent;
    expect(sent.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool"]);
    expect(sent[2]).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [{ id: "call_1", type: "function", function: { name: "lookupOrder", arguments: '{"orderId":"A-1"}' } }],
    });
    expect(sent[3]).toEqual({ role: "tool", tool_call_id: "call_1", content: expect.stringContaining('"status":"delivered"') });

    const exec = runtime.trace.nodes.find((n) => n.kind === "exec");
    expect(exec?.data.usage).toEqual({ inputTokens: 60, outputTokens: 14, cachedInputTokens: 0, reasoningTokens: 0 });
  });

  it("runs tools, then resolves the final reply as a decision among choices", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ name: "lookupOrder", args: { orderId: "B-2" } }] } },
      { reply: { text: `Delivered, so refund.\n${pick("refund", { orderId: "B-2", amountCents: 1200 })}` } },
    );
    const runtime = loop.runtime();
    const agent = new DeskAgent(runtime);
    const result = await runtime.exec("Customer says B-2 never arrived.", {
      tools: [agent.lookupOrder],
      choices: { refund: agent.issueRefund, close: "CLOSED" },
      context: { customerId: "C-9" },
    });
    expect(result).toEqual({ refunded: "B-2", amountCents: 1200, customerId: "C-9" });
    expect(loop.server.requests[0].body?.messages[0].content).toContain("refund");
  });

  it("streams text to onText and assembles streamed tool calls", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ name: "lookupOrder", args: { orderId: "C-3" } }, { name: "lookupOrder", args: { orderId: "C-4" } }] } },
      { reply: { text: "Both orders were delivered on time." } },
    );
    const runtime = loop.runtime();
    const agent = new DeskAgent(runtime);
    const deltas: string[] = [];
    const text = await runtime.exec("Check C-3 and C-4.", { tools: [agent.lookupOrder], context: { customerId: "C" }, onText: (d) => deltas.push(d) });
    expect(text).toBe("Both orders were delivered on time.");
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(text);
    expect(agent.calls.map((c) => c.args[0])).toEqual(["C-3", "C-4"]);
    for (const request of loop.server.requests) expect(request.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const calls = runtime.trace.nodes.filter((n) => n.kind === "model_call");
    expect(calls.every((n) => (n.data.usage as { inputTokens: number }).inputTokens === 10)).toBe(true);
  });

  it("never streams with stream: false, and hands onText the whole reply once", async () => {
    loop.server.script({ reply: { text: "One piece." } });
    const deltas: string[] = [];
    await loop.runtime({ stream: false }).exec("Hi.", { onText: (d) => deltas.push(d) });
    expect(deltas).toEqual(["One piece."]);
    expect(loop.server.requests[0].body?.stream).toBeFalsy();
  });

  it("sends responseFormat as a native json_schema format", async () => {
    loop.server.script({ reply: { text: '{"name": "Ada", "age": 36}' } });
    const runtime = loop.runtime();
    const value = await runtime.exec("Who?", { responseFormat: { name: String, age: Int } });
    expect(value).toEqual({ name: "Ada", age: 36 });
    const body = loop.server.requests[0].body!;
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "response", strict: false, schema: expect.objectContaining({ type: "object", required: ["name", "age"] }) },
    });
    expect(body.messages[0].content).toBe("Who?");
  });

  it("falls back to a prompt instruction when the server rejects response_format, and stays there", async () => {
    loop.server.script(
      { fault: "status", status: 400, message: "Unrecognized request argument supplied: response_format" },
      { reply: { text: '{"city": "Oslo"}' } },
      { reply: { text: '{"city": "Bergen"}' } },
    );
    const runtime = loop.runtime();
    const shape = jsonSchema({ type: "object", properties: { city: { type: "string" } }, required: ["city"] });
    await expect(runtime.exec("Where?", { responseFormat: shape })).resolves.toEqual({ city: "Oslo" });
    expect(runtime.supportsResponseFormat).toBe(false);

    const [rejected, retried] = loop.server.requests;
    expect(rejected.body).toHaveProperty("response_format");
    expect(retried.body).not.toHaveProperty("response_format");
    expect(retried.body?.messages[0].content).toMatch(/^Where\?\n\n.*JSON Schema/s);
    expect(retried.body?.messages[0].content).toContain('"city"');

    await expect(runtime.exec("And now?", { responseFormat: shape })).resolves.toEqual({ city: "Bergen" });
    const later = loop.server.requests[2].body!;
    expect(later).not.toHaveProperty("response_format");
    expect(later.messages[0].content).toContain('"city"');
    expect(later.messages[0].content.split("JSON Schema")).toHaveLength(2);
  });

  it("keeps asking in the prompt when the retry after a refusal is itself retried", async () => {
    loop.server.script(
      { fault: "status", status: 400, message: "response_format json_schema is not supported by this server" },
      { fault: "status", status: 503 },
      { reply: { text: '{"a": "x"}' } },
    );
    const runtime = loop.runtime();
    await expect(runtime.exec("Hi.", { responseFormat: { a: String } })).resolves.toEqual({ a: "x" });
    const [, second, third] = loop.server.requests;
    for (const request of [second, third]) {
      expect(request.body).not.toHaveProperty("response_format");
      expect(request.body?.messages[0].content).toMatch(/^Hi\.\n\n.*JSON Schema/s);
    }
    // Asked once, not once per try.
    expect(third.body?.messages[0].content.split("JSON Schema")).toHaveLength(2);
  });

  it("does not fall back for a 400 about something else", async () => {
    loop.server.script({ fault: "status", status: 400, message: "messages: too long" });
    const runtime = loop.runtime();
    await expect(runtime.exec("Hi.", { responseFormat: { a: String } })).rejects.toThrow(/HTTP 400: messages: too long/);
    expect(runtime.supportsResponseFormat).toBe(true);
    expect(loop.server.requests).toHaveLength(1);
  });

  it("sends no response_format with structuredOutputs: false", async () => {
    loop.server.script({ reply: { text: '{"a": "x"}' } });
    const runtime = loop.runtime({ structuredOutputs: false });
    await expect(runtime.exec("Hi.", { responseFormat: { a: String } })).resolves.toEqual({ a: "x" });
    expect(loop.server.requests[0].body).not.toHaveProperty("response_format");
    expect(loop.server.requests[0].body?.messages[0].content.split("JSON Schema")).toHaveLength(2);
  });
});
