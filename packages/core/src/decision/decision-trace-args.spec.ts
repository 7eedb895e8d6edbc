import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agenticFunction } from "../decorators/agentic-function";
import { decision } from "./decision";

const reply = (args: Record<string, unknown>): string => JSON.stringify({ call: "refund", args });

describe("the arguments a decision node records", () => {
  it("are the validated arguments, on the decision node and on the function node, with unknown fields dropped", async () => {
    const refund = agenticFunction((orderId: string, amount: number) => ({ orderId, amount }), {
      name: "refund",
      params: { orderId: String, amount: Number },
    });
    const runtime = new ScriptedRuntime(reply({ orderId: "A-1", amount: 12.5, junk: true }));
    const { node } = await decision.makeDetailed("Pick.", { refund, close: { status: "closed" } }, { runtime });
    expect(node.data.args).toEqual({ orderId: "A-1", amount: 12.5 });
    expect(Object.keys(node.data)).toEqual(["options", "menu", "specs", "pickMode", "prompt", "promptChars", "chosen", "kind", "args", "attempts"]);
    const fn = runtime.trace.children(node.id).find((n) => n.kind === "function");
    expect(fn?.data).toEqual({ args: { orderId: "A-1", amount: 12.5 }, result: { orderId: "A-1", amount: 12.5 } });
  });

  it("stay as they were when an approval policy that was shown the arguments changes them afterwards", async () => {
    let shown: Record<string, unknown> | undefined;
    const refund = agenticFunction((orderId: string, amount: number) => ({ orderId, amount }), {
      name: "refund",
      params: { orderId: String, amount: Number },
      approval: (args: Record<string, unknown>) => {
        shown = args;
        return false;
      },
    });
    const runtime = new ScriptedRuntime(reply({ orderId: "A-1", amount: 12.5 }));
    const { node } = await decision.makeDetailed("Pick.", { refund }, { runtime });
    expect(shown).toEqual({ orderId: "A-1", amount: 12.5 });
    shown!.orderId = "CHANGED";
    expect(node.data.args).toEqual({ orderId: "A-1", amount: 12.5 });
  });

  it("stay as they were when the model's tool call arguments, held by the script, change afterwards (tools mode)", async () => {
    const refund = agenticFunction((orderId: string, amount: number) => ({ orderId, amount }), {
      name: "refund",
      params: { orderId: String, amount: Number },
    });
    const args = { orderId: "A-1", amount: 12.5 };
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "refund", args }] }]);
    const { node } = await decision.makeDetailed("Pick.", { refund, done: "DONE" }, { runtime, pickMode: "tools" });
    args.orderId = "CHANGED";
    expect(node.data.args).toEqual({ orderId: "A-1", amount: 12.5 });
  });
});
