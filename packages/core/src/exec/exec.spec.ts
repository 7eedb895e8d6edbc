import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { SupportAgent } from "../__fixtures__/support-agent";
import { agenticFunction } from "../decorators/agentic-function";
import { AgenticError } from "../errors/agentic-error";
import { ConfigurationError } from "../errors/configuration-error";
import { DecisionError } from "../errors/decision-error";
import { MaxIterationsError } from "../errors/max-iterations-error";
import { StructuredOutputError } from "../errors/structured-output-error";
import { Int } from "../schema/int";
import { DECISION_FINISH_INSTRUCTION } from "../runtime/finish-instruction";

const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });
const toolCall = (name: string, args: object | string) => ({ toolCalls: [{ name, args }] });

describe("runtime.exec without choices", () => {
  it("resolves to the reply text", async () => {
    const runtime = new ScriptedRuntime(["Hello there."]);
    await expect(runtime.exec("Say hello.")).resolves.toBe("Hello there.");
    expect(runtime.requests[0].text).toBe("Say hello.");
  });

  it("runs the tool loop: tool calls, results back to the model, then the final text", async () => {
    const runtime = new ScriptedRuntime([toolCall("lookupOrder", { orderId: "A1" }), "Order A1 was delivered."]);
    const agent = new SupportAgent(runtime);
    await expect(runtime.exec("Where is A1?", { tools: [agent.lookupOrder] })).resolves.toBe("Order A1 was delivered.");
    expect(runtime.requests[0].tools).toEqual(["lookupOrder"]);
    const second = runtime.requests[1].messages;
    expect(second.map((m) => m.role)).toEqual(["user", "assistant", "tool"]);
    expect(second[2]).toMatchObject({ role: "tool", name: "lookupOrder", content: '{"orderId":"A1","status":"delivered"}', isError: false });
  });

  it("offers model-visible parameters only in tool definitions", async () => {
    const runtime = new ScriptedRuntime(["done"]);
    const agent = new SupportAgent(runtime);
    await runtime.exec("x", { tools: { refund: agent.issueRefund }, context: { customerId: "C" } });
    const def = runtime.requests[0].toolDefinitions[0];
    expect(def.name).toBe("refund");
    expect(Object.keys(def.parameters.properties ?? {})).toEqual(["orderId", "amountCents", "reason"]);
    expect(def.parameters.required).toEqual(["orderId", "amountCents"]);
    expect(JSON.stringify(runtime.requests[0])).not.toContain("customerId");
  });

  it("sends invalid tool arguments back to the model as an error result, never a crash", async () => {
    const runtime = new ScriptedRuntime([
      toolCall("lookupOrder", { orderId: 42 }),
      toolCall("lookupOrder", '{"orderId": "A1", "orderId": "A2"}'),
      toolCall("nope", {}),
      toolCall("lookupOrder", { orderId: "BOOM" }),
      "gave up",
    ]);
    const agent = new SupportAgent(runtime);
    await expect(runtime.exec("x", { tools: [agent.lookupOrder] })).resolves.toBe("gave up");
    const results = runtime.requests[4].messages.filter((m) => m.role === "tool");
    expect(results.map((m) => (m as { isError?: boolean }).isError)).toEqual([true, true, true, true]);
    expect(results[0].content).toMatch(/orderId.*string/);
    expect(results[1].content).toMatch(/duplicate/i);
    expect(results[2].content).toMatch(/Unknown tool "nope". Available tools: lookupOrder/);
    expect(results[3].content).toBe('Tool "lookupOrder" failed: Error: database unavailable');
    expect(agent.calls.map((c) => c.args[0])).toEqual(["BOOM"]);
    // Only the name the turn did not offer is marked as the model's own text (exporters keep it out of span names).
    const toolNodes = runtime.trace.nodes.filter((n) => n.kind === "tool_call");
    expect(toolNodes.map((n) => [n.name, n.data.unknownTool])).toEqual([
      ["lookupOrder", undefined],
      ["lookupOrder", undefined],
      ["nope", true],
      ["lookupOrder", undefined],
    ]);
  });

  it("stops at maxIterations with a MaxIterationsError", async () => {
    const runtime = new ScriptedRuntime(() => toolCall("lookupOrder", { orderId: "A1" }));
    const agent = new SupportAgent(runtime);
    const error = await runtime.exec("x", { tools: [agent.lookupOrder], maxIterations: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MaxIterationsError);
    expect(runtime.requests).toHaveLength(3);
  });

  it("uses named toolsets registered on the runtime, and names the fix for an unknown one", async () => {
    const lookup = agenticFunction((orderId: string) => ({ orderId }), { name: "lookup", params: { orderId: String } });
    const runtime = new ScriptedRuntime([toolCall("lookup", { orderId: "Z" }), "ok"], { toolsets: { default: [lookup] } });
    await expect(runtime.exec("x", { toolset: "default" })).resolves.toBe("ok");
    expect(runtime.requests[1].messages[2]).toMatchObject({ content: '{"orderId":"Z"}' });
    await expect(runtime.exec("x", { toolset: "missing" })).rejects.toThrow(/Unknown toolset "missing".*registerToolset/);
  });

  it("rejects tools that are not functions", async () => {
    const runtime = new ScriptedRuntime(["x"]);
    await expect(runtime.exec("x", { tools: { a: "value" } as never })).rejects.toBeInstanceOf(ConfigurationError);
  });

  it("resolves to validated JSON with responseFormat, re-asking once on a bad reply", async () => {
    const runtime = new ScriptedRuntime(["not json", '```json\n{"name": "Ada", "age": 36, "extra": true}\n```']);
    const value = await runtime.exec("Who?", { responseFormat: { name: String, age: Int } });
    expect(value).toEqual({ name: "Ada", age: 36 });
    expect(runtime.requests[0].text).toContain("matches this JSON Schema");
    expect(runtime.requests[0].responseFormat?.schema).toMatchObject({ type: "object", required: ["name", "age"] });
    const fail = new ScriptedRuntime(["{}", "{}"]);
    await expect(fail.exec("Who?", { responseFormat: { name: String } })).rejects.toBeInstanceOf(StructuredOutputError);
  });

  it("rejects choices together with responseFormat as a TypeError", async () => {
    const runtime = new ScriptedRuntime(["x"]);
    const error = await runtime.exec("x", { choices: { done: 1 }, responseFormat: { a: String } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toBeInstanceOf(AgenticError);
    expect(runtime.requests).toHaveLength(0);
  });
});

describe("runtime.exec with choices", () => {
  it("appends the finish instruction and the menu, runs the tools, then resolves the final pick", async () => {
    const runtime = new ScriptedRuntime([
      toolCall("lookupOrder", { orderId: "A1" }),
      `It was delivered but damaged.\n${pick("refund", { orderId: "A1", amountCents: 1200 })}`,
    ]);
    const agent = new SupportAgent(runtime);
    const result = await runtime.exec("Handle this ticket: my order A1 arrived broken", {
      tools: [agent.lookupOrder],
      choices: { refund: agent.issueRefund, escalate: agent.escalateToHuman, close: { status: "closed" } },
      context: { customerId: "C-1" },
    });
    expect(result).toEqual({ refunded: "A1", amountCents: 1200, customerId: "C-1", reason: "damaged" });
    const first = runtime.requests[0].text;
    expect(first).toContain(`Handle this ticket: my order A1 arrived broken\n\n${DECISION_FINISH_INSTRUCTION}\n\n`);
    expect(first).toContain("refund(orderId: string /* The order to refund. */, amountCents: integer");
    expect(runtime.requests[0].tools).toEqual(["lookupOrder"]);
  });

  it("returns a value option's value as-is", async () => {
    const closed = { status: "closed" };
    const runtime = new ScriptedRuntime([pick("close")]);
    await expect(runtime.exec("t", { choices: { close: closed } })).resolves.toBe(closed);
  });

  it("re-picks without tools, continuing the conversation", async () => {
    const runtime = new ScriptedRuntime([toolCall("lookupOrder", { orderId: "A1" }), "I am done.", pick("close")]);
    const agent = new SupportAgent(runtime);
    await expect(runtime.exec("t", { tools: [agent.lookupOrder], choices: { close: "CLOSED" } })).resolves.toBe("CLOSED");
    expect(runtime.requests[2].tools).toEqual([]);
    expect(runtime.requests[2].messages.map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant", "user"]);
  });

  it("honours maxRetries and throws DecisionError", async () => {
    const runtime = new ScriptedRuntime(["no", "still no", "never"]);
    const error = (await runtime.exec("t", { choices: { close: 1 }, maxRetries: 2 }).catch((e: unknown) => e)) as DecisionError;
    expect(error).toBeInstanceOf(DecisionError);
    expect(error.attempts).toHaveLength(3);
  });

  it("passes context through to the resolved function (the original drops it)", async () => {
    const runtime = new ScriptedRuntime([pick("refund", { orderId: "B", amountCents: 3, reason: "late" })]);
    const agent = new SupportAgent(runtime);
    await expect(runtime.exec("t", { choices: { refund: agent.issueRefund }, context: { customerId: "ctx" } })).resolves.toEqual({
      refunded: "B",
      amountCents: 3,
      customerId: "ctx",
      reason: "late",
    });
  });

  it("fails before any model call when a choice needs a context value that is missing", async () => {
    const runtime = new ScriptedRuntime([pick("refund")]);
    const agent = new SupportAgent(runtime);
    await expect(runtime.exec("t", { choices: { refund: agent.issueRefund } })).rejects.toBeInstanceOf(ConfigurationError);
    expect(runtime.requests).toHaveLength(0);
  });

  it("lets one function serve as a tool and as an option", async () => {
    const runtime = new ScriptedRuntime([toolCall("lookupOrder", { orderId: "T" }), pick("lookupOrder", { orderId: "O" })]);
    const agent = new SupportAgent(runtime);
    const result = await runtime.exec("t", { tools: [agent.lookupOrder], choices: [agent.lookupOrder] });
    expect(result).toEqual({ orderId: "O", status: "delivered" });
    expect(agent.calls.map((c) => c.args[0])).toEqual(["T", "O"]);
  });
});

describe("onText", () => {
  it("hears each reply's text once from a runtime that does not stream", async () => {
    const runtime = new ScriptedRuntime([{ text: "thinking", toolCalls: [{ name: "lookupOrder", args: { orderId: "A" } }] }, "final"]);
    const agent = new SupportAgent(runtime);
    const seen: string[] = [];
    await runtime.exec("x", { tools: [agent.lookupOrder], onText: (t) => seen.push(t) });
    expect(seen).toEqual(["thinking", "final"]);
  });
});
