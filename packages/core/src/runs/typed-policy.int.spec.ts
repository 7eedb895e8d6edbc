import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { TypedPolicyDesk } from "../__fixtures__/typed-policy-desk";
import { decision } from "../decision/decision";
import { agenticFunction } from "../decorators/agentic-function";
import { Int } from "../schema/int";
import { MemoryStore } from "./memory-store";
import { deskLog, pick, RefundDesk } from "./__fixtures__/refund-desk";
import { Runs } from "./runs";

// The type half of these tests is checked by the spec type-check of `npm test`: each `@ts-expect-error`
// fails it when the line below it compiles (as it did while a policy's args were `any`).

beforeEach(() => {
  TypedPolicyDesk.seen.length = 0;
  deskLog.refunds.length = 0;
});

describe("an approval policy typed from its method's parameters", () => {
  it("is given the values the method would be called with, by name: a Date parameter as a Date", async () => {
    const requests: unknown[] = [];
    const runtime = new ScriptedRuntime([pick("refund", { orderId: "A-1", amountCents: 25_000, until: "2026-12-31T00:00:00Z" })], {
      approver: (request) => (requests.push(request), true),
    });
    const desk = new TypedPolicyDesk(runtime);
    const result = await decision.make("Settle.", { refund: desk.refund }, { runtime, context: { customerId: "C-1" } });
    expect(result).toMatchObject({ refunded: "A-1", customerId: "C-1" });
    expect(TypedPolicyDesk.seen).toEqual([{ args: { orderId: "A-1", amountCents: 25_000, until: new Date("2026-12-31T00:00:00Z") }, customerId: "C-1" }]);
    expect(requests).toEqual([expect.objectContaining({ reason: "Refunds over $100 need a person (due 2026-12-31)." })]);
  });

  it("types a standalone function's policy from its params", () => {
    const refund = agenticFunction((orderId: string, amountCents: number) => ({ orderId, amountCents }), {
      name: "refund",
      params: { orderId: "The order", amountCents: Int },
      approval: (args) => args.amountCents > 10_000 && args.orderId.startsWith("A-"),
    });
    agenticFunction((orderId: string) => orderId, {
      name: "lookup",
      params: { orderId: "The order" },
      // @ts-expect-error `order` is not one of the params: a typo in a standalone function's policy is a compile error
      approval: (args) => args.order === "A-1",
    });
    expect(typeof refund).toBe("function");
  });
});

describe("runs.start typed from the agent's method", () => {
  it("checks the method name and its arguments, and types the run's result", async () => {
    const runs = new Runs({ store: new MemoryStore(), runtime: new ScriptedRuntime([pick("close"), pick("close")]), agents: [RefundDesk] });
    const run = await runs.start(RefundDesk, "triage", ["broken"], { context: { customerId: "C-1" } });
    expect(run.result).toEqual({ first: "closed", second: "closed" });
    // The result has triage's awaited return type.
    const first: string | undefined = run.result?.first;
    expect(first).toBe("closed");
    // @ts-expect-error `second` is "closed" or a refund, not a number
    const wrong: number | undefined = run.result?.second;
    expect(wrong).toBe("closed");

    // @ts-expect-error "handel" is not a method of RefundDesk
    await expect(runs.start(RefundDesk, "handel", ["broken"])).rejects.toThrow(/no method handel/);
    // @ts-expect-error triage takes a string
    await expect(runs.start(RefundDesk, "triage", [42])).resolves.toMatchObject({ status: "failed" });
    // @ts-expect-error triage takes one argument
    await expect(runs.start(RefundDesk, "triage", ["a", "b"])).resolves.toBeDefined();
    // By name nothing is known: any method, any arguments, an unknown result.
    const byName = await runs.start("RefundDesk", "triage", ["broken"], { context: { customerId: "C-1" } }).catch((e: unknown) => e);
    expect(byName).toBeDefined();
  });
});
