import "reflect-metadata";
import { agenticFunction, BudgetExceededError, ConfigurationError, decision, toHttpError } from "@agentic-ts/core";
import { DeskAgent, pick } from "./__fixtures__/desk-agent";
import { TEST_MODEL, useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
const context = { customerId: "C-1" };
const lookup = (orderId: string, usage = { inputTokens: 60, outputTokens: 40 }) => ({ reply: { toolCalls: [{ name: "lookupOrder", args: { orderId } }], usage } });
const answer = (text: string, usage = { inputTokens: 60, outputTokens: 40 }) => ({ reply: { text, usage } });

/** A model that wants three calls: two lookups, then its answer. */
function threeCalls(usage?: { inputTokens: number; outputTokens: number; cachedInputTokens?: number }): void {
  loop.server.script(lookup("A-1", usage), lookup("A-2", usage), answer("Both were delivered.", usage));
}

async function refused(promise: Promise<unknown>): Promise<BudgetExceededError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(BudgetExceededError);
  return error as BudgetExceededError;
}

describe("budgets at the loopback server: checked before each model call is sent", () => {
  it("maxModelCalls 2 on an exec whose model wants 3 calls: exactly 2 requests reach the server", async () => {
    threeCalls();
    const runtime = loop.runtime();
    const agent = new DeskAgent(runtime);
    const error = await refused(runtime.exec("Where are A-1 and A-2?", { tools: [agent.lookupOrder], context, budget: { maxModelCalls: 2 } }));
    expect(loop.server.requests).toHaveLength(2);
    expect(error).toMatchObject({ limit: "maxModelCalls", max: 2, scope: "exec", spent: { modelCalls: 2, tokens: 200 } });
    expect(error.message).toContain("2 of 2 model calls");
    expect(error.message).toContain("exec(…, { budget })");
    expect(toHttpError(error)).toMatchObject({ status: 402, body: { code: "budget_exceeded", budget: { limit: "maxModelCalls", max: 2, spent: { modelCalls: 2 } } } });
    // The turn's node failed with the error; no third model_call node was started.
    expect(runtime.trace.nodes.filter((n) => n.kind === "model_call")).toHaveLength(2);
    expect(runtime.trace.nodes.find((n) => n.kind === "exec")?.status).toBe("error");
  });

  it("maxTokens: the call after the one that reached the limit is not sent", async () => {
    threeCalls({ inputTokens: 90, outputTokens: 30 });
    const runtime = loop.runtime();
    const agent = new DeskAgent(runtime);
    const error = await refused(runtime.exec("Where are A-1 and A-2?", { tools: [agent.lookupOrder], context, budget: { maxTokens: 200 } }));
    expect(loop.server.requests).toHaveLength(2); // 120 after one call (under 200), 240 after two
    expect(error).toMatchObject({ limit: "maxTokens", max: 200, spent: { tokens: 240, modelCalls: 2 } });
    expect(error.message).toContain("240 of 200 tokens");
  });

  it("maxCostUsd with the runtime's prices: cached input at its own price, output at the output price", async () => {
    threeCalls({ inputTokens: 1000, outputTokens: 500, cachedInputTokens: 800 });
    // One call: 200 uncached × $2 + 800 cached × $0.5 + 500 out × $8, per million = $0.0048.
    const prices = { [TEST_MODEL]: { inputPerMTok: 2, outputPerMTok: 8, cachedInputPerMTok: 0.5 } };
    const runtime = loop.runtime({ prices });
    const agent = new DeskAgent(runtime);
    const error = await refused(runtime.exec("Where are A-1 and A-2?", { tools: [agent.lookupOrder], context, budget: { maxCostUsd: 0.009 } }));
    expect(loop.server.requests).toHaveLength(2);
    expect(error.limit).toBe("maxCostUsd");
    expect(error.spent.costUsd).toBeCloseTo(0.0096, 10);
    expect(error.message).toContain("$0.0096 of $0.009");
  });

  it("a budget's own prices override the runtime's", async () => {
    threeCalls({ inputTokens: 1000, outputTokens: 0 });
    const runtime = loop.runtime({ prices: { [TEST_MODEL]: { inputPerMTok: 1000, outputPerMTok: 1000 } } });
    const agent = new DeskAgent(runtime);
    const cheap = { [TEST_MODEL]: { inputPerMTok: 1, outputPerMTok: 1 } };
    await expect(runtime.exec("Where are A-1 and A-2?", { tools: [agent.lookupOrder], context, budget: { maxCostUsd: 0.01, prices: cheap } })).resolves.toBe("Both were delivered.");
    expect(loop.server.requests).toHaveLength(3);
  });

  it("maxCostUsd for a model missing from the prices: a ConfigurationError naming it and the prices option, nothing sent", async () => {
    threeCalls();
    const runtime = loop.runtime({ prices: { "gpt-other": { inputPerMTok: 1, outputPerMTok: 1 } } });
    const error = await runtime.exec("Hi", { budget: { maxCostUsd: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain(`"${TEST_MODEL}"`);
    expect((error as Error).message).toContain("prices");
    expect(loop.server.requests).toHaveLength(0);
    // On the runtime itself it fails at definition.
    expect(() => loop.runtime({ budget: { maxCostUsd: 1 } })).toThrow(/prices.*gpt-loopback|gpt-loopback.*prices/);
  });

  it("re-picks count as model calls", async () => {
    loop.server.script(answer("Let me think."), answer("Still thinking."), answer(pick("close")));
    const runtime = loop.runtime();
    const error = await refused(decision.make("Pick.", { close: "CLOSED" }, { runtime, maxRetries: 3, budget: { maxModelCalls: 2 } }));
    expect(loop.server.requests).toHaveLength(2);
    expect(error).toMatchObject({ scope: "decision", spent: { modelCalls: 2 } });
  });

  it("a runtime's budget applies to each operation on its own, not to the runtime's lifetime", async () => {
    const runtime = loop.runtime({ budget: { maxModelCalls: 1 } });
    loop.server.script(answer(pick("close")), answer(pick("close")), answer("Hmm."), answer(pick("close")));
    await expect(decision.make("Pick.", { close: "CLOSED" }, { runtime })).resolves.toBe("CLOSED");
    await expect(decision.make("Pick.", { close: "CLOSED" }, { runtime })).resolves.toBe("CLOSED");
    const error = await refused(decision.make("Pick.", { close: "CLOSED" }, { runtime })); // needs a re-pick
    expect(error.scope).toBe("runtime");
    expect(error.message).toContain("the runtime's budget option");
    expect(loop.server.requests).toHaveLength(3);
    // An operation's own budget replaces the runtime's.
    loop.server.script(answer("Hmm."), answer(pick("close")));
    await expect(decision.make("Pick.", { close: "CLOSED" }, { runtime, budget: { maxModelCalls: 2 } })).resolves.toBe("CLOSED");
  });

  it("nested operations check their own budget, and what they spend counts toward the enclosing one", async () => {
    const runtime = loop.runtime();
    // A tool that makes a decision of its own, with its own budget.
    const route = agenticFunction(async (orderId: string) => decision.make(`Route ${orderId}.`, { close: "CLOSED" }, { budget: { maxModelCalls: 5 } }), {
      name: "route",
      params: { orderId: String },
    });
    // exec call 1 asks for the tool; the tool's decision is call 2 (and a re-pick, call 3); exec call 4 is refused.
    loop.server.script(
      { reply: { toolCalls: [{ name: "route", args: { orderId: "A-1" } }] } },
      answer("Hmm."),
      answer(pick("close")),
      answer("Routed."),
    );
    const error = await refused(runtime.exec("Route A-1.", { tools: [route], budget: { maxModelCalls: 3 } }));
    expect(error).toMatchObject({ scope: "exec", spent: { modelCalls: 3 } });
    expect(loop.server.requests).toHaveLength(3);
  });
});
