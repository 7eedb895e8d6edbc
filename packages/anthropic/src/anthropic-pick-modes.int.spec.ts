import { decision, DecisionError, jsonSchema } from "@agentic-ts/core";
import { HelpDesk } from "./__fixtures__/help-desk";
import { useLoopback } from "./__fixtures__/loopback-setup";
import { expectedPickSchema } from "../../transport/src/__fixtures__/expected-pick-schema";

const loop = useLoopback();
const bodies = () => loop.server.requests.map((r) => r.body ?? {});

const PROMPT = "Handle it.";
const TOOLS_USER = { role: "user", content: `${PROMPT}\n\nPick the next step by calling exactly one of the offered tools.` };
const REFUND_INPUT = {
  type: "object", properties: { orderId: { type: "string", description: "The order to refund." } }, required: ["orderId"], additionalProperties: false,
};
const CLOSE_INPUT = { type: "object", properties: {}, required: [], additionalProperties: false };
const TOOLS = [
  { name: "refund", description: "Issue a refund for an order.", input_schema: REFUND_INPUT },
  { name: "close", input_schema: CLOSE_INPUT },
];
const context = { customerId: "C1" };

function desk(options: Parameters<typeof loop.runtime>[0] = {}) {
  const runtime = loop.runtime(options);
  const helpDesk = new HelpDesk(runtime);
  return { runtime, helpDesk, options: { refund: helpDesk.issueRefund, close: "CLOSED" } };
}

describe("AnthropicRuntime pick modes over the wire", () => {
  it("text: no tools, no tool_choice, no output_config", async () => {
    loop.server.script({ reply: { text: '{"call": "close"}' } });
    const { runtime, options } = desk();
    await expect(decision.make(PROMPT, options, { runtime, context })).resolves.toBe("CLOSED");
    expect(Object.keys(bodies()[0]).sort()).toEqual(["max_tokens", "messages", "model"]);
  });

  it("tools: option tools with tool_choice any; a malformed call is answered with an is_error tool_result, then the pick runs with its hidden parameter", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ id: "toolu_1", name: "refund", args: "not an object" }] } },
      { reply: { toolCalls: [{ id: "toolu_2", name: "refund", args: { orderId: "A1" } }] } },
    );
    const { runtime, options } = desk();
    await expect(decision.make(PROMPT, options, { runtime, pickMode: "tools", context })).resolves.toEqual({ refunded: "A1" });
    const [first, repick] = bodies();
    expect(first).toEqual({ model: "claude-test", max_tokens: 4096, messages: [TOOLS_USER], tools: TOOLS, tool_choice: { type: "any" } });
    expect(repick).toEqual({
      model: "claude-test",
      max_tokens: 4096,
      messages: [
        TOOLS_USER,
        // The SDK's tool_use input must be an object: the malformed input goes back as {}.
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "refund", input: {} }] },
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "toolu_1", is_error: true, content: expect.stringMatching(/^That could not be used as a pick: the arguments of the "refund" tool call are not valid JSON/) }],
        },
      ],
      tools: TOOLS,
      tool_choice: { type: "any" },
    });
  });

  it("tools: a model that refuses forced tool use (claude-sonnet-5-5) gets tool_choice auto; a reply with no tool call is re-picked, then DecisionError", async () => {
    loop.server.script({ reply: { text: "I'd close it." } }, { reply: { text: "Close." } });
    const { runtime, options } = desk({ model: "claude-sonnet-5-5" });
    const failure = await decision.make(PROMPT, options, { runtime, pickMode: "tools", context }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DecisionError);
    expect((failure as DecisionError).attempts.map((a) => a.kind)).toEqual(["no_action", "no_action"]);
    const [first, repick] = bodies();
    expect(first.tool_choice).toEqual({ type: "auto" });
    expect(repick.tool_choice).toEqual({ type: "auto" });
    expect(repick.messages.slice(1)).toEqual([
      { role: "assistant", content: "I'd close it." },
      { role: "user", content: expect.stringMatching(/the reply called no tool; call exactly one of the offered tools \(refund, close\)/) },
    ]);
  });

  it("tools: forcedToolChoice overrides the model table", async () => {
    loop.server.script({ reply: { toolCalls: [{ name: "close", args: {} }] } }, { reply: { toolCalls: [{ name: "close", args: {} }] } });
    const forced = desk({ model: "claude-sonnet-5-5", forcedToolChoice: true });
    await decision.make(PROMPT, forced.options, { runtime: forced.runtime, pickMode: "tools", context });
    await decision.make(PROMPT, { close: "CLOSED", keep: "OPEN" }, { runtime: loop.runtime({ forcedToolChoice: false }), pickMode: "tools" });
    expect(bodies().map((b) => b.tool_choice)).toEqual([{ type: "any" }, { type: "auto" }]);
  });

  it("json: output_config.format with one branch per option; a re-pick sends it again", async () => {
    loop.server.script({ reply: { text: '{"pick": {"call": "refund", "args": {}}}' } }, { reply: { text: '{"pick": {"call": "close", "args": {}}}' } });
    const { runtime, options } = desk();
    await expect(decision.make(PROMPT, options, { runtime, pickMode: "json", context })).resolves.toBe("CLOSED");
    const [first, repick] = bodies();
    const outputConfig = {
      format: {
        type: "json_schema",
        schema: expectedPickSchema([
          { name: "refund", description: "Issue a refund for an order.", args: REFUND_INPUT },
          { name: "close", args: CLOSE_INPUT },
        ]),
      },
    };
    expect(first).toEqual({ model: "claude-test", max_tokens: 4096, messages: [{ role: "user", content: expect.stringContaining('{"pick": {"call"') }], output_config: outputConfig });
    expect(repick.output_config).toEqual(outputConfig);
    expect(repick.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(repick.messages[2].content).toContain("orderId");
  });

  it("json: a schema outside the structured-output subset is left to the prompt (no output_config)", async () => {
    loop.server.script({ reply: { text: '{"pick": {"call": "wait", "args": {"minutes": 5}}}' } });
    const options = { wait: ["Wait a while.", { minutes: jsonSchema({ type: "integer", minimum: 1 }) }], close: "CLOSED" } as const;
    await expect(decision.make(PROMPT, options, { runtime: loop.runtime(), pickMode: "json" })).resolves.toEqual({ decision: "wait", minutes: 5 });
    expect(bodies()[0]).not.toHaveProperty("output_config");
  });

  it("exec tools: work tools and finishing tools together; the finishing call ends the turn", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ id: "toolu_w", name: "lookupOrder", args: { orderId: "A1" } }] } },
      { reply: { toolCalls: [{ id: "toolu_f", name: "close", args: {} }] } },
    );
    const { runtime, helpDesk, options } = desk();
    await expect(runtime.exec("Look A1 up, then decide.", { tools: [helpDesk.lookupOrder], choices: options, pickMode: "tools", context })).resolves.toBe("CLOSED");
    for (const body of bodies()) {
      expect(body.tools.map((t: { name: string }) => t.name)).toEqual(["lookupOrder", "refund", "close"]);
      expect(body.tool_choice).toEqual({ type: "any" });
    }
    expect(bodies()[1].messages.at(-1).content[0]).toMatchObject({ type: "tool_result", tool_use_id: "toolu_w" });
  });
});
