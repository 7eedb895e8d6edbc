import "reflect-metadata";
import { Agent, AgenticFunction, ContextParam, LlmParam } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";
import { checkRunArgs, serveMethod } from "./run-args";

class Orders extends Agent {
  @AgenticFunction({ description: "Refund part of an order." })
  refund(
    @LlmParam({ name: "orderId" }) orderId: string,
    @ContextParam("customerId") customerId: string,
    @LlmParam({ name: "amountCents", type: Number }) amountCents: number,
  ) {
    return { orderId, customerId, amountCents };
  }
}

const served = serveMethod("Orders", Orders.prototype, "refund");
const context = { customerId: "C-1" };

describe("checkRunArgs", () => {
  it("validates the arguments by name, the context positions ignored (never the caller's to fill)", async () => {
    await expect(checkRunArgs(served, ["A-1", "FORGED", 500], context)).resolves.toMatchObject({ option: { name: "refund" }, args: { orderId: "A-1", amountCents: 500 } });
  });

  it("refuses a wrong type, naming the field: a terminal 400 before anything runs", async () => {
    const error = await checkRunArgs(served, ["A-1", null, "500"], context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(restate.TerminalError);
    expect((error as restate.TerminalError).code).toBe(400);
    expect((error as Error).message).toMatch(/^Orders\.refund: invalid arguments: field "amountCents" must be number/);
  });

  it("refuses a missing required argument, naming it", async () => {
    await expect(checkRunArgs(served, ["A-1"], context)).rejects.toThrow("amountCents");
  });

  it("refuses a missing required context value, naming the key", async () => {
    await expect(checkRunArgs(served, ["A-1", null, 500], {})).rejects.toThrow('Orders.refund: no value for context parameter "customerId"');
  });

  it("refuses arguments that are not an array", async () => {
    await expect(checkRunArgs(served, { orderId: "A-1" }, context)).rejects.toThrow("must be an array");
  });
});
