import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Agent } from "../agent/agent";
import { agenticFunction } from "../decorators/agentic-function";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ConfigurationError } from "../errors/configuration-error";
import { DecisionError } from "../errors/decision-error";
import { Int } from "../schema/int";
import { runWithRuntime } from "../runtime/ambient-scope";
import { decision } from "./decision";
import { PICK_FORMAT_NAME } from "./json-pick";
import { TOOLS_PICK_INSTRUCTION } from "./tool-pick";

const refund = agenticFunction((orderId: string, amount: number) => `refunded ${amount} on ${orderId}`, {
  name: "refund",
  description: "Refund an order.",
  params: { orderId: "The order", amount: Int },
});
const options = { refund, close: "CLOSED" } as const;

describe("pickMode tools", () => {
  it("offers each option as a tool, requires a call, and reads the pick from the tool call", async () => {
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "refund", args: '{"orderId":"A1","amount":5}' }] }]);
    const result = await decision.make("Route this.", options, { runtime, pickMode: "tools" });
    expect(result).toBe("refunded 5 on A1");
    const [request] = runtime.requests;
    expect(request.pickMode).toBe("tools");
    expect(request.toolChoice).toBe("required");
    expect(request.tools).toEqual(["refund", "close"]);
    expect(request.toolDefinitions[0]).toMatchObject({ name: "refund", description: "Refund an order.", parameters: { type: "object", required: ["orderId", "amount"] } });
    expect(request.toolDefinitions[1].parameters).toMatchObject({ type: "object", properties: {} });
    expect(request.text).toContain(TOOLS_PICK_INSTRUCTION);
    expect(request.text).not.toContain('{"call"');
  });

  it("re-picks a malformed tool call with an error tool result that names the problem, then accepts the next", async () => {
    const runtime = new ScriptedRuntime([
      { toolCalls: [{ id: "c1", name: "refund", args: '{"orderId": "A1", amount: 5' }] },
      { toolCalls: [{ id: "c2", name: "close", args: {} }] },
    ]);
    const { result, attempts } = await decision.makeDetailed("Route this.", options, { runtime, pickMode: "tools" });
    expect(result).toBe("CLOSED");
    const repick = runtime.requests[1];
    expect(repick.pickMode).toBe("tools");
    expect(repick.toolChoice).toBe("required");
    expect(repick.tools).toEqual(["refund", "close"]);
    const [, assistant, toolResult] = repick.messages;
    expect(assistant).toMatchObject({ role: "assistant", toolCalls: [{ id: "c1", name: "refund" }] });
    expect(toolResult).toMatchObject({ role: "tool", toolCallId: "c1", name: "refund", isError: true });
    expect(toolResult.content).toMatch(/arguments of the "refund" tool call are not valid JSON/);
    expect(attempts.map((a) => (a.ok ? "ok" : a.kind))).toEqual(["parse_error", "ok"]);
    expect(attempts[1].reply).toBe('[{"call":"close","args":{}}]');
  });

  it("treats no tool call and an unknown tool as problems, ending in DecisionError", async () => {
    const runtime = new ScriptedRuntime(["I would refund it.", { toolCalls: [{ name: "escalate", args: {} }] }]);
    const failure = await decision.make("Route this.", options, { runtime, pickMode: "tools" }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DecisionError);
    expect((failure as DecisionError).attempts.map((a) => a.kind)).toEqual(["no_action", "unknown_call"]);
    // No tool call to answer: the problem goes back as a user message.
    expect(runtime.requests[1].messages.at(-1)).toMatchObject({ role: "user" });
    expect(runtime.requests[1].messages.at(-1)!.content).toMatch(/called no tool/);
  });

  it("validates tool-call arguments like a text pick (a bad type is re-picked)", async () => {
    const runtime = new ScriptedRuntime([
      { toolCalls: [{ name: "refund", args: { orderId: "A1", amount: "five" } }] },
      { toolCalls: [{ name: "refund", args: { orderId: "A1", amount: 5 } }] },
    ]);
    expect(await decision.make("Route this.", options, { runtime, pickMode: "tools" })).toBe("refunded 5 on A1");
    expect(runtime.requests[1].messages.at(-1)).toMatchObject({ role: "tool", isError: true });
  });
});

