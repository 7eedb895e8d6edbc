// Integers beyond 2^53 (issue 9, point 5): JSON.parse rounds them to a neighbouring double that is still
// an integer, so Ajv's `integer` check passes; an integer parameter must get a re-pick instead, and the
// function must never receive the rounded value.
import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agenticFunction } from "../decorators/agentic-function";
import { DecisionError } from "../errors/decision-error";
import { Int } from "../schema/int";
import { decision } from "./decision";

/** A function option with one integer and one number parameter that records what it receives. */
function charger(seen: unknown[][]) {
  return agenticFunction(
    (cents: number, rate: number) => {
      seen.push([cents, rate]);
      return "charged";
    },
    { name: "charge", params: { cents: Int, rate: Number } },
  );
}

/** Runs one decision whose only reply is `reply` (no re-pick), returning the result or the error. */
async function decideOnce(reply: string, options: Record<string, unknown>): Promise<unknown> {
  const runtime = new ScriptedRuntime([reply]);
  return decision.make("Pick.", options as never, { runtime, maxRetries: 0 }).catch((error: unknown) => error);
}

describe("integers beyond 2^53 for an integer parameter", () => {
  it.each([
    "9007199254740993",
    "9007199254740992",
    "-9007199254740993",
    "123456789012345678901234567890",
    "1e20",
    "9.007199254740993e15",
    "9007199254740993.0",
  ])("re-picks %s, naming the parameter, and never calls the function", async (literal) => {
    const seen: unknown[][] = [];
    const error = await decideOnce(`{"call": "charge", "args": {"cents": ${literal}, "rate": 1}}`, { charge: charger(seen) });
    expect(error).toBeInstanceOf(DecisionError);
    const { kind, message, path } = (error as DecisionError).attempts[0];
    expect(kind).toBe("bad_args");
    expect(path).toBe("cents");
    expect(message).toContain('field "cents"');
    expect(message).toContain("beyond 2^53");
    expect(seen).toEqual([]);
  });

  it("re-picks and then runs the function with the exact integer the model sent the second time", async () => {
    const seen: unknown[][] = [];
    const runtime = new ScriptedRuntime(['{"call": "charge", "args": {"cents": 9007199254740993, "rate": 1}}', '{"call": "charge", "args": {"cents": 42, "rate": 1}}']);
    await expect(decision.make("Pick.", { charge: charger(seen) }, { runtime })).resolves.toBe("charged");
    expect(seen).toEqual([[42, 1]]);
    expect(runtime.requests[1].text).toContain("beyond 2^53");
  });

  it("accepts the largest safe integers and lets a number parameter take the rounded double", async () => {
    const seen: unknown[][] = [];
    const fn = charger(seen);
    await expect(decideOnce('{"call": "charge", "args": {"cents": 9007199254740991, "rate": 9007199254740993}}', { charge: fn })).resolves.toBe("charged");
    await expect(decideOnce('{"call": "charge", "args": {"cents": -9007199254740991, "rate": 1e300}}', { charge: fn })).resolves.toBe("charged");
    expect(seen).toEqual([
      [9007199254740991, 9007199254740992],
      [-9007199254740991, 1e300],
    ]);
  });

  it("finds an unsafe integer nested in a schema option's payload", async () => {
    const options = { order: ["Place an order.", { lines: [{ sku: String, qty: Int }] }], skip: "SKIP" };
    const error = await decideOnce('{"call": "order", "args": {"lines": [{"sku": "a", "qty": 1}, {"sku": "b", "qty": 18014398509481985}]}}', options);
    expect(error).toBeInstanceOf(DecisionError);
    expect((error as DecisionError).attempts[0]).toMatchObject({ kind: "bad_args", path: "lines[1].qty" });
    expect((error as DecisionError).attempts[0].message).toContain("beyond 2^53");
  });

  it("sends the same problem back for a tool call", async () => {
    const seen: unknown[][] = [];
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "charge", args: '{"cents": 9007199254740993, "rate": 1}' as never }] }, "gave up"]);
    await expect(runtime.exec("Charge it.", { tools: [charger(seen)] })).resolves.toBe("gave up");
    const result = runtime.requests[1].messages.find((m) => m.role === "tool") as { content: string; isError?: boolean };
    expect(result.isError).toBe(true);
    expect(result.content).toContain('field "cents"');
    expect(result.content).toContain("beyond 2^53");
    expect(seen).toEqual([]);
  });
});
