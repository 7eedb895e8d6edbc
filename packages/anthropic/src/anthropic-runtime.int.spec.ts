import { decision, DecisionError } from "@agentic-ts/core";
import { HelpDesk, pick } from "./__fixtures__/help-desk";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
const bodies = () => loop.server.requests.map((r) => r.body ?? {});

describe("AnthropicRuntime + decision.make over the real SDK", () => {
  it("runs a picked function and sends one Messages request with no tools", async () => {
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    loop.server.script({ reply: { text: `Looking it up.\n${pick("lookup", { orderId: "A1" })}` } });
    const result = await decision.make("Handle the ticket.", { lookup: desk.lookupOrder, close: "CLOSED" }, { runtime });
    expect(result).toEqual({ orderId: "A1", status: "delivered" });
    expect(loop.server.requests).toHaveLength(1);
    const [request] = loop.server.requests;
    expect(request).toMatchObject({ endpoint: "anthropic", path: "/v1/messages" });
    expect(request.body).toMatchObject({ model: "claude-test", max_tokens: 4096 });
    expect(request.body?.tools).toBeUndefined();
    expect(request.body?.stream).toBeUndefined();
    expect(request.body?.messages).toEqual([{ role: "user", content: expect.stringContaining("Handle the ticket.") }]);
  });

  it("returns a picked value as-is", async () => {
    const runtime = loop.runtime();
    loop.server.script({ reply: { text: pick("close") } });
    await expect(decision.make("Done?", { keep: "OPEN", close: "CLOSED" }, { runtime })).resolves.toBe("CLOSED");
  });

  it("returns { decision, ...fields } for a schema pick", async () => {
    const runtime = loop.runtime();
    loop.server.script({ reply: { text: pick("plan", { steps: ["a", "b"], urgent: true }) } });
    const result = await decision.make("Plan.", { skip: "SKIP", plan: ["Make a plan.", { steps: [String], urgent: Boolean }] }, { runtime });
    expect(result).toEqual({ decision: "plan", steps: ["a", "b"], urgent: true });
  });

  it("re-picks after a bad reply: the retry continues the conversation with the problem", async () => {
    const runtime = loop.runtime();
    loop.server.script({ reply: { text: pick("explode") } }, { reply: { text: pick("close") } });
    await expect(decision.make("Pick.", { keep: "OPEN", close: "CLOSED" }, { runtime })).resolves.toBe("CLOSED");
    const repick = bodies()[1].messages;
    expect(repick.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(repick[1].content).toContain("explode");
    expect(bodies()[1].tools).toBeUndefined();
  });

  it("throws DecisionError when the re-picks run out", async () => {
    const runtime = loop.runtime();
    loop.server.script({ reply: { text: "no idea" } }, { reply: { text: "still none" } });
    await expect(decision.make("Pick.", { keep: "OPEN" }, { runtime })).rejects.toBeInstanceOf(DecisionError);
  });

  it("sends the system prompt as the top-level system field", async () => {
    const runtime = loop.runtime({ system: "You are a help desk." });
    loop.server.script({ reply: { text: pick("keep") } }, { reply: { text: "hi" } });
    await decision.make("Pick.", { keep: "OPEN" }, { runtime });
    await runtime.exec("Say hi.", { system: "Be brief." });
    expect(bodies().map((b) => b.system)).toEqual(["You are a help desk.", "Be brief."]);
    expect(JSON.stringify(bodies().map((b) => b.messages))).not.toContain("help desk");
  });
});

describe("AnthropicRuntime + exec over the real SDK", () => {
  it("runs the tool loop and sends the results back as merged tool_result blocks", async () => {
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    loop.server.script(
      { reply: { text: "Checking both.", toolCalls: [{ id: "toolu_a", name: "lookupOrder", args: { orderId: "A1" } }, { id: "toolu_b", name: "lookupOrder", args: { orderId: 7 } }] } },
      { reply: { text: "A1 was delivered." } },
    );
    await expect(runtime.exec("Where are A1 and 7?", { tools: [desk.lookupOrder] })).resolves.toBe("A1 was delivered.");
    const [first, second] = bodies();
    expect(first.tools).toEqual([
      { name: "lookupOrder", description: "Look an order up.", input_schema: expect.objectContaining({ type: "object", required: ["orderId"] }) },
    ]);
    expect(second.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(second.messages[1].content).toEqual([
      { type: "text", text: "Checking both." },
      { type: "tool_use", id: "toolu_a", name: "lookupOrder", input: { orderId: "A1" } },
      { type: "tool_use", id: "toolu_b", name: "lookupOrder", input: { orderId: 7 } },
    ]);
    expect(second.messages[2].content).toEqual([
      { type: "tool_result", tool_use_id: "toolu_a", content: '{"orderId":"A1","status":"delivered"}' },
      { type: "tool_result", tool_use_id: "toolu_b", content: expect.stringMatching(/Invalid arguments.*orderId/), is_error: true },
    ]);
  });

  it("ends a tool loop with choices as a decision", async () => {
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    loop.server.script(
      { reply: { toolCalls: [{ id: "toolu_1", name: "lookupOrder", args: { orderId: "A1" } }] } },
      { reply: { text: `Delivered, so close it.\n${pick("close")}` } },
    );
    const result = await runtime.exec("Handle A1.", { tools: [desk.lookupOrder], choices: { close: "CLOSED", escalate: desk.escalate } });
    expect(result).toBe("CLOSED");
    expect(bodies()[0].messages[0].content).toContain("close");
  });

  it("re-picks after a tool loop without tools, the tool history sent as text", async () => {
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    loop.server.script(
      { reply: { toolCalls: [{ id: "toolu_1", name: "lookupOrder", args: { orderId: "A1" } }] } },
      { reply: { text: "Closing." } },
      { reply: { text: pick("close") } },
    );
    await expect(runtime.exec("Handle A1.", { tools: [desk.lookupOrder], choices: { close: "CLOSED" } })).resolves.toBe("CLOSED");
    const repick = bodies()[2];
    expect(repick.tools).toBeUndefined();
    expect(repick.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
    expect(loop.server.requests[2].rawBody).not.toMatch(/tool_use|tool_result/);
  });

  it("streams text deltas to onText and assembles streamed tool inputs", async () => {
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    loop.server.script(
      { reply: { text: "One moment.", toolCalls: [{ id: "toolu_s", name: "lookupOrder", args: { orderId: "A1" } }] } },
      { reply: { text: "Your order A1 has been delivered." } },
    );
    const heard: string[] = [];
    const text = await runtime.exec("Where is A1?", { tools: [desk.lookupOrder], onText: (d) => heard.push(d) });
    expect(text).toBe("Your order A1 has been delivered.");
    expect(bodies().map((b) => b.stream)).toEqual([true, true]);
    expect(heard.length).toBeGreaterThan(2);
    expect(heard.join("")).toBe("One moment.Your order A1 has been delivered.");
    expect(desk.calls).toEqual([{ method: "lookupOrder", args: ["A1"] }]);
  });

  it("never streams with stream: false; onText then hears each whole reply once", async () => {
    const runtime = loop.runtime({ stream: false });
    loop.server.script({ reply: { text: "Hello there." } });
    const heard: string[] = [];
    await expect(runtime.exec("Hi", { onText: (d) => heard.push(d) })).resolves.toBe("Hello there.");
    expect(bodies()[0].stream).toBeUndefined();
    expect(heard).toEqual(["Hello there."]);
  });

  it("asks for responseFormat with a text instruction and parses the JSON reply", async () => {
    const runtime = loop.runtime();
    loop.server.script({ reply: { text: '```json\n{"city": "Paris", "population": 2100000}\n```' } });
    const value = await runtime.exec("Biggest French city?", { responseFormat: { city: String, population: Number } });
    expect(value).toEqual({ city: "Paris", population: 2100000 });
    expect(bodies()[0].messages[0].content).toMatch(/JSON/);
    expect(bodies()[0].output_config).toBeUndefined();
  });
});