describe("pickMode json", () => {
  it("sends a response format with one branch per option and reads the pick object", async () => {
    const runtime = new ScriptedRuntime(['{"pick": {"call": "refund", "args": {"orderId": "B2", "amount": 7}}}']);
    expect(await decision.make("Route this.", options, { runtime, pickMode: "json" })).toBe("refunded 7 on B2");
    const format = runtime.requests[0].responseFormat!;
    expect(format.name).toBe(PICK_FORMAT_NAME);
    expect(format.schema).toMatchObject({ type: "object", required: ["pick"], additionalProperties: false });
    const branches = (format.schema.properties!.pick.anyOf ?? []) as Array<{ properties: { call: unknown; args: unknown } }>;
    expect(branches.map((b) => b.properties.call)).toEqual([{ type: "string", enum: ["refund"] }, { type: "string", enum: ["close"] }]);
    expect(runtime.requests[0].pickMode).toBe("json");
    expect(runtime.requests[0].tools).toEqual([]);
  });

  it("re-picks an invalid structured reply with the format sent again", async () => {
    const runtime = new ScriptedRuntime(['{"pick": {"call": "refund", "args": {"orderId": "B2"}}}', '{"pick": {"call": "close", "args": {}}}']);
    expect(await decision.make("Route this.", options, { runtime, pickMode: "json" })).toBe("CLOSED");
    expect(runtime.requests[1].responseFormat?.name).toBe(PICK_FORMAT_NAME);
    expect(runtime.requests[1].messages.at(-1)!.content).toMatch(/amount/);
  });
});

describe("pickMode precedence and checks", () => {
  it("takes the call's mode over the function's over the runtime's, and defaults to text", async () => {
    const text = new ScriptedRuntime('{"call": "close"}');
    await decision.make("Route.", options, { runtime: text });
    expect(text.requests[0].pickMode).toBeUndefined();
    expect(text.requests[0].toolChoice).toBeUndefined();

    const runtime = new ScriptedRuntime(() => ({ text: '{"call": "close"}', toolCalls: [{ name: "close", args: {} }] }), { pickMode: "json" });
    await decision.make("Route.", options, { runtime });
    expect(runtime.requests[0].pickMode).toBe("json");
    const route = agenticFunction(() => decision.make("Route.", options), { name: "route", params: {}, pickMode: "tools" });
    await runWithRuntime(runtime, () => route());
    expect(runtime.requests[1].pickMode).toBe("tools");
    const routeText = agenticFunction(() => decision.make("Route.", options, { pickMode: "text" }), { name: "routeText", params: {}, pickMode: "tools" });
    await runWithRuntime(runtime, () => routeText());
    expect(runtime.requests[2].pickMode).toBeUndefined();
  });

  it("takes an agent method's @AgenticFunction({ pickMode }) as the default of its body's decisions", async () => {
    class Desk extends Agent {
      @AgenticFunction({ pickMode: "tools" })
      route() {
        return decision.make("Route.", options);
      }
    }
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "close", args: {} }] }]);
    expect(await new Desk(runtime).route()).toBe("CLOSED");
    expect(runtime.requests[0]).toMatchObject({ pickMode: "tools", toolChoice: "required", tools: ["refund", "close"] });
    expect(() => AgenticFunction({ pickMode: "yaml" as never })).not.toThrow();
    expect(() => {
      class Bad extends Agent {
        @AgenticFunction({ pickMode: "yaml" as never })
        route() {}
      }
      return Bad;
    }).toThrow(/pickMode must be "text", "tools" or "json", got "yaml"/);
  });

  it("a runtime that lacks a mode natively refuses it with a ConfigurationError before any model call", async () => {
    class TextOnly extends ScriptedRuntime {
      override readonly pickModes = new Set(["text", "tools"] as const);
    }
    const runtime = new TextOnly(['{"call": "close"}']);
    await expect(decision.make("Route.", options, { runtime, pickMode: "json" })).rejects.toThrow(/pickMode "json" is not supported by TextOnly; use "text" or "tools"/);
    await expect(runtime.exec("Route.", { choices: options, pickMode: "json" })).rejects.toThrow(ConfigurationError);
    expect(runtime.requests).toHaveLength(0);
  });

  it("refuses an unknown mode", async () => {
    expect(() => new ScriptedRuntime("x", { pickMode: "xml" as never })).toThrow(ConfigurationError);
    await expect(decision.make("Route.", options, { runtime: new ScriptedRuntime("x"), pickMode: "xml" as never })).rejects.toThrow(/pickMode must be/);
  });
});
