import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agenticFunction } from "../decorators/agentic-function";
import { ConfigurationError } from "../errors/configuration-error";
import { PICK_FORMAT_NAME } from "../decision/json-pick";
import { FINISH_WITH_TOOL_INSTRUCTION } from "./exec-pick";

let looked = 0;
const lookup = agenticFunction((orderId: string) => { looked++; return `order ${orderId}: paid`; }, { name: "lookup", params: { orderId: "The order" } });
const choices = { refund: ["Refund the order.", { orderId: "string" }], close: "CLOSED" } as const;

describe("exec({ choices, pickMode })", () => {
  it("tools: offers the choices as finishing tools beside the work tools; a finishing call ends the turn and is the pick", async () => {
    looked = 0;
    const runtime = new ScriptedRuntime([
      { toolCalls: [{ id: "w1", name: "lookup", args: { orderId: "A1" } }] },
      { toolCalls: [{ id: "f1", name: "refund", args: '{"orderId":"A1"}' }] },
    ]);
    const result = await runtime.exec("Handle order A1.", { tools: [lookup], choices, pickMode: "tools" });
    expect(result).toEqual({ decision: "refund", orderId: "A1" });
    expect(looked).toBe(1);
    expect(runtime.requests).toHaveLength(2);
    for (const request of runtime.requests) {
      expect(request.tools).toEqual(["lookup", "refund", "close"]);
      expect(request.toolChoice).toBe("required");
      expect(request.pickMode).toBe("tools");
    }
    expect(runtime.requests[0].text).toContain(`${FINISH_WITH_TOOL_INSTRUCTION}refund, close.`);
    expect(runtime.requests[1].messages.at(-1)).toMatchObject({ role: "tool", toolCallId: "w1", content: "order A1: paid" });
  });

  it("tools: a malformed finishing call is re-picked with only the choices offered, answered as a tool result", async () => {
    const runtime = new ScriptedRuntime([
      { toolCalls: [{ id: "f1", name: "refund", args: "{not json" }] },
      { toolCalls: [{ id: "f2", name: "close", args: {} }] },
    ]);
    expect(await runtime.exec("Handle it.", { tools: [lookup], choices, pickMode: "tools" })).toBe("CLOSED");
    const repick = runtime.requests[1];
    expect(repick.tools).toEqual(["refund", "close"]);
    expect(repick.messages.at(-1)).toMatchObject({ role: "tool", toolCallId: "f1", isError: true });
  });

  it("tools: a choice named like a work tool is a ConfigurationError before any model call", async () => {
    const runtime = new ScriptedRuntime([]);
    await expect(runtime.exec("x", { tools: [lookup], choices: { lookup: "L", close: "C" }, pickMode: "tools" })).rejects.toThrow(ConfigurationError);
    expect(runtime.requests).toHaveLength(0);
  });

  it("json: every call of the turn carries the pick format and the final reply is read as the pick", async () => {
    const runtime = new ScriptedRuntime(['{"pick": {"call": "refund", "args": {"orderId": "C3"}}}'], { pickMode: "json" });
    expect(await runtime.exec("Handle it.", { choices })).toEqual({ decision: "refund", orderId: "C3" });
    expect(runtime.requests[0].responseFormat?.name).toBe(PICK_FORMAT_NAME);
  });
});
