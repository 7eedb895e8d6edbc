import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Agent } from "../agent/agent";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ContextParam } from "../decorators/context-param.decorator";
import { LlmParam } from "../decorators/llm-param.decorator";
import { MemoryStore } from "../runs/memory-store";
import { Runs } from "../runs/runs";
import { currentContext, withContext } from "./request-context";

// The one pattern the READMEs document: an entry method (the one your code calls) takes only the caller's
// inputs; the options it offers the model declare @ContextParam, and get the value from withContext (or a
// durable run's context). The entry method reads it, when it needs it, with currentContext().
class Desk extends Agent {
  @AgenticFunction({ description: "Refund an order." })
  refund(@LlmParam({ name: "orderId" }) orderId: string, @ContextParam("customerId") customerId: string) {
    return { refunded: orderId, customerId };
  }

  @AgenticFunction({ description: "Triage a ticket." })
  triage(@LlmParam({ name: "ticket" }) ticket: string) {
    const customerId = currentContext().customerId as string | undefined;
    return this.decide(`Customer ${customerId ?? "unknown"} writes: ${ticket}`, { refund: this.refund, close: "CLOSED" });
  }
}

const REFUND = '{"call": "refund", "args": {"orderId": "A-1", "customerId": "EVIL"}}';

describe("an entry method without @ContextParam, called inside withContext", () => {
  it("passes the withContext value to the option's @ContextParam (the model's value discarded) and shows it to the entry method", async () => {
    const runtime = new ScriptedRuntime([REFUND]);
    const desk = new Desk(runtime);
    const result = await withContext({ customerId: "C-1" }, () => desk.triage("Order A-1 arrived broken"));
    expect(result).toEqual({ refunded: "A-1", customerId: "C-1" });
    expect(runtime.requests[0].text).toContain("Customer C-1 writes: Order A-1 arrived broken");
    expect(runtime.requests[0].text).not.toContain("customerId");
  });

  it("takes the same value from a durable run's context", async () => {
    const runtime = new ScriptedRuntime([REFUND]);
    const runs = new Runs({ store: new MemoryStore(), runtime, agents: [Desk] });
    const run = await runs.start(Desk, "triage", ["Order A-1 arrived broken"], { context: { customerId: "C-2" } });
    expect(run.status).toBe("completed");
    expect(run.result).toEqual({ refunded: "A-1", customerId: "C-2" });
    expect(runtime.requests[0].text).toContain("Customer C-2 writes:");
  });

  it("fails before the model is asked when no source has the value, naming withContext", async () => {
    const runtime = new ScriptedRuntime([REFUND]);
    await expect(new Desk(runtime).triage("Order A-1 arrived broken")).rejects.toThrow(/withContext\(\{ customerId/);
    expect(runtime.requests).toHaveLength(0);
  });
});
