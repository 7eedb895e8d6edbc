import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { SupportAgent } from "../__fixtures__/support-agent";
import { resolveDecision } from "../dispatch/resolve-decision";
import { DecisionError } from "../errors/decision-error";
import { NoRuntimeError } from "../errors/no-runtime-error";
import type { StandardSchemaLike } from "../contracts/standard-schema-like";
import { decision } from "./decision";
import { parseArgs } from "./parse-args";

describe("parseArgs and resolveDecision (the two halves of a decision)", () => {
  it("parses a reply into the chosen option and validated args, then resolves it", async () => {
    const agent = new SupportAgent();
    const options = { refund: agent.issueRefund, close: "CLOSED" };
    const pick = await parseArgs('{"call": "refund", "args": {"orderId": "A", "amountCents": 5, "extra": 1}}', options);
    expect(pick.option.name).toBe("refund");
    expect(pick.args).toEqual({ orderId: "A", amountCents: 5 });
    await expect(resolveDecision(pick, { context: { customerId: "C" } })).resolves.toEqual({ refunded: "A", amountCents: 5, customerId: "C", reason: "damaged" });
    const value = await parseArgs('{"call": "close"}', options);
    await expect(resolveDecision(value)).resolves.toBe("CLOSED");
  });

  it("re-picks through a runtime when the reply is bad", async () => {
    const runtime = new ScriptedRuntime(['{"call": "close"}']);
    const pick = await parseArgs("not a pick", { close: 1 }, { runtime, history: [{ role: "user", content: "Pick." }] });
    expect(pick.option.name).toBe("close");
    expect(runtime.requests[0].messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
  });

  it("needs a runtime only when a re-pick happens", async () => {
    await expect(parseArgs("bad", { close: 1 })).rejects.toBeInstanceOf(NoRuntimeError);
    await expect(parseArgs("bad", { close: 1 }, { maxRetries: 0 })).rejects.toBeInstanceOf(DecisionError);
  });
});

describe("Standard Schema payloads", () => {
  // A minimal Standard Schema v1 object, as zod 4 or valibot expose under "~standard".
  const ticket: StandardSchemaLike = {
    "~standard": {
      version: 1,
      vendor: "hand-written",
      validate: (value) => {
        const v = value as { title?: unknown };
        return typeof v.title === "string" && v.title.length > 0
          ? { value: { title: v.title.trim(), normalized: true } }
          : { issues: [{ message: "title is required", path: ["title"] }] };
      },
      jsonSchema: { input: () => ({ type: "object", properties: { title: { type: "string" } }, required: ["title"] }) },
    },
  };

  it("validates with the schema's own validator and resolves to { decision, ...its output }", async () => {
    const runtime = new ScriptedRuntime(['{"call": "open", "args": {"title": " Broken "}}']);
    await expect(decision.make("Pick.", { open: ["Open a ticket.", ticket] }, { runtime })).resolves.toEqual({
      decision: "open",
      title: "Broken",
      normalized: true,
    });
    expect(runtime.requests[0].text).toContain("open(title: string)");
  });

  it("re-picks with the schema's issues", async () => {
    const runtime = new ScriptedRuntime(['{"call": "open", "args": {"title": ""}}', '{"call": "open", "args": {"title": "x"}}']);
    await decision.make("Pick.", { open: ["Open a ticket.", ticket] }, { runtime });
    expect(runtime.requests[1].text).toContain("invalid payload: title: title is required");
  });
});

describe("result types inferred from the options", () => {
  // Compile-time checks: these assignments fail to type-check if inference regresses.
  it("infers function results, literal values and schema payloads", async () => {
    const runtime = new ScriptedRuntime(['{"call": "done"}']);
    const agent = new SupportAgent(runtime);
    const result = await decision.make("Pick.", {
      analyze: agent.analyzeSentiment,
      done: "CONVERSATION_OVER",
      plan: ["A plan.", { steps: [{ action: String }], urgent: Boolean }],
    }, { runtime });
    type Expected = string | "CONVERSATION_OVER" | { decision: "plan"; steps: { action: string }[]; urgent: boolean };
    const check: Expected = result;
    // @ts-expect-error a number is not among the results
    const wrong: number = result;
    void wrong;
    expect(check).toBe("CONVERSATION_OVER");
  });
});
