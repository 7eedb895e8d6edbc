import "reflect-metadata";
import { decision, DecisionError, jsonSchema } from "@agentic-ts/core";
import { DeskAgent } from "./__fixtures__/desk-agent";
import { TEST_MODEL, useLoopback } from "./__fixtures__/loopback-setup";
import { expectedPickSchema } from "../../transport/src/__fixtures__/expected-pick-schema";

const loop = useLoopback();

const PROMPT = "Handle the ticket.";
const REFUND_PARAMS = {
  type: "object",
  properties: { orderId: { type: "string", description: "The order to refund." }, amountCents: { type: "integer", description: "Amount in cents." } },
  required: ["orderId", "amountCents"],
  additionalProperties: false,
};
const CLOSE_PARAMS = { type: "object", properties: {}, required: [], additionalProperties: false };
const TOOLS = [
  { type: "function", function: { name: "refund", description: "Issue a refund for an order.", parameters: REFUND_PARAMS, strict: true } },
  { type: "function", function: { name: "close", parameters: CLOSE_PARAMS, strict: true } },
];
const TOOLS_USER = { role: "user", content: `${PROMPT}\n\nPick the next step by calling exactly one of the offered tools.` };

function desk() {
  const runtime = loop.runtime();
  const agent = new DeskAgent(runtime);
  return { runtime, agent, options: { refund: agent.issueRefund, close: "CLOSED" } };
}

describe("OpenAIRuntime pick modes over the wire", () => {
  it("text: the menu in the prompt, no tools, no tool_choice, no response_format", async () => {
    loop.server.script({ reply: { text: '{"call": "close"}' } });
    const { runtime, options } = desk();
    expect(await decision.make(PROMPT, options, { runtime, context: { customerId: "C-1" } })).toBe("CLOSED");
    const body = loop.server.requests[0].body!;
    expect(Object.keys(body).sort()).toEqual(["messages", "model", "stream"]);
    expect(body.messages[0].content).toContain('"call"');
  });

  it("tools: strict option tools and tool_choice required; a malformed call is answered as a tool message, then the pick runs with its hidden parameter injected", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ id: "call_1", name: "refund", args: '{"orderId": "A-1", "amountCents": ' }] } },
      { reply: { toolCalls: [{ id: "call_2", name: "refund", args: { orderId: "A-1", amountCents: 500 } }] } },
    );
    const { runtime, agent, options } = desk();
    const result = await decision.make(PROMPT, options, { runtime, pickMode: "tools", context: { customerId: "C-1" } });
    expect(result).toEqual({ refunded: "A-1", amountCents: 500, customerId: "C-1" });
    expect(agent.calls).toEqual([{ method: "issueRefund", args: ["A-1", 500, "C-1"] }]);

    const [first, repick] = loop.server.requests.map((r) => r.body!);
    expect(first).toEqual({ model: TEST_MODEL, messages: [TOOLS_USER], tools: TOOLS, tool_choice: "required", stream: false });
    expect(repick).toEqual({
      model: TEST_MODEL,
      messages: [
        TOOLS_USER,
        { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "refund", arguments: '{"orderId": "A-1", "amountCents": ' } }] },
        { role: "tool", tool_call_id: "call_1", content: expect.stringMatching(/^That could not be used as a pick: the arguments of the "refund" tool call are not valid JSON: .*Pick the next step by calling exactly one of the offered tools\.$/) },
      ],
      tools: TOOLS,
      tool_choice: "required",
      stream: false,
    });
  });

  it("tools: an unknown tool, then no tool call at all, ends in DecisionError naming both problems", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ id: "call_1", name: "escalate", args: {} }] } },
      { reply: { text: "I think we should close it." } },
    );
    const { runtime, options } = desk();
    const failure = await decision.make(PROMPT, options, { runtime, pickMode: "tools", maxRetries: 1, context: { customerId: "C-1" } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DecisionError);
    expect((failure as DecisionError).attempts.map((a) => a.kind)).toEqual(["unknown_call", "no_action"]);
    const repick = loop.server.requests[1].body!;
    expect(repick.messages[2]).toMatchObject({ role: "tool", tool_call_id: "call_1", content: expect.stringContaining('"escalate" is not one of the options') });
  });

  it("json: a strict json_schema response format with one branch per option; a re-pick sends it again", async () => {
    loop.server.script(
      { reply: { text: '{"pick": {"call": "refund", "args": {"orderId": "A-1"}}}' } },
      { reply: { text: '{"pick": {"call": "close", "args": {}}}' } },
    );
    const { runtime, options } = desk();
    expect(await decision.make(PROMPT, options, { runtime, pickMode: "json", context: { customerId: "C-1" } })).toBe("CLOSED");
    const [first, repick] = loop.server.requests.map((r) => r.body!);
    const format = {
      type: "json_schema",
      json_schema: {
        name: "pick",
        strict: true,
        schema: expectedPickSchema([
          { name: "refund", description: "Issue a refund for an order.", args: REFUND_PARAMS },
          { name: "close", args: CLOSE_PARAMS },
        ]),
      },
    };
    expect(first).toEqual({ model: TEST_MODEL, messages: [{ role: "user", content: expect.stringContaining('{"pick": {"call"') }], response_format: format, stream: false });
    expect(repick.response_format).toEqual(format);
    expect(repick.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(repick.messages[2].content).toContain("amountCents");
    expect(repick).not.toHaveProperty("tools");
  });

  it("json: an option whose schema leaves OpenAI's strict subset (a keyword it lacks) is sent non-strict", async () => {
    loop.server.script({ reply: { text: '{"pick": {"call": "note", "args": {"tags": ["a"]}}}' } });
    const runtime = loop.runtime();
    const result = await decision.make(PROMPT, { note: ["Leave a note.", { tags: jsonSchema({ type: "array", items: { type: "string" }, uniqueItems: true }) }], close: "CLOSED" }, { runtime, pickMode: "json" });
    expect(result).toEqual({ decision: "note", tags: ["a"] });
    expect(loop.server.requests[0].body!.response_format.json_schema.strict).toBe(false);
  });

  it("exec tools: work tools and finishing tools together; the finishing call ends the turn", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ id: "call_w", name: "lookupOrder", args: { orderId: "A-1" } }] } },
      { reply: { toolCalls: [{ id: "call_f", name: "close", args: {} }] } },
    );
    const { runtime, agent } = desk();
    const result = await runtime.exec("Look order A-1 up, then decide.", {
      tools: [agent.lookupOrder], choices: { refund: agent.issueRefund, close: "CLOSED" }, pickMode: "tools", context: { customerId: "C-1" },
    });
    expect(result).toBe("CLOSED");
    const bodies = loop.server.requests.map((r) => r.body!);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(["lookupOrder", "refund", "close"]);
      expect(body.tool_choice).toBe("required");
    }
    expect(bodies[1].messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_w" });
  });
});
