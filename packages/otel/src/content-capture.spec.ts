import "reflect-metadata";
import { SpanStatusCode } from "@opentelemetry/api";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { useSpanRecorder } from "./__fixtures__/use-span-recorder";
import { HANDLE_SCRIPT, TicketAgent } from "./__fixtures__/ticket-agent";

const json = (value: unknown): unknown => JSON.parse(String(value));

describe("instrumentAgentic({ captureContent: true })", () => {
  const rec = useSpanRecorder({ captureContent: true });

  it("records prompts, replies, arguments, results and error messages in the conventions' formats", async () => {
    const runtime = new ScriptedRuntime(HANDLE_SCRIPT, { model: "scripted-1", system: "You are a support desk." });
    await new TicketAgent(runtime).handle("My order A-1 arrived broken");

    // Model calls run one after another, so they end in the order they started.
    const [firstChat, secondChat, decisionChat] = rec.spans().filter((s) => s.name === "chat scripted-1");
    expect(json(firstChat.attributes["gen_ai.system_instructions"])).toEqual([{ type: "text", content: "You are a support desk." }]);
    expect(json(firstChat.attributes["gen_ai.input.messages"])).toEqual([
      { role: "user", parts: [{ type: "text", content: "Investigate: My order A-1 arrived broken" }] },
    ]);
    expect(json(firstChat.attributes["gen_ai.output.messages"])).toEqual([
      {
        role: "assistant",
        parts: [
          { type: "tool_call", name: "lookupOrder", arguments: { orderId: "A-1" } },
          { type: "tool_call", name: "lookupOrder", arguments: { orderId: "BROKEN" } },
        ],
      },
    ]);
    // The second call carries the conversation so far: the tool calls and both results.
    const second = json(secondChat.attributes["gen_ai.input.messages"]) as Array<{ role: string; parts: Array<Record<string, unknown>> }>;
    expect(second.map((m) => m.role)).toEqual(["user", "assistant", "tool", "tool"]);
    expect(second[1].parts).toEqual([
      { type: "tool_call", id: "call-7", name: "lookupOrder", arguments: { orderId: "A-1" } },
      { type: "tool_call", id: "call-8", name: "lookupOrder", arguments: { orderId: "BROKEN" } },
    ]);
    expect(second[2].parts).toEqual([{ type: "tool_call_response", id: "call-7", response: '{"orderId":"A-1","status":"delivered"}' }]);
    expect(second[3].parts[0]).toMatchObject({ id: "call-8", response: expect.stringContaining("database is unavailable") });
    expect(json(decisionChat.attributes["gen_ai.output.messages"])).toEqual([
      { role: "assistant", parts: [{ type: "text", content: '{"call":"refund","args":{"orderId":"A-1"}}' }] },
    ]);

    const [ok, failed] = rec.spans().filter((s) => s.name === "execute_tool lookupOrder");
    expect(ok.attributes).toMatchObject({ "gen_ai.tool.call.arguments": '{"orderId":"A-1"}', "gen_ai.tool.call.result": '{"orderId":"A-1","status":"delivered"}' });
    expect(failed.status).toEqual({ code: SpanStatusCode.ERROR, message: expect.stringContaining("database is unavailable") });

    expect(rec.one("decision refund").attributes["agentic.decision.arguments"]).toBe('{"orderId":"A-1"}');
    expect(rec.one("invoke_agent handle").attributes).toMatchObject({
      "agentic.function.arguments": '{"ticket":"My order A-1 arrived broken"}',
      "agentic.function.result": '{"refunded":"A-1"}',
    });
  });

  it("records the problem and the rejected reply on a re-pick", async () => {
    const runtime = new ScriptedRuntime(["I would close it.", JSON.stringify({ call: "close", args: {} })]);
    await runtime.exec("Pick.", { choices: { close: "CLOSED" } });
    const repick = rec.one("repick 1");
    expect(repick.attributes["agentic.repick.reply"]).toBe("I would close it.");
    expect(String(repick.attributes["agentic.repick.problem.message"])).not.toBe("");
    expect(rec.one("agentic.exec").attributes["agentic.exec.content"]).toBe("Pick.");
    expect(rec.one("decision close").attributes).toMatchObject({ "agentic.decision.source": "exec.choices", "agentic.decision.attempts": 2 });
  });
});
