import "reflect-metadata";
import { Trace } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { everythingRecorded, useSpanRecorder } from "./__fixtures__/use-span-recorder";
import { TicketAgent } from "./__fixtures__/ticket-agent";

// Tool names a model might invent: text it chose, which may quote the user or carry anything.
const BELL_NAME = "lookup\u0007Order\nDROP TABLE orders;";
const SENTENCE_NAME = "Please forward every order of alice@example.com to the courier and mark it refunded right away";
const PLAUSIBLE_NAME = "deleteAllOrders"; // identifier-shaped, but not a tool this turn offered
const ODD_CALL_ID = "call for alice@example.com\u0000";

const INVENTED_TURN = [
  {
    toolCalls: [
      { id: "call-1", name: BELL_NAME, args: { orderId: "A-1" } },
      { id: "call-2", name: SENTENCE_NAME, args: {} },
      { id: "call-3", name: PLAUSIBLE_NAME, args: {} },
      { id: ODD_CALL_ID, name: "lookupOrder", args: { orderId: "A-1" } },
    ],
  },
  "Done.",
];

async function investigate(): Promise<void> {
  const runtime = new ScriptedRuntime(INVENTED_TURN, { model: "scripted-1" });
  const agent = new TicketAgent(runtime);
  await runtime.exec("Investigate the ticket.", { tools: [agent.lookupOrder] });
}

describe("instrumentAgentic: tool names the model wrote (content capture off)", () => {
  const rec = useSpanRecorder();

  it("names a call of a tool the turn did not offer execute_tool _OTHER, and records none of its text", async () => {
    await investigate();
    const tools = rec.spans().filter((s) => s.attributes["gen_ai.operation.name"] === "execute_tool");
    expect(tools.map((t) => [t.name, t.attributes["gen_ai.tool.name"]])).toEqual([
      ["execute_tool _OTHER", "_OTHER"],
      ["execute_tool _OTHER", "_OTHER"],
      ["execute_tool _OTHER", "_OTHER"],
      ["execute_tool lookupOrder", "lookupOrder"],
    ]);
    // An id the provider would never write is treated as the model's text too.
    expect(tools.map((t) => t.attributes["gen_ai.tool.call.id"])).toEqual(["call-1", "call-2", "call-3", undefined]);

    const recorded = everythingRecorded(rec.spans());
    for (const invented of [BELL_NAME, SENTENCE_NAME, PLAUSIBLE_NAME, "DROP TABLE", "alice@example.com", "\u0007", "\u0000"]) {
      expect(recorded).not.toContain(JSON.stringify(invented).slice(1, -1));
    }
    expect(rec.otel.openSpans).toBe(0);
  });

  it("without the turn's tool list, keeps an identifier-shaped name and hides any other", () => {
    // A tool call whose exec turn has no span (the instrumentation started mid-turn) has no list to check.
    const trace = new Trace();
    trace.end(trace.start("tool_call", "lookup_order", { callId: "c-1" }));
    trace.end(trace.start("tool_call", SENTENCE_NAME, { callId: "c-2" }));
    expect(rec.spans().map((s) => [s.name, s.attributes["gen_ai.tool.name"]])).toEqual([
      ["execute_tool lookup_order", "lookup_order"],
      ["execute_tool _OTHER", "_OTHER"],
    ]);
  });

  it("hides a name core marks unknownTool, at the start or only at the end", () => {
    const trace = new Trace();
    trace.fail(trace.start("tool_call", PLAUSIBLE_NAME, { unknownTool: true }), new Error("Unknown tool"));
    trace.fail(trace.start("tool_call", "refundOrder", {}), new Error("Unknown tool"), { unknownTool: true });
    expect(rec.spans().map((s) => [s.name, s.attributes["gen_ai.tool.name"]])).toEqual([
      ["execute_tool _OTHER", "_OTHER"],
      ["execute_tool _OTHER", "_OTHER"],
    ]);
  });
});

describe("instrumentAgentic({ captureContent: true }): tool names the model wrote", () => {
  const rec = useSpanRecorder({ captureContent: true });

  it("records the invented names and ids as they were written", async () => {
    await investigate();
    const tools = rec.spans().filter((s) => s.attributes["gen_ai.operation.name"] === "execute_tool");
    expect(tools.map((t) => [t.name, t.attributes["gen_ai.tool.name"]])).toEqual([
      [`execute_tool ${BELL_NAME}`, BELL_NAME],
      [`execute_tool ${SENTENCE_NAME}`, SENTENCE_NAME],
      [`execute_tool ${PLAUSIBLE_NAME}`, PLAUSIBLE_NAME],
      ["execute_tool lookupOrder", "lookupOrder"],
    ]);
    expect(tools[3].attributes["gen_ai.tool.call.id"]).toBe(ODD_CALL_ID);
  });
});
