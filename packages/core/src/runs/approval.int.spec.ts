import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { withContext } from "../context/request-context";
import { agenticFunction } from "../decorators/agentic-function";
import { decision } from "../decision/decision";
import { ApprovalRequiredError } from "../errors/approval-required-error";
import { DecisionError } from "../errors/decision-error";
import { option } from "../options/option-helper";
import type { ApprovalRequest } from "../contracts/approval-request";
import { deskLog, pick, RefundDesk } from "./__fixtures__/refund-desk";

beforeEach(() => {
  deskLog.refunds.length = 0;
  deskLog.notes.length = 0;
});

const big = { orderId: "A-1", amountCents: 25_000 };
const small = { orderId: "A-2", amountCents: 500 };

describe("approval outside a run", () => {
  it("dispatches nothing and throws ApprovalRequiredError with the pending call when the runtime has no approver", async () => {
    const runtime = new ScriptedRuntime([pick("refund", { ...big, customerId: "EVIL" })]);
    const desk = new RefundDesk(runtime);
    const error = await decision
      .make("Settle.", { refund: desk.refund, close: "closed" }, { runtime, context: { customerId: "C-1" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApprovalRequiredError);
    const pending = (error as ApprovalRequiredError).pending;
    expect(pending).toMatchObject({ option: "refund", function: "refund", args: big, reason: "Refunds over $100 need a person.", via: "decision" });
    expect(pending.args).not.toHaveProperty("customerId");
    expect(deskLog.refunds).toEqual([]);
  });

  it("lets a call through when the policy returns false, and evaluates it on validated arguments and the context", async () => {
    const seen: unknown[] = [];
    const gated = agenticFunction((n: number) => n * 2, {
      name: "double",
      params: { n: Number },
      approval: (args, context) => {
        seen.push({ args, tenant: context.tenant });
        return false;
      },
    });
    const runtime = new ScriptedRuntime([pick("double", { n: 21, junk: true })]);
    const result = await withContext({ tenant: "T-9" }, () => decision.make("Pick.", { double: gated }, { runtime }));
    expect(result).toBe(42);
    expect(seen).toEqual([{ args: { n: 21 }, tenant: "T-9" }]);
  });

  it("asks the runtime's approver (function, validated arguments, reason, context) and dispatches on approval", async () => {
    const requests: ApprovalRequest[] = [];
    const runtime = new ScriptedRuntime([pick("refund", big)], {
      approver: async (request) => {
        requests.push(request);
        return { approved: true, by: "alice" };
      },
    });
    const desk = new RefundDesk(runtime);
    const result = await decision.make("Settle.", { refund: desk.refund }, { runtime, context: { customerId: "C-1" } });
    expect(result).toEqual({ refunded: "A-1", amountCents: 25_000, customerId: "C-1" });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ function: "refund", args: big, reason: "Refunds over $100 need a person." });
    expect(requests[0].context?.customerId).toBe("C-1");
  });

  it("never asks for small refunds", async () => {
    const approver = jest.fn(async () => false);
    const runtime = new ScriptedRuntime([pick("refund", small)], { approver });
    const desk = new RefundDesk(runtime);
    await decision.make("Settle.", { refund: desk.refund }, { runtime, context: { customerId: "C-1" } });
    expect(approver).not.toHaveBeenCalled();
    expect(deskLog.refunds).toHaveLength(1);
  });

  it("turns a decline into a re-pick that tells the model who declined and the note", async () => {
    const runtime = new ScriptedRuntime([pick("refund", big), pick("close")], {
      approver: () => ({ approved: false, by: "bob", note: "customer already got a voucher" }),
    });
    const desk = new RefundDesk(runtime);
    const result = await decision.make("Settle.", { refund: desk.refund, close: "closed" }, { runtime, context: { customerId: "C-1" } });
    expect(result).toBe("closed");
    expect(deskLog.refunds).toEqual([]);
    expect(runtime.requests).toHaveLength(2);
    expect(runtime.requests[1].text).toContain('The call to "refund" was declined by bob: customer already got a voucher');
  });

  it("allows one re-pick after a decline even with maxRetries 0, then fails with kind declined", async () => {
    const runtime = new ScriptedRuntime([pick("refund", big), pick("refund", big)], { approver: () => false });
    const desk = new RefundDesk(runtime);
    const error = await decision
      .make("Settle.", { refund: desk.refund }, { runtime, maxRetries: 0, context: { customerId: "C-1" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecisionError);
    expect((error as DecisionError).kind).toBe("declined");
    expect((error as DecisionError).attempts).toHaveLength(2);
    expect(deskLog.refunds).toEqual([]);
  });

  it("gates tool calls: a decline becomes the tool result, an approval runs the tool", async () => {
    let verdict = false;
    const runtime = new ScriptedRuntime(
      [
        { toolCalls: [{ name: "refund", args: big }] },
        "done",
        { toolCalls: [{ name: "refund", args: big }] },
        "done again",
      ],
      { approver: () => ({ approved: verdict, note: "no" }) },
    );
    const desk = new RefundDesk(runtime);
    await expect(runtime.exec("Handle it.", { tools: [desk.refund], context: { customerId: "C-1" } })).resolves.toBe("done");
    const declined = runtime.requests[1].messages.find((m) => m.role === "tool");
    expect(declined).toMatchObject({ role: "tool", isError: true });
    expect(declined && "content" in declined ? declined.content : "").toContain('The call to "refund" was declined: no');
    expect(deskLog.refunds).toEqual([]);
    verdict = true;
    await expect(runtime.exec("Handle it.", { tools: [desk.refund], context: { customerId: "C-1" } })).resolves.toBe("done again");
    expect(deskLog.refunds).toHaveLength(1);
  });

  it("makes a tool call that needs an approval nobody can give end the turn with ApprovalRequiredError", async () => {
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "refund", args: big }] }, "unused"]);
    const desk = new RefundDesk(runtime);
    const error = await runtime.exec("Handle it.", { tools: [desk.refund], context: { customerId: "C-1" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApprovalRequiredError);
    expect((error as ApprovalRequiredError).pending.via).toBe("tool_call");
    expect(runtime.requests).toHaveLength(1);
    expect(deskLog.refunds).toEqual([]);
  });

  it("takes option.fn(f, { approval }) over the function's own policy", async () => {
    const runtime = new ScriptedRuntime([pick("refund", small)]);
    const desk = new RefundDesk(runtime);
    const error = await decision
      .make("Settle.", { refund: option.fn(desk.refund, { approval: true, description: "Refund." }) }, { runtime, context: { customerId: "C-1" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApprovalRequiredError);
    expect((error as ApprovalRequiredError).pending.reason).toBeUndefined();
    expect(runtime.requests[0].text).toContain("Refund.");
  });

  it("never gates a direct call from code", () => {
    const desk = new RefundDesk(new ScriptedRuntime([]));
    expect(desk.refund("A-9", 99_999, "C-1")).toEqual({ refunded: "A-9", amountCents: 99_999, customerId: "C-1" });
  });
});
